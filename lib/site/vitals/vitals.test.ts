import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { firestoreForFile } from "@/test-support/firestore";
import { complex } from "@/lib/site/content";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { bucketOf, bucketValue, percentileOf } from "./histogram";
import { handleVitalsPost } from "./intake";
import { pageTypeOf, samplesOf, VITALS_DAILY_LIMIT } from "./schema";
import type { VitalsStore } from "./histograms";
import { FirestoreVitalsStore } from "./store/firestore";
import { SqliteVitalsStore } from "./store/sqlite";

const site = complex.sites[0]!;

describe("vitals histogram", () => {
  it("reads the p75 within 5 % of the exact one", () => {
    const values = Array.from({ length: 1000 }, (_, i) => 200 + ((i * 7919) % 3000));
    const counts = new Map<number, number>();
    for (const v of values) counts.set(bucketOf("lcp", v), (counts.get(bucketOf("lcp", v)) ?? 0) + 1);
    const exact = [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;
    const p = percentileOf("lcp", counts, 0.75)!;
    expect(p.samples).toBe(1000);
    expect(Math.abs(p.value - exact) / exact).toBeLessThan(0.05);
    expect(bucketValue("cls", bucketOf("cls", 0))).toBe(0);
    expect(bucketValue("cls", bucketOf("cls", 0.1))).toBeCloseTo(0.1, 1);
  });

  it("turns a path into a page type and keeps nothing else", () => {
    expect(pageTypeOf("/")).toBe("home");
    expect(pageTypeOf("/Brand/intro")).toBe("content");
    expect(pageTypeOf(`/${site}/press`)).toBe("press-list");
    expect(pageTypeOf(`/${site}/press/abc-1`)).toBe("press-article");
    expect(pageTypeOf(`/${site}/customer`)).toBe("customer");
    expect(pageTypeOf("/no/such/page")).toBe("other");
    expect(samplesOf({ p: "/", d: "mobile", lcp: 1200, cls: 0.02 })).toEqual([
      { pageType: "home", device: "mobile", metric: "lcp", value: 1200 },
      { pageType: "home", device: "mobile", metric: "cls", value: 0.02 },
    ]);
  });
});

const firestore = firestoreForFile("vitals");
afterEach(() => closeAllDbs());

const stores: { name: string; open: () => VitalsStore }[] = [
  {
    name: "SQLite",
    open: () => new SqliteVitalsStore(openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "vitals-")), "site.db"))),
  },
  {
    name: "Firestore",
    open: () => new FirestoreVitalsStore(firestore.client(firestore.project())),
  },
];

describe.each(stores)("vitals store: $name", ({ open }) => {
  it("counts samples per Korean day, page type, device and bucket, and reads a range of days", async () => {
    const store = open();
    const day1 = new Date("2026-11-20T03:00:00Z");
    const day2 = new Date("2026-11-24T16:00:00Z"); // 01:00 on the 25th in Seoul
    await store.record(
      [
        { pageType: "home", device: "mobile", metric: "lcp", value: 1000 },
        { pageType: "home", device: "mobile", metric: "cls", value: 0 },
      ],
      day1,
    );
    await store.record([{ pageType: "home", device: "mobile", metric: "lcp", value: 1000 }], day2);
    await store.record([{ pageType: "content", device: "desktop", metric: "inp", value: 80 }], day2);
    const rows = await store.histograms({
      from: new Date("2026-11-18T15:00:00Z"),
      to: new Date("2026-11-25T15:00:00Z"),
    });
    const find = (pageType: string, metric: string) =>
      rows.filter((r) => r.pageType === pageType && r.metric === metric);
    expect(find("home", "lcp")).toEqual([
      { pageType: "home", device: "mobile", metric: "lcp", bucket: bucketOf("lcp", 1000), count: 2 },
    ]);
    expect(find("home", "cls")).toEqual([{ pageType: "home", device: "mobile", metric: "cls", bucket: 0, count: 1 }]);
    expect(find("content", "inp")[0]?.count).toBe(1);
    // Only the 25th (Seoul): day1 falls out.
    const lastDay = await store.histograms({
      from: new Date("2026-11-24T15:00:00Z"),
      to: new Date("2026-11-25T15:00:00Z"),
    });
    expect(lastDay.filter((r) => r.metric === "lcp")[0]?.count).toBe(1);
    expect(lastDay.some((r) => r.metric === "cls")).toBe(false);
  });
});

