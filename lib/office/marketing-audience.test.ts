import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { AUDIENCE_CSV_HEADER, marketingAudience, marketingAudienceCsv, consentsDue } from "./marketing-audience";
import type { LeadRecord } from "@/lib/leads/outbox";
import { storedLead } from "@/test-support/new-lead";

const base: LeadRecord = storedLead();
const yes = { marketing: true, thirdParty: false, overseas: false, version: "c-v1" };
const no = { marketing: false, thirdParty: true, overseas: true, version: "c-v1" };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 7, minutes));
const lead = (id: string, phone: string, consents: LeadRecord["consents"], minutes: number): LeadRecord => ({
  ...base,
  id,
  phone,
  name: `고객${id}`,
  consents,
  createdAt: at(minutes),
  consentAt: at(minutes),
});

describe("the marketing audience", () => {
  // Newest first, as the store lists them.
  const leads = [
    lead("a2", "010-1111-2222", no, 50), // a's newest lead refuses: a is off the list
    lead("a1", "01011112222", yes, 10),
    lead("b2", "01033334444", yes, 40), // b agreed again: on, with two leads
    lead("b1", "01033334444", no, 5),
    lead("c1", "01055556666", no, 30), // refused
    lead("d1", "01077778888", null, 20), // stored before consents were kept: no consent on record
    lead("e1", "01099990000", yes, 15),
  ];

  it("holds only people whose newest lead carries a marketing consent; a lead without one is never on it", () => {
    const audience = marketingAudience(leads);
    expect(audience.map((m) => [m.lead.id, m.leads])).toEqual([
      ["b2", 2],
      ["e1", 1],
    ]);
    for (const m of audience) expect(m.lead.consents?.marketing).toBe(true);
  });

  it("leaves out a number on the 수신거부 list, whatever its newest lead says", () => {
    const audience = marketingAudience(leads, { optedOut: new Set(["01033334444"]), now: at(60) });
    expect(audience.map((m) => m.lead.id)).toEqual(["e1"]);
  });

  it("leaves out a consent older than two years until the person consents again, and counts those to ask", () => {
    const twoYearsOn = new Date(at(15));
    twoYearsOn.setFullYear(twoYearsOn.getFullYear() + 2);
    // b2's consent (minute 40) is still under two years old; e1's (minute 15) has just aged out.
    expect(marketingAudience(leads, { now: new Date(twoYearsOn.getTime() + 60_000) }).map((m) => m.lead.id)).toEqual([
      "b2",
    ]);
    expect(consentsDue(leads, new Date(twoYearsOn.getTime() + 60_000)).stale).toBe(1);
    expect(consentsDue(leads, at(60)).stale).toBe(0);
    // Twenty days before e1's consent turns two, both consenting people are due within the 30 days; none is stale yet.
    const earlier = new Date(twoYearsOn.getTime() - 20 * 86_400_000);
    expect(consentsDue(leads, earlier)).toEqual({ stale: 0, dueSoon: 2 });
    expect(consentsDue(leads, new Date(twoYearsOn.getTime() + 60_000))).toEqual({ stale: 1, dueSoon: 1 });
    expect(consentsDue(leads, at(60))).toEqual({ stale: 0, dueSoon: 0 });
  });

  it("writes one CSV row per person with the consent's time and version", () => {
    const lines = marketingAudienceCsv(leads)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(AUDIENCE_CSV_HEADER.join(","));
    expect(lines.slice(1)).toEqual([
      "고객b2,010-3333-4444,2026-11-23 16:40:00,c-v1,관심고객 등록,2,b2",
      "고객e1,010-9999-0000,2026-11-23 16:15:00,c-v1,관심고객 등록,1,e1",
    ]);
    expect(
      marketingAudienceCsv([lead("x", "01012345678", no, 1)])
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n"),
    ).toHaveLength(1);
  });
});
