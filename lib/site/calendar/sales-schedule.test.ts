import { describe, expect, it } from "vitest";
import { complex } from "@/lib/site/content";
import { datedSteps, salesScheduleIcs } from "./sales-schedule";

describe("salesScheduleIcs", () => {
  // Before the first step: every dated step is still ahead.
  const before = new Date(`${complex.schedule.find((s) => s.start)!.start}T00:00:00+09:00`);
  const ics = salesScheduleIcs("https://example.com", new Date(before.getTime() - 30 * 86_400_000))!;
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
    const later = new Date(before.getTime() - 86_400_000);
    expect(salesScheduleIcs("https://example.com", later)!.match(/^UID:.+$/gm)).toEqual(ics.match(/^UID:.+$/gm));
  });

  it("keeps every physical line within 75 octets", () => {
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("offers only the steps still ahead in Korea: none whose last day is over, the one under way included", () => {
    const ranged = complex.schedule.find((s) => s.start && s.end)!;
    // 00:00 KST on the ranged step's second day is 15:00 UTC the day before.
    const second = new Date(Date.parse(`${ranged.start}T00:00:00Z`) + 86_400_000 - 9 * 3_600_000);
    const during = salesScheduleIcs("https://example.com", second)!.replace(/\r\n /g, "");
    expect(during).toContain(`SUMMARY:[${complex.siteName}] ${ranged.title}\r\n`);
    for (const s of datedSteps().filter((s) => (s.end ?? s.start) < ranged.start!))
      expect(during).not.toContain(`SUMMARY:[${complex.siteName}] ${s.title}\r\n`);
    // One second before midnight KST after the last dated day, the last step is still offered; at midnight nothing is.
    const last = datedSteps()
      .map((s) => s.end ?? s.start)
      .sort()
      .at(-1)!;
    const midnight = Date.parse(`${last}T15:00:00Z`);
    expect(salesScheduleIcs("https://example.com", new Date(midnight - 1000))).toContain("BEGIN:VEVENT");
    expect(salesScheduleIcs("https://example.com", new Date(midnight))).toBeNull();
  });
});
