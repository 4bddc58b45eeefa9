import { describe, expect, it } from "vitest";
import { complex } from "@/lib/site/content";
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

  it("puts every dated step on its own day, a step with an end date over its days", () => {
    for (const s of datedSteps()) expect(unfolded).toContain(`DTSTART;VALUE=DATE:${s.start.replace(/-/g, "")}`);
    const ranged = complex.schedule.find((s) => s.start && s.end);
    if (ranged?.start && ranged.end) {
      const after = new Date(Date.parse(`${ranged.end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(unfolded).toContain(
        `DTSTART;VALUE=DATE:${ranged.start.replace(/-/g, "")}\r\nDTEND;VALUE=DATE:${after.replace(/-/g, "")}\r\n`,
      );
    }
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
