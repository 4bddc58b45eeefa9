import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// The view report route (app/api/press/[site]/[id]/views) of a client-side navigation, against the real SQLite store of this test's
// DATA_DIR (the route's own pressRepository()).
const dataDir = mkdtempSync(path.join(os.tmpdir(), "press-views-"));
process.env.DATA_DIR = dataDir;
process.env.DATA_BACKEND = "sqlite";

const { POST } = await import("@/app/api/press/[site]/[id]/views/route");
const { pressRepository } = await import("@/lib/press/store/index");
const { closeAllDbs } = await import("@/lib/platform/db/sqlite");
const { complex } = await import("@/lib/site/content");
const site = complex.sites[0]!;

beforeAll(async () => {
  await (
    await pressRepository()
  ).importArticles([
    {
      id: "beacon",
      siteId: site,
      title: "조회수 기사",
      summary: "요약",
      content: "",
      date: new Date("2025-09-01T00:00:00Z"),
      views: 2,
    },
  ]);
});
afterAll(() => {
  closeAllDbs();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (params: { site: string; id: string }, headers: Record<string, string> = {}) =>
  POST(new Request(`http://127.0.0.1/api/press/${params.site}/${params.id}/views`, { method: "POST", headers }), {
    params: Promise.resolve(params),
  });
const storedViews = async () => (await (await pressRepository()).get(site, "beacon"))?.views;

describe("POST /api/press/{site}/{id}/views", () => {
  it("adds one view and answers the count", async () => {
    const res = await post({ site, id: "beacon" }, { "sec-fetch-site": "same-origin" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ views: 3 });
    expect(await storedViews()).toBe(3);
  });

  it("refuses an unknown site, a bad id, a missing article (404) and another site's page (403), counting nothing", async () => {
    for (const params of [
      { site: "no-such-site", id: "beacon" },
      { site, id: "<script>" },
      { site, id: "no-such-article" },
    ]) {
      const res = await post(params);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe("보도자료를 찾을 수 없습니다.");
    }
    const cross = await post({ site, id: "beacon" }, { "sec-fetch-site": "cross-site" });
    expect(cross.status).toBe(403);
    expect((await cross.json()).message).toBe("다른 사이트에서 보낸 요청은 받지 않습니다.");
    expect(await storedViews()).toBe(3);
  });

  it("answers 200 without a count when the SQLite file is busy (another connection holds the write lock), and logs it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const other = new Database(path.join(dataDir, "site.db"));
    other.exec("BEGIN EXCLUSIVE");
    try {
      const res = await post({ site, id: "beacon" });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ views: null });
      expect(String(errors.mock.calls[0]?.[0])).toContain(`${site}/beacon`);
    } finally {
      other.exec("ROLLBACK");
      other.close();
      errors.mockRestore();
    }
    expect(await (await post({ site, id: "beacon" })).json()).toEqual({ views: 4 });
  });
});
