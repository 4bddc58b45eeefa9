import { describe, expect, it } from "vitest";
import { addIsoDays, bucketStart, kstDateTime, kstDay, kstDayIndex, kstHour, kstMidnight } from "./kst";

describe("Korean time", () => {
  it("cuts days and hours in Korean time", () => {
    const t = Date.parse("2026-03-02T15:30:00Z"); // 00:30 on 3 March in Seoul
    expect(kstDay(t)).toBe("2026-03-03");
    expect(kstHour(t)).toBe("00");
    expect(new Date(bucketStart(t, "day")).toISOString()).toBe("2026-03-02T15:00:00.000Z");
    expect(new Date(bucketStart(t, "hour")).toISOString()).toBe("2026-03-02T15:00:00.000Z");
  });

  it("reads a Korean date as its midnight, and counts days and times in Korean time", () => {
    expect(kstMidnight("2026-03-03").toISOString()).toBe("2026-03-02T15:00:00.000Z");
    expect(kstDayIndex(Date.parse("2026-03-02T15:00:00Z"))).toBe(kstDayIndex(Date.parse("2026-03-02T14:59:59Z")) + 1);
    expect(kstDateTime(Date.parse("2026-11-23T07:04:05Z"))).toBe("2026-11-23 16:04:05");
    expect(addIsoDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addIsoDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
