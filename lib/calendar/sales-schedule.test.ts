import { describe, expect, it } from "vitest";
import { complex } from "@/lib/content";
import { datedSteps, salesScheduleIcs } from "./sales-schedule";

describe("salesScheduleIcs", () => {
  const ics = salesScheduleIcs("https://example.com", new Date("2025-09-01T00:00:00Z"));
  const unfolded = ics.replace(/\r\n /g, "");

  it("has one event per dated step and leaves the planned move-in out", () => {
    const dated = datedSteps();
    expect(dated.length).toBe(complex.schedule.filter((s) => s.start).length);
    expect(dated.length).toBeLessThan(complex.schedule.length);
    expect(ics.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(dated.length);
    expect(unfolded).not.toContain("SUMMARY:[" + complex.siteName + "] 입주\r\n");
  });

  it("puts every dated step on its own day, the contract over three days", () => {
    for (const s of datedSteps()) expect(unfolded).toContain(`DTSTART;VALUE=DATE:${s.start.replace(/-/g, "")}`);
    expect(unfolded).toContain("DTSTART;VALUE=DATE:20251027\r\nDTEND;VALUE=DATE:20251030\r\n");
  });

  it("gives unique, stable UIDs", () => {
    const uids = [...unfolded.matchAll(/^UID:(.+)$/gm)].map((m) => m[1]);
    expect(new Set(uids).size).toBe(uids.length);
    expect(salesScheduleIcs("https://example.com", new Date()).match(/^UID:.+$/gm)).toEqual(ics.match(/^UID:.+$/gm));
  });

  it("keeps every physical line within 75 octets", () => {
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
