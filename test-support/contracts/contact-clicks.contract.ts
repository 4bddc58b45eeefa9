import { expect, it } from "vitest";
import type { ContactClickStore } from "@/lib/leads/contact/clicks";

// Taps on the phone and KakaoTalk links, counted per day and source, on both stores (SQLite on a
// real file, Firestore on the real emulator). `second` opens another instance on the same data.

export type ContactClickHarness = {
  open: () => Promise<{ first: ContactClickStore; second: () => ContactClickStore }>;
};

const kst = (s: string) => new Date(`${s}+09:00`);
const fromNaverAd = {
  utm: { utm_source: "naver", utm_medium: "cpc", utm_campaign: "brand" },
  referrer: "https://m.search.naver.com/search.naver?q=x",
  landing: "/?utm_source=naver",
  clickIds: { napm: "ct=abc" },
};
const direct = { utm: null, referrer: null, landing: "/FloorPlan/59A", clickIds: null };

export function contactClickContract({ open }: ContactClickHarness): void {
  it("counts each tap under every source row it belongs to, per kind; the period is the Korean days it touches", async () => {
    const { first } = await open();
    await first.add({ kind: "tel", at: kst("2026-12-01T23:50:00"), ...fromNaverAd });
    await first.add({ kind: "kakao", at: kst("2026-12-02T00:10:00"), ...fromNaverAd });
    await first.add({ kind: "tel", at: kst("2026-12-02T10:00:00"), ...direct });
    const day2 = { from: kst("2026-12-02T00:00:00"), to: kst("2026-12-03T00:00:00") };
    const both = { from: kst("2026-12-01T00:00:00"), to: kst("2026-12-03T00:00:00") };
    const campaign = await first.bySource(both, "campaign");
    expect(campaign.get(JSON.stringify(["naver", "cpc", "brand"]))).toEqual({ tel: 1, kakao: 1 });
    expect(campaign.get(JSON.stringify(["", "", ""]))).toEqual({ tel: 1, kakao: 0 });
    expect((await first.bySource(day2, "campaign")).get(JSON.stringify(["naver", "cpc", "brand"]))).toEqual({
      tel: 0,
      kakao: 1,
    });
    const referrer = await first.bySource(day2, "referrer");
    expect(Object.fromEntries(referrer)).toEqual({ "naver.com": { tel: 0, kakao: 1 }, direct: { tel: 1, kakao: 0 } });
    expect(Object.fromEntries(await first.bySource(day2, "landing"))).toEqual({
      "/": { tel: 0, kakao: 1 },
      "/FloorPlan/59A": { tel: 1, kakao: 0 },
    });
    // Only a tap after an ad click has a platform row.
    expect(Object.fromEntries(await first.bySource(both, "platform"))).toEqual({ naver: { tel: 1, kakao: 1 } });
    expect(
      (await first.bySource({ from: kst("2026-11-01T00:00:00"), to: kst("2026-11-02T00:00:00") }, "campaign")).size,
    ).toBe(0);
  }, 60_000);

  it("instances counting at once lose no tap", async () => {
    const { first, second } = await open();
    const stores = [first, second(), second()];
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        stores[i % 3]!.add({ kind: i % 2 ? "kakao" : "tel", at: kst("2026-12-02T12:00:00"), ...direct }),
      ),
    );
    const day = { from: kst("2026-12-02T00:00:00"), to: kst("2026-12-03T00:00:00") };
    expect((await first.bySource(day, "referrer")).get("direct")).toEqual({ tel: 15, kakao: 15 });
  }, 90_000);
}
