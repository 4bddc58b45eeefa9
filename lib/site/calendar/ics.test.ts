import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine, icsDate, icsTimestamp } from "./ics";

const octets = (s: string) => new TextEncoder().encode(s).length;

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and newlines (RFC 5545 3.3.11)", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    expect(escapeText("견본주택 오픈: 9.26(금)")).toBe("견본주택 오픈: 9.26(금)");
  });
});

describe("foldLine", () => {
  it("leaves short lines alone", () => {
    expect(foldLine("SUMMARY:짧은 제목")).toBe("SUMMARY:짧은 제목");
  });
  it("folds at 75 octets without splitting a Korean character", () => {
    const line = `DESCRIPTION:${"가".repeat(60)}`;
    const folded = foldLine(line);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(1);
    for (const p of physical) expect(octets(p)).toBeLessThanOrEqual(75);
    for (const p of physical.slice(1)) expect(p.startsWith(" ")).toBe(true);
    expect(physical.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
    expect(folded).not.toContain("\uFFFD");
  });
  it("folds long ASCII lines exactly at 75 octets", () => {
    const physical = foldLine("X".repeat(200)).split("\r\n");
    expect(physical[0]).toHaveLength(75);
    expect(physical[1]).toHaveLength(75);
    expect(physical.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe("X".repeat(200));
  });
});

describe("dates", () => {
  it("adds days across month ends without time-zone drift", () => {
    expect(icsDate("2025-09-26")).toBe("20250926");
    expect(icsDate("2025-09-30", 1)).toBe("20251001");
    expect(icsDate("2025-12-31", 1)).toBe("20260101");
  });
  it("rejects impossible dates", () => {
    expect(() => icsDate("2025-02-30")).toThrow(RangeError);
    expect(() => icsDate("9.26")).toThrow(RangeError);
  });
  it("stamps in UTC", () => {
    expect(icsTimestamp(new Date("2025-09-19T01:02:03.456Z"))).toBe("20250919T010203Z");
  });
});

describe("buildCalendar", () => {
  const ics = buildCalendar(
    {
      prodId: "-//Test//Site//KO",
      name: "분양일정, 샘플",
      timeZone: "Asia/Seoul",
      events: [
        { uid: "a@example.com", title: "견본주택 오픈", start: "2025-09-26", location: "예시시 중앙로 1, 견본주택" },
        {
          uid: "b@example.com",
          title: "정당계약",
          start: "2025-10-27",
          end: "2025-10-29",
          description: "계약 장소: 견본주택\n준비서류 확인",
        },
      ],
    },
    new Date("2025-09-01T00:00:00Z"),
  );
  it("uses CRLF everywhere and ends with one", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
  it("wraps events in a VCALENDAR with version and product id", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//Site//KO\r\n")).toBe(true);
    expect(ics).toContain("X-WR-CALNAME:분양일정\\, 샘플\r\n");
    expect(ics).toContain("X-WR-TIMEZONE:Asia/Seoul\r\n");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics.match(/END:VEVENT/g)).toHaveLength(2);
  });
  it("writes all-day dates with an exclusive end", () => {
    expect(ics).toContain("DTSTART;VALUE=DATE:20250926\r\nDTEND;VALUE=DATE:20250927\r\n");
    expect(ics).toContain("DTSTART;VALUE=DATE:20251027\r\nDTEND;VALUE=DATE:20251030\r\n");
    expect(ics).toContain("DTSTAMP:20250901T000000Z\r\n");
  });
  it("escapes text values", () => {
    expect(ics).toContain("LOCATION:예시시 중앙로 1\\, 견본주택\r\n");
    expect(ics).toContain("DESCRIPTION:계약 장소: 견본주택\\n준비서류 확인\r\n");
  });
  it("refuses an event that ends before it starts", () => {
    expect(() =>
      buildCalendar(
        {
          prodId: "x",
          name: "x",
          timeZone: "Asia/Seoul",
          events: [{ uid: "u", title: "t", start: "2025-10-02", end: "2025-10-01" }],
        },
        new Date(),
      ),
    ).toThrow(RangeError);
  });
});
