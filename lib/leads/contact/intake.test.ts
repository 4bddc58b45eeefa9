import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { SqliteContactClickStore } from "./store/sqlite";
import { handleContactPost, CONTACT_LIMIT_BYTES } from "./intake";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";

// POST /api/contact-click through its handler on a real SQLite file: a tap is counted under the
// visit's sources; anything else gets a 4xx and counts nothing.

const ORIGIN = "https://www.sample-site.example";
const now = new Date("2026-12-02T03:00:00Z");
afterEach(() => closeAllDbs());

function setup(limit = 20) {
  const store = new SqliteContactClickStore(
    openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "contact-intake-")), "site.db")),
  );
  const deps = { store, limiter: new RateLimiter(limit), trustedProxyHops: 0, siteUrl: ORIGIN, now: () => now };
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    handleContactPost(
      new Request(`${ORIGIN}/api/contact-click`, {
        method: "POST",
        body: typeof body === "string" ? body : JSON.stringify(body),
        headers: { "content-type": "application/json", ...headers },
      }),
      deps,
    );
  const day = { from: new Date("2026-12-01T15:00:00Z"), to: new Date("2026-12-02T15:00:00Z") };
  return { store, post, day };
}

describe("a tap on the phone or KakaoTalk link", () => {
  it("is counted under the campaign of the visit's landing page, its referrer site and its ad platform; a referrer of our own is no source", async () => {
    const { store, post, day } = setup();
    expect(
      (
        await post({
          kind: "kakao",
          landing: "/?utm_source=naver&utm_medium=cpc&utm_campaign=brand&NaPm=ct%3Dx",
          referrer: "https://m.search.naver.com/x",
        })
      ).status,
    ).toBe(204);
    expect((await post({ kind: "tel", landing: "/FloorPlan/59A", referrer: `${ORIGIN}/Brand/intro` })).status).toBe(
      204,
    );
    expect((await store.bySource(day, "campaign")).get(JSON.stringify(["naver", "cpc", "brand"]))).toEqual({
      tel: 0,
      kakao: 1,
    });
    expect(Object.fromEntries(await store.bySource(day, "referrer"))).toEqual({
      "naver.com": { tel: 0, kakao: 1 },
      direct: { tel: 1, kakao: 0 },
    });
    expect(Object.fromEntries(await store.bySource(day, "platform"))).toEqual({ naver: { tel: 0, kakao: 1 } });
  });

  it("refuses another site's beacon, a kind it does not know, a landing off the site, a body too large and a flood, counting none", async () => {
    const { store, post, day } = setup(2);
    expect(
      (await post({ kind: "tel" }, { "sec-fetch-site": "cross-site", origin: "https://evil.example" })).status,
    ).toBe(403);
    expect((await post({ kind: "sms" })).status).toBe(422);
    expect((await post("not json")).status).toBe(400);
    expect((await post({ kind: "tel", landing: "x".repeat(CONTACT_LIMIT_BYTES) })).status).toBe(413);
    expect((await post({ kind: "tel" }, { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    // A landing that leaves the site is dropped, the tap still counts (as direct, no landing).
    expect((await post({ kind: "tel", landing: "//evil.example/x" })).status).toBe(204);
    expect((await post({ kind: "tel" })).status).toBe(204);
    expect((await post({ kind: "tel" })).status).toBe(429);
    expect(Object.fromEntries(await store.bySource(day, "landing"))).toEqual({ "": { tel: 2, kakao: 0 } });
  });
});
