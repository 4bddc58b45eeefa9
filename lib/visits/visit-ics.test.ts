import { describe, expect, it } from "vitest";
import { seoulInstant } from "@/lib/site/content/visit-calendar";
import { visitIcs, visitIcsFileName } from "./visit-ics";

const input = {
  booking: { id: "V-1126-4827", date: "2026-11-26", start: "10:00", end: "11:00", partySize: 2 },
  title: "견본주택 방문 예약",
  location: "경기도 예시시 중앙로 1, 견본주택",
  prodId: "-//Test//Visit//KO",
  host: "www.example.test",
  description: "신분증을 지참해 주세요.",
  url: "https://www.example.test/Promotion/Visit/manage?t=abc",
  geo: { lat: 37.1234567, lng: 127.1234567 },
};

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

describe("visit .ics", () => {
  const ics = visitIcs(input, new Date("2026-11-25T03:04:05Z"));
  const lines = unfold(ics);

  it("is a timed event in Asia/Seoul, not all-day, with the zone it names defined", () => {
    expect(lines).toContain("DTSTART;TZID=Asia/Seoul:20261126T100000");
    expect(lines).toContain("DTEND;TZID=Asia/Seoul:20261126T110000");
    expect(ics).not.toMatch(/VALUE=DATE/);
    const tz = lines.slice(lines.indexOf("BEGIN:VTIMEZONE"), lines.indexOf("END:VTIMEZONE") + 1);
    expect(tz).toEqual(
      expect.arrayContaining([
        "TZID:Asia/Seoul",
        "DTSTART:19881009T030000",
        "TZOFFSETFROM:+1000",
        "TZOFFSETTO:+0900",
        "BEGIN:STANDARD",
      ]),
    );
    expect(tz.some((l) => l.includes("DAYLIGHT"))).toBe(false);
    // The wall-clock time written is the slot's instant read in Seoul.
    expect(seoulInstant("2026-11-26", "10:00").toISOString()).toBe("2026-11-26T01:00:00.000Z");
  });

  it("carries the booking, the place and the link, escaped and folded to 75 octets", () => {
    expect(lines).toContain("UID:V-1126-4827@www.example.test");
    expect(lines).toContain("DTSTAMP:20261125T030405Z");
    expect(lines).toContain("LOCATION:경기도 예시시 중앙로 1\\, 견본주택");
    expect(lines).toContain("DESCRIPTION:신분증을 지참해 주세요.\\n예약번호 V-1126-4827 · 2명");
    expect(lines).toContain("GEO:37.123457;127.123457");
    expect(lines).toContain("URL:https://www.example.test/Promotion/Visit/manage?t=abc");
    expect(lines).toContain("TRIGGER:-PT2H");
    for (const physical of ics.split("\r\n")) expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(visitIcsFileName("V-1126-4827")).toBe("visit-V-1126-4827.ics");
  });
});