describe("POST /api/vitals (handleVitalsPost on a real SQLite store)", () => {
  const siteUrl = "https://www.example.com";
  const post = (body: string | null, headers: Record<string, string> = {}) =>
    new Request(`${siteUrl}/api/vitals`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });
  const deps = () => {
    const store = new SqliteVitalsStore(
      openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "vitals-route-")), "site.db")),
    );
    return {
      store,
      limiter: new RateLimiter(3),
      dailyLimiter: new RateLimiter(1_000, 86_400_000),
      trustedProxyHops: 0,
      siteUrl,
    };
  };

  it("stores a good beacon (204) and drops bad, oversized, foreign and excess ones with a 4xx", async () => {
    const d = deps();
    const good = JSON.stringify({ p: "/", d: "mobile", lcp: 1234, inp: 56, cls: 0.01 });
    expect((await handleVitalsPost(post(good), d)).status).toBe(204);
    expect((await handleVitalsPost(post(good, { "content-type": "text/plain;charset=UTF-8" }), d)).status).toBe(204);
    const rows = await d.store.histograms({
      from: new Date(Date.now() - 86_400_000),
      to: new Date(Date.now() + 86_400_000),
    });
    expect(rows.filter((r) => r.metric === "lcp")[0]).toMatchObject({ pageType: "home", device: "mobile", count: 2 });

    expect((await handleVitalsPost(post("{not json"), d)).status).toBe(400);
    const unknownField = await handleVitalsPost(
      post(JSON.stringify({ p: "/", d: "mobile", lcp: 1, email: "a@b.c" })),
      d,
    );
    expect(unknownField.status).toBe(422);
    expect(await unknownField.json()).toEqual({ ok: false, message: "측정값 형식이 올바르지 않습니다." });
    expect((await handleVitalsPost(post(JSON.stringify({ p: "/?q=x", d: "mobile", lcp: 1 })), d)).status).toBe(422);
    expect((await handleVitalsPost(post(JSON.stringify({ p: "/", d: "mobile" })), d)).status).toBe(422);
    expect((await handleVitalsPost(post(JSON.stringify({ p: "/", d: "tv", lcp: 1 })), d)).status).toBe(422);
    expect((await handleVitalsPost(post(JSON.stringify({ p: "/", d: "mobile", lcp: -1 })), d)).status).toBe(422);
    // Values no page load produces.
    for (const made of [{ lcp: 0 }, { lcp: 60_001 }, { inp: 10_001 }, { cls: 5.5 }, { lcp: 1200, cls: 50 }]) {
      expect(
        (await handleVitalsPost(post(JSON.stringify({ p: "/", d: "mobile", ...made })), d)).status,
        JSON.stringify(made),
      ).toBe(422);
    }
    expect(
      (await handleVitalsPost(post(JSON.stringify({ p: "/", d: "mobile", lcp: 60_000, inp: 10_000, cls: 5 })), d))
        .status,
    ).toBe(204);
    expect(
      (await handleVitalsPost(post(JSON.stringify({ p: `/${"a".repeat(600)}`, d: "mobile", lcp: 1 })), d)).status,
    ).toBe(413);
    expect(
      (await handleVitalsPost(post(good, { "content-type": "application/x-www-form-urlencoded" }), d)).status,
    ).toBe(415);
    expect((await handleVitalsPost(post(good, { origin: "https://evil.example" }), d)).status).toBe(403);
    // The limit (3 a minute here) counts stored beacons.
    expect((await handleVitalsPost(post(good), d)).status).toBe(429);
  });

  it("an address gets a daily cap besides the minute's: beacons spread over the day stop at it, other addresses go on", async () => {
    const store = new SqliteVitalsStore(
      openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "vitals-daily-")), "site.db")),
    );
    let t = Date.parse("2026-11-26T00:00:00Z");
    const d = {
      store,
      limiter: new RateLimiter(60),
      dailyLimiter: new RateLimiter(VITALS_DAILY_LIMIT, 86_400_000),
      trustedProxyHops: 1,
      siteUrl,
    };
    const clock = vi.spyOn(Date, "now").mockImplementation(() => t);
    const from = (address: string) =>
      post(JSON.stringify({ p: "/", d: "mobile", lcp: 900 }), { "x-forwarded-for": address });
    try {
      // 30 a minute, well under the minute's limit, for as long as the day allows.
      let accepted = 0;
      for (let i = 0; i < VITALS_DAILY_LIMIT + 20; i++) {
        if ((await handleVitalsPost(from("203.0.113.7"), d)).status === 204) accepted++;
        t += 2_000;
      }
      expect(accepted).toBe(VITALS_DAILY_LIMIT);
      expect((await handleVitalsPost(from("203.0.113.8"), d)).status).toBe(204);
      // The next day the address is heard again.
      t += 86_400_000;
      expect((await handleVitalsPost(from("203.0.113.7"), d)).status).toBe(204);
    } finally {
      clock.mockRestore();
    }
  });
});
