import { visitCalendarSchema } from "@/lib/site/content/visit-calendar";

/**
 * A fixed booking calendar for the tests of the booking steps and the JSON-LD: they test code, not
 * a complex's content, so they must not change when another complex is selected. Weekdays 10-18,
 * weekends 10-19, one-hour slots of 10 groups, 14 days ahead, closed on 2026-12-31 and 2027-01-01.
 */
export const fixtureCalendar = visitCalendarSchema.parse({
  timeZone: "Asia/Seoul",
  slotMinutes: 60,
  capacity: 10,
  maxPartySize: 4,
  daysAhead: 14,
  closeBeforeMinutes: 30,
  firstDay: "2025-09-26",
  weekly: [
    { days: ["mon", "tue", "wed", "thu", "fri"], open: "10:00", close: "18:00" },
    { days: ["sat", "sun"], open: "10:00", close: "19:00" },
  ],
  exceptions: [
    { kind: "closed", date: "2026-12-31", reason: "연말 휴관" },
    { kind: "closed", date: "2027-01-01", reason: "신정 휴관" },
  ],
});
