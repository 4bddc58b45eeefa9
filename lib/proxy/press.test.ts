import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { NextFetchEvent } from "next/dist/server/web/spec-extension/fetch-event";

// proxy.ts on press requests (its last step, press.ts), against the real SQLite store of this test's DATA_DIR: which
// requests count a view, which go to the live rendering, and that a busy store never fails one.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "press-proxy-"));
process.env.DATA_DIR = dataDir;
process.env.DATA_BACKEND = "sqlite";

const { proxy } = await import("@/proxy");
const { pressRepository } = await import("@/lib/press");
const { closeAllDbs } = await import("@/lib/platform/db/sqlite");
const { pendingCookieName, sessionCookieName } = await import("@/lib/staff/auth/session");
const { complex } = await import("@/lib/site/content");
const site = complex.defaultSite;
const article = `/${site}/press/proxied`;

beforeAll(async () => {
  await (
    await pressRepository()
  ).importArticles([
    {
      id: "proxied",
      siteId: site,
      title: "프록시 기사",
      summary: "요약",
      content: "",
      date: new Date("2025-09-01T00:00:00Z"),
    },
  ]);
});
afterAll(() => {
  closeAllDbs();
  rmSync(dataDir, { recursive: true, force: true });
});

const request = (pathname: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new NextRequest(`http://127.0.0.1:3000${pathname}`, init);
const views = async () => (await (await pressRepository()).get(site, "proxied"))?.views;
/** The proxy on one request, then the work it handed to waitUntil (the view count), as the server runs it. */
async function run(req: NextRequest) {
  const pending: Promise<unknown>[] = [];
  const response = await proxy(
    req,
    new NextFetchEvent({
      request: req,
      page: "/",
      context: { waitUntil: (p: Promise<unknown>) => void pending.push(p) },
    }),
  );
  await Promise.all(pending);
  return response;
}

describe("proxy.ts on press pages", () => {
  it("counts an article's document request once, and serves it from the cache", async () => {
    const before = await views();
    const res = await run(request(article, { headers: { "sec-fetch-mode": "navigate" } }));
    expect(res.headers.get("x-middleware-next")).toBe("1");
    // No shared cache (CDN) may answer for this server, or the views it serves would go uncounted.
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect((await run(request(`/${site}/press`))).headers.get("cache-control")).toBeNull();
    expect(await views()).toBe((before ?? 0) + 1);
  });

  it("counts nothing for Next's own requests (prefetch, client navigation, refresh) or a HEAD", async () => {
    const before = await views();
    // As a browser sends them (Next's own RSC headers are stripped before the proxy sees the request).
    await run(
      request(article, {
        headers: { rsc: "1", "next-router-prefetch": "1", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" },
      }),
    );
    await run(request(article, { headers: { rsc: "1", "next-url": `/${site}/press`, "sec-fetch-mode": "cors" } }));
    await run(request(article, { method: "HEAD" }));
    await run(request(article, { headers: { "sec-purpose": "prefetch" } }));
    expect(await views()).toBe(before);
  });

  it("rewrites an administrator's request and a form post to the live rendering; still counts the administrator's view", async () => {
    const before = await views();
    const signedIn = await run(request(article, { headers: { cookie: `${sessionCookieName()}=token` } }));
    expect(new URL(signedIn.headers.get("x-middleware-rewrite")!).pathname).toBe(`${article}/_live`);
    expect(await views()).toBe((before ?? 0) + 1);
    // Between the password and the code: the second step's form, which a cached page cannot show.
    const halfway = await run(request(`/${site}/press`, { headers: { cookie: `${pendingCookieName()}=sealed` } }));
    expect(new URL(halfway.headers.get("x-middleware-rewrite")!).pathname).toBe(`/${site}/press/_live`);
    const posted = await run(
      request(`/${site}/press`, { method: "POST", headers: { "next-action": "abc" }, body: "[]" }),
    );
    expect(new URL(posted.headers.get("x-middleware-rewrite")!).pathname).toBe(`/${site}/press/_live`);
    const later = await run(request(`/${site}/press?cursor=xyz`));
    expect(new URL(later.headers.get("x-middleware-rewrite")!).pathname).toBe(`/${site}/press/_live`);
    expect(new URL(later.headers.get("x-middleware-rewrite")!).search).toBe("?cursor=xyz");
    // The proxy runs again on the destination, which passes.
    expect((await run(request(`/${site}/press/_live?cursor=xyz`))).headers.get("x-middleware-next")).toBe("1");
    expect(
      (
        await run(
          request(`${article}/_live`, {
            method: "POST",
            headers: { cookie: `${sessionCookieName()}=token` },
            body: "[]",
          }),
        )
      ).headers.get("x-middleware-next"),
    ).toBe("1");
  });

  it("serves the page when the SQLite file is busy (another connection holds the write lock) and logs the lost view", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await views();
    const other = new Database(path.join(dataDir, "site.db"));
    other.exec("BEGIN EXCLUSIVE");
    try {
      const res = await run(request(article));
      expect(res.headers.get("x-middleware-next")).toBe("1");
      await vi.waitFor(() => expect(errors).toHaveBeenCalled());
      expect(String(errors.mock.calls[0]?.[0])).toContain(`${site}/proxied`);
    } finally {
      other.exec("ROLLBACK");
      other.close();
      errors.mockRestore();
    }
    expect(await views()).toBe(before);
  });
});
