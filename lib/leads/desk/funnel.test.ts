import { vi, describe, expect, it } from "vitest";
vi.mock("server-only", () => ({}));
import { untouched, type LeadCourse } from "./course";
import { campaignLabel, formatWait, funnelOf, kstWeek } from "./funnel";

const MIN = 60_000;
const t0 = new Date("2026-11-23T01:00:00Z"); // Monday 10:00 in Seoul
const lead = (id: string, at: Date, utm: Record<string, string> | null = null) => ({ id, createdAt: at, utm });
const course = (l: { id: string; createdAt: Date }, over: Partial<LeadCourse>): LeadCourse => ({
  ...untouched(l.id, l.createdAt),
  ...over,
});

describe("the funnel", () => {
  const naver = { utm_source: "naver", utm_medium: "cpc", utm_campaign: "brand" };
  const a = lead("a", t0, naver);
  const b = lead("b", new Date(t0.getTime() + 10 * MIN), naver);
  const c = lead("c", new Date(t0.getTime() + 7 * 24 * 60 * MIN));
  const d = lead("d", new Date(t0.getTime() + 7 * 24 * 60 * MIN + MIN));
  const courses = new Map([
    ["a", course(a, { stage: "contracted", firstCalledAt: new Date(t0.getTime() + 30 * MIN) })],
    ["b", course(b, { stage: "visited", firstCalledAt: new Date(t0.getTime() + 10 * MIN + 90 * MIN) })],
    ["c", course(c, { stage: "invalid" })],
  ]);

  it("counts leads, called, visited and contracted, with the time to first call", () => {
    const f = funnelOf([a, b, c, d], courses);
    expect(f.total).toEqual({
      key: "전체",
      leads: 4,
      called: 2,
      visited: 2,
      contracted: 1,
      firstCallMedianMs: 30 * MIN,
      firstCallP90Ms: 90 * MIN,
    });
    expect(f.byCampaign.map((r) => [r.key, r.leads, r.contracted])).toEqual([
      ["naver / cpc / brand", 2, 1],
      ["직접 유입", 2, 0],
    ]);
    expect(f.byWeek.map((r) => [r.key, r.leads, r.called])).toEqual([
      ["2026-11-30", 2, 0],
      ["2026-11-23", 2, 2],
    ]);
    expect(f.byWeek[0]!.firstCallMedianMs).toBeNull();
  });

  it("a lead that visited and was then put on hold still counts as called and visited, not contracted", () => {
    const e = lead("e", t0);
    const onHold = course(e, {
      stage: "on-hold",
      firstCalledAt: new Date(t0.getTime() + 20 * MIN),
      firstVisitedAt: new Date(t0.getTime() + 2 * 24 * 60 * MIN),
    });
    const neverCame = course(e, { stage: "on-hold", firstCalledAt: new Date(t0.getTime() + 20 * MIN) });
    expect(funnelOf([e], new Map([["e", onHold]])).total).toMatchObject({
      leads: 1,
      called: 1,
      visited: 1,
      contracted: 0,
    });
    expect(funnelOf([e], new Map([["e", neverCame]])).total).toMatchObject({
      leads: 1,
      called: 1,
      visited: 0,
      contracted: 0,
    });
  });

  it("weeks start on Monday in Seoul; waits read like a person says them", () => {
    expect(kstWeek(new Date("2026-11-29T14:59:00Z").getTime())).toBe("2026-11-23"); // Sunday 23:59 KST
    expect(kstWeek(new Date("2026-11-29T15:00:00Z").getTime())).toBe("2026-11-30"); // Monday 00:00 KST
    expect(campaignLabel(null)).toBe("직접 유입");
    expect([
      formatWait(null),
      formatWait(35 * MIN),
      formatWait(80 * MIN),
      formatWait(120 * MIN),
      formatWait(51 * 60 * MIN),
    ]).toEqual(["-", "35분", "1시간 20분", "2시간", "2일 3시간"]);
  });
});
