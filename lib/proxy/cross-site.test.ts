import { describe, expect, it, vi } from "vitest";
// proxy.ts also counts press views, so it imports the (server-only) press store.
vi.mock("server-only", () => ({}));
import { NextRequest } from "next/server";
import { NextFetchEvent } from "next/dist/server/web/spec-extension/fetch-event";
import { proxy } from "@/proxy";
import { crossSite } from "./cross-site";

const request = (pathname: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new NextRequest(`http://127.0.0.1:3000${pathname}`, init);
const run = (req: NextRequest) =>
  proxy(req, new NextFetchEvent({ request: req, page: "/", context: { waitUntil: () => {} } }));

// As the server sees them: the Host header names us.
const action = {
  host: "127.0.0.1:3000",
  "next-action": "0123456789abcdef",
  "content-type": "text/plain;charset=UTF-8",
};
const ourHeaders = { ...action, origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" };

describe("proxy.ts on posts from another site", () => {
  it("refuses a server action post whose Origin or Sec-Fetch-Site names another site with 403; our own posts pass", async () => {
    const forged: Record<string, string>[] = [
      { ...action, origin: "https://evil.example" },
      { ...action, origin: "null" },
      { ...action, "sec-fetch-site": "cross-site" },
      { host: "127.0.0.1:3000", "content-type": "multipart/form-data; boundary=x", origin: "https://evil.example" },
    ];
    for (const headers of forged) {
      const res = await run(request("/admin/leads", { method: "POST", headers }));
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toContain("다른 사이트");
    }
    const ours = await run(request("/admin/leads", { method: "POST", headers: ourHeaders, body: "[]" }));
    expect(ours.status).toBe(200);
    expect(ours.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("the cross-site step", () => {
  it("answers a forged post with a plain-text 403 that no cache keeps, and hands on our posts and every GET", async () => {
    const refused = await crossSite(
      request("/admin/leads", { method: "POST", headers: { ...action, origin: "https://evil.example" } }),
    );
    expect(refused?.status).toBe(403);
    expect(refused?.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(refused?.headers.get("cache-control")).toBe("no-store");
    expect(await refused?.text()).toBe("다른 사이트에서 보낸 요청은 받을 수 없습니다.");
    expect(
      await crossSite(request("/admin/leads", { method: "POST", headers: ourHeaders, body: "[]" })),
    ).toBeUndefined();
    expect(await crossSite(request("/Brand/intro", { headers: { "sec-fetch-site": "cross-site" } }))).toBeUndefined();
  });
});
