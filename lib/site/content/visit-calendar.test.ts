import { describe, expect, it } from "vitest";
import {
  addDays,
  bookableDays,
  bookingWindow,
  daySlots,
  formatSlotKo,
  hoursOn,
  resolveSlot,
  seoulInstant,
  seoulParts,
  slotsOn,
  visitCalendarSchema,
  type VisitCalendarInput,
  slotIdSchema,
} from "./visit-calendar";

const base: VisitCalendarInput = {
  timeZone: "Asia/Seoul",
  slotMinutes: 60,
  capacity: 10,
  daysAhead: 7,
  weekly: [
    { days: ["mon", "tue", "wed", "thu", "fri"], open: "10:00", close: "18:00" },
    { days: ["sat", "sun"], open: "10:00", close: "17:00" },
  ],
  exceptions: [
    { kind: "closed", date: "2026-12-01", reason: "내부 정비" },
    { kind: "hours", date: "2026-11-28", open: "09:00", close: "20:00", note: "주말 연장 운영" },
  ],
};
const calendar = visitCalendarSchema.parse(base);

describe("Seoul time (fixed UTC+09:00, no DST)", () => {
  it("agrees with Intl's Asia/Seoul every 13 hours over four years, whatever the machine's zone", () => {
    const fmt = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Seoul",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2029, 0, 1); t += 13 * 3_600_000 + 7 * 60_000) {
      const parts = Object.fromEntries(fmt.formatToParts(new Date(t)).map((p) => [p.type, p.value]));
      const ours = seoulParts(new Date(t));
      expect(`${ours.date} ${ours.time}`).toBe(
        `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`,
      );
      expect(seoulInstant(ours.date, ours.time).getTime()).toBe(t - (t % 60_000));
    }
  });

  it("a Seoul morning is the previous evening in UTC", () => {
    expect(seoulInstant("2026-11-26", "08:30").toISOString()).toBe("2026-11-25T23:30:00.000Z");
    expect(seoulParts(new Date("2026-11-25T15:00:00Z"))).toEqual({ date: "2026-11-26", time: "00:00", weekday: "thu" });
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});

describe("visit calendar schema", () => {
  it("refuses a calendar that cannot work, in Korean", () => {
    const bad = (over: Partial<VisitCalendarInput>) => visitCalendarSchema.safeParse({ ...base, ...over });
    expect(bad({ timeZone: "UTC" as "Asia/Seoul" }).error?.issues[0]?.message).toMatch(/Asia\/Seoul/);
    expect(bad({ weekly: [{ days: ["mon"], open: "18:00", close: "10:00" }] }).error?.issues[0]?.message).toBe(
      "마감 시각은 시작 시각보다 늦어야 합니다",
    );
    expect(
      bad({
        weekly: [
          { days: ["mon"], open: "10:00", close: "18:00" },
          { days: ["mon"], open: "11:00", close: "12:00" },
        ],
      }).success,
    ).toBe(false);
    expect(bad({ slotMinutes: 5 }).error?.issues[0]?.message).toMatch(/10분 이상/);
    expect(bad({ exceptions: [{ kind: "closed", date: "2026-13-01" }] }).success).toBe(false);
    expect(bad({ weekly: [{ days: ["mon"], open: "9:00", close: "18:00" }] }).error?.issues[0]?.message).toMatch(
      /HH:MM/,
    );
  });
});

describe("slots of a day", () => {
  it("weekly hours, closed days and extended hours", () => {
    expect(hoursOn(calendar, "2026-11-26")).toEqual({ open: "10:00", close: "18:00" }); // Thursday
    expect(hoursOn(calendar, "2026-11-29")).toEqual({ open: "10:00", close: "17:00" }); // Sunday
    expect(hoursOn(calendar, "2026-11-28")).toEqual({ open: "09:00", close: "20:00", note: "주말 연장 운영" });
    expect(hoursOn(calendar, "2026-12-01")).toBeNull();
    expect(slotsOn(calendar, "2026-11-26").map((s) => s.start)).toEqual([
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
    expect(slotsOn(calendar, "2026-11-28")).toHaveLength(11);
    expect(slotsOn(calendar, "2026-12-01")).toEqual([]);
  });

  it("a slot carries its Seoul id and its instants", () => {
    const [first] = slotsOn(calendar, "2026-11-26");
    expect(first).toEqual({
      id: "2026-11-26T10:00",
      date: "2026-11-26",
      start: "10:00",
      end: "11:00",
      startsAt: new Date("2026-11-26T01:00:00Z"),
      endsAt: new Date("2026-11-26T02:00:00Z"),
    });
    expect(formatSlotKo(first!)).toBe("11월 26일(목) 10:00~11:00");
  });

  it("a trailing piece shorter than a slot is not offered", () => {
    const c = visitCalendarSchema.parse({ ...base, slotMinutes: 90, exceptions: [] });
    expect(slotsOn(c, "2026-11-26").map((s) => `${s.start}-${s.end}`)).toEqual([
      "10:00-11:30",
      "11:30-13:00",
      "13:00-14:30",
      "14:30-16:00",
      "16:00-17:30",
    ]);
  });

  it("past slots are listed but not bookable; closeBeforeMinutes closes a slot early", () => {
    const now = new Date("2026-11-26T03:30:00Z"); // 12:30 in Seoul
    expect(daySlots(calendar, "2026-11-26", now).map((s) => [s.start, s.bookable])).toEqual([
      ["10:00", false],
      ["11:00", false],
      ["12:00", false],
      ["13:00", true],
      ["14:00", true],
      ["15:00", true],
      ["16:00", true],
      ["17:00", true],
    ]);
    const strict = visitCalendarSchema.parse({ ...base, closeBeforeMinutes: 45 });
    expect(daySlots(strict, "2026-11-26", now).find((s) => s.start === "13:00")?.bookable).toBe(false);
    expect(daySlots(strict, "2026-11-26", now).find((s) => s.start === "14:00")?.bookable).toBe(true);
  });
});

describe("bookable days", () => {
  it("from today in Seoul (not UTC) through daysAhead, skipping closed and finished days", () => {
    // 2026-11-26 23:30 UTC is already Friday the 27th, 08:30, in Seoul.
    const days = bookableDays(calendar, new Date("2026-11-26T23:30:00Z"));
    expect(days.map((d) => d.date)).toEqual([
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
    ]);
    expect(days[0]).toMatchObject({ weekday: "fri", open: "10:00", close: "18:00" });
    expect(days[1]).toMatchObject({ note: "주말 연장 운영" });
  });

  it("today drops out once its last slot has started", () => {
    const late = new Date("2026-11-26T08:05:00Z"); // 17:05 Seoul, the last slot began at 17:00
    expect(bookableDays(calendar, late)[0]?.date).toBe("2026-11-27");
  });

  it("firstDay and lastDay bound the window", () => {
    const c = visitCalendarSchema.parse({ ...base, firstDay: "2026-11-28", lastDay: "2026-11-29" });
    expect(bookableDays(c, new Date("2026-11-26T00:00:00Z")).map((d) => d.date)).toEqual(["2026-11-28", "2026-11-29"]);
  });
});

describe("resolveSlot (what a form names)", () => {
  const now = new Date("2026-11-26T03:30:00Z");
  it("accepts a future slot of the calendar", () => {
    expect(resolveSlot(calendar, "2026-11-26T14:00", now)).toMatchObject({
      ok: true,
      slot: { id: "2026-11-26T14:00", end: "15:00" },
    });
  });
  it("refuses past, unknown, off-grid, closed and too-far slots", () => {
    expect(resolveSlot(calendar, "2026-11-26T11:00", now)).toEqual({ ok: false, reason: "past" });
    expect(resolveSlot(calendar, "2026-11-25T14:00", now)).toEqual({ ok: false, reason: "past" });
    expect(resolveSlot(calendar, "2026-11-26T14:30", now)).toEqual({ ok: false, reason: "unknown" });
    expect(resolveSlot(calendar, "2026-12-01T14:00", now)).toEqual({ ok: false, reason: "unknown" });
    expect(resolveSlot(calendar, "2026-12-04T14:00", now)).toEqual({ ok: false, reason: "out-of-range" });
    expect(resolveSlot(calendar, "2026-02-30T14:00", now)).toEqual({ ok: false, reason: "unknown" });
    expect(resolveSlot(calendar, "<script>", now)).toEqual({ ok: false, reason: "unknown" });
  });
  it("a slot id names a day that exists: the form's schema refuses 2026-02-30 before anything is stored", () => {
    for (const id of [
      "2026-02-30T14:00",
      "2026-02-29T10:00",
      "2026-13-01T10:00",
      "2026-11-31T10:00",
      "2026-00-10T10:00",
    ]) {
      const result = slotIdSchema.safeParse(id);
      expect(result.success, id).toBe(false);
      expect(
        result.error!.issues.map((i) => i.message),
        id,
      ).toEqual(["방문 시간을 다시 선택해 주세요"]);
    }
    for (const id of ["2028-02-29T10:00", "2026-11-30T23:59", "2026-12-31T00:00"])
      expect(slotIdSchema.safeParse(id).success, id).toBe(true);
  });
});

describe("the booking window", () => {
  const opening = visitCalendarSchema.parse({ ...base, firstDay: "2027-03-20", lastDay: "2027-06-30" });
  it("before it opens, says from when the first day can be booked (daysAhead before the opening)", () => {
    expect(bookingWindow(opening, seoulInstant("2027-03-12", "23:59"))).toEqual({
      state: "before",
      opensOn: "2027-03-13",
      firstDay: "2027-03-20",
    });
    expect(bookableDays(opening, seoulInstant("2027-03-12", "23:59"))).toEqual([]);
  });

  it("opens on that day, with the opening day the last bookable one, and closes after the last day", () => {
    expect(bookingWindow(opening, seoulInstant("2027-03-13", "00:00"))).toEqual({ state: "open" });
    expect(bookableDays(opening, seoulInstant("2027-03-13", "09:00")).map((d) => d.date)).toEqual(["2027-03-20"]);
    expect(bookingWindow(opening, seoulInstant("2027-07-01", "09:00"))).toEqual({
      state: "after",
      lastDay: "2027-06-30",
    });
    expect(bookingWindow(calendar, seoulInstant("2026-11-26", "09:00"))).toEqual({ state: "open" });
  });
});
