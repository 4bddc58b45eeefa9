import { z } from "zod";
import { DAY_MS, KST_OFFSET_MS } from "@/lib/platform/time/kst";

// The model house's booking calendar (from content) and the pure functions that turn it into
// days and time slots. No date library, so the same code can later run in the browser:
//
// - Every calendar date and clock time here is the model house's local time, Asia/Seoul.
// - Korea Standard Time is UTC+09:00 all year: Korea has observed no daylight saving time since
//   1988, and the IANA zone Asia/Seoul has no transition after that. So the conversion between a
//   local date-time and an instant is a fixed offset (KST_OFFSET_MS, lib/platform/time/kst.ts), done with Date.UTC and
//   getUTC* only, and never depends on the time zone of the machine running it (a server in UTC,
//   a visitor's browser in New York). slots.test.ts checks the offset against Intl's Asia/Seoul.
// - A calendar date is an ISO string (yyyy-mm-dd), a clock time "HH:MM" (24-hour).

export const VISIT_TIME_ZONE = "Asia/Seoul";

export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Korean one-letter weekday names, Sunday first (Date.getUTCDay order). */
export const WEEKDAYS_KO = ["일", "월", "화", "수", "목", "금", "토"] as const;

const isoDate = z.iso.date({ message: "날짜는 YYYY-MM-DD 형식이어야 합니다" });
const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "시각은 24시간제 HH:MM 형식이어야 합니다 (예: 10:00)" });

const closesAfterOpening: [(h: { open: string; close: string }) => boolean, { message: string; path: string[] }] = [
  // Zero-padded "HH:MM" compares as text; a malformed time is reported by its own field.
  (h) => !clock.safeParse(h.open).success || !clock.safeParse(h.close).success || h.open < h.close,
  { message: "마감 시각은 시작 시각보다 늦어야 합니다", path: ["close"] },
];

export const visitCalendarSchema = z
  .object({
    /** Always Asia/Seoul: the conversions below assume its fixed +09:00. */
    timeZone: z.literal(VISIT_TIME_ZONE, { message: "견본주택 시간대는 Asia/Seoul이어야 합니다" }),
    /** Length of one slot in minutes; the day's hours are cut into consecutive slots of this length. */
    slotMinutes: z
      .number()
      .int()
      .min(10, { message: "슬롯 길이는 10분 이상이어야 합니다" })
      .max(240, { message: "슬롯 길이는 240분 이하여야 합니다" }),
    /** Visiting groups (one booking = one group of 1-4 people) a slot can hold. */
    capacity: z
      .number()
      .int()
      .min(1, { message: "슬롯 정원은 1팀 이상이어야 합니다" })
      .max(500, { message: "슬롯 정원은 500팀 이하여야 합니다" }),
    /** Party size limits of one booking. */
    maxPartySize: z.number().int().min(1).max(4).default(4),
    /** How many days after today (Seoul) a visitor can book; 0 = today only. */
    daysAhead: z.number().int().min(0).max(90, { message: "예약 가능 기간은 90일 이하여야 합니다" }),
    /** A slot is bookable until this many minutes before it starts. */
    closeBeforeMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(0),
    /** First and last day the model house takes bookings (inclusive), e.g. the grand opening. */
    firstDay: isoDate.optional(),
    lastDay: isoDate.optional(),
    /** Regular opening hours per weekday; a weekday not listed is closed. */
    weekly: z
      .array(
        z.object({ days: z.array(z.enum(WEEKDAYS)).min(1), open: clock, close: clock }).refine(...closesAfterOpening),
      )
      .min(1, { message: "운영 요일을 하나 이상 정해야 합니다" })
      .refine((rows) => new Set(rows.flatMap((r) => r.days)).size === rows.reduce((n, r) => n + r.days.length, 0), {
        message: "같은 요일이 두 번 정의되어 있습니다",
      }),
    /** Dates that differ from the weekly hours: closed, or other (e.g. extended) hours. */
    exceptions: z
      .array(
        z.discriminatedUnion("kind", [
          z.object({ kind: z.literal("closed"), date: isoDate, reason: z.string().min(1).optional() }),
          z
            .object({
              kind: z.literal("hours"),
              date: isoDate,
              open: clock,
              close: clock,
              note: z.string().min(1).optional(),
            })
            .refine(...closesAfterOpening),
        ]),
      )
      .default([])
      .refine((rows) => new Set(rows.map((r) => r.date)).size === rows.length, {
        message: "같은 날짜의 예외가 두 번 정의되어 있습니다",
      }),
  })
  .refine((c) => !c.firstDay || !c.lastDay || c.firstDay <= c.lastDay, {
    message: "예약 마지막 날은 첫날보다 늦어야 합니다",
    path: ["lastDay"],
  });

export type VisitCalendarInput = z.input<typeof visitCalendarSchema>;
export type VisitCalendar = z.infer<typeof visitCalendarSchema>;

export type Slot = {
  /** `${date}T${start}`, local Seoul time: the key of the slot in the stores and forms. */
  id: string;
  date: string;
  start: string;
  end: string;
  startsAt: Date;
  endsAt: Date;
};

export type SlotView = Slot & {
  /** False when the slot has started or is within closeBeforeMinutes of starting. */
  bookable: boolean;
};

export type BookableDay = {
  date: string;
  weekday: Weekday;
  open: string;
  close: string;
  note?: string;
  slots: SlotView[];
};

export function minutesOf(time: string): number {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) throw new RangeError(`Not a clock time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function parseIsoDate(date: string): { y: number; m: number; d: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not an ISO date: ${date}`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) !== date)
    throw new RangeError(`Not an ISO date: ${date}`);
  return { y, m, d };
}

/** The instant of a Seoul wall-clock date and time (fixed +09:00). */
export function seoulInstant(date: string, time: string): Date {
  const { y, m, d } = parseIsoDate(date);
  return new Date(Date.UTC(y, m - 1, d) + minutesOf(time) * 60_000 - KST_OFFSET_MS);
}

/** The Seoul calendar date, clock time and weekday of an instant. */
export function seoulParts(instant: Date): { date: string; time: string; weekday: Weekday } {
  const shifted = new Date(instant.getTime() + KST_OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    time: shifted.toISOString().slice(11, 16),
    weekday: WEEKDAYS[shifted.getUTCDay()]!,
  };
}

/** An ISO date plus `days` (calendar arithmetic in UTC, so no zone can shift it). */
export function addDays(date: string, days: number): string {
  const { y, m, d } = parseIsoDate(date);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  const { y, m, d } = parseIsoDate(date);
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

/** The day's opening hours, or null when the model house is closed (or outside firstDay..lastDay). */
export function hoursOn(calendar: VisitCalendar, date: string): { open: string; close: string; note?: string } | null {
  if ((calendar.firstDay && date < calendar.firstDay) || (calendar.lastDay && date > calendar.lastDay)) return null;
  const exception = calendar.exceptions.find((e) => e.date === date);
  if (exception?.kind === "closed") return null;
  if (exception?.kind === "hours")
    return { open: exception.open, close: exception.close, ...(exception.note ? { note: exception.note } : {}) };
  const weekday = weekdayOf(date);
  const row = calendar.weekly.find((r) => r.days.includes(weekday));
  return row ? { open: row.open, close: row.close } : null;
}

/** Every slot of a day (empty when closed). A last piece shorter than slotMinutes is not a slot. */
export function slotsOn(calendar: VisitCalendar, date: string): Slot[] {
  const hours = hoursOn(calendar, date);
  if (!hours) return [];
  const slots: Slot[] = [];
  const close = minutesOf(hours.close);
  for (let start = minutesOf(hours.open); start + calendar.slotMinutes <= close; start += calendar.slotMinutes) {
    const s = clockOf(start);
    const e = clockOf(start + calendar.slotMinutes);
    slots.push({
      id: `${date}T${s}`,
      date,
      start: s,
      end: e,
      startsAt: seoulInstant(date, s),
      endsAt: seoulInstant(date, e),
    });
  }
  return slots;
}

/** Whether a slot can still be booked at `now`: it starts more than closeBeforeMinutes later. */
export function isOpenForBooking(calendar: VisitCalendar, slot: Slot, now: Date): boolean {
  return slot.startsAt.getTime() - calendar.closeBeforeMinutes * 60_000 > now.getTime();
}

/** The day's slots with their bookable flag at `now` (a past slot is listed, not bookable). */
export function daySlots(calendar: VisitCalendar, date: string, now: Date): SlotView[] {
  const inWindow = withinWindow(calendar, date, now);
  return slotsOn(calendar, date).map((slot) => ({
    ...slot,
    bookable: inWindow && isOpenForBooking(calendar, slot, now),
  }));
}

/** Today (Seoul) through today + daysAhead. */
function withinWindow(calendar: VisitCalendar, date: string, now: Date): boolean {
  const today = seoulParts(now).date;
  return date >= today && date <= addDays(today, calendar.daysAhead);
}

/**
 * Where today (Seoul) stands against the booking window: before it (the model house opens on
 * `firstDay`, and its first day can be booked from `opensOn`, daysAhead before), after its last day,
 * or within it.
 */
export type BookingWindow =
  { state: "before"; opensOn: string; firstDay: string } | { state: "after"; lastDay: string } | { state: "open" };
export function bookingWindow(calendar: VisitCalendar, now: Date): BookingWindow {
  const today = seoulParts(now).date;
  if (calendar.firstDay) {
    const opensOn = addDays(calendar.firstDay, -calendar.daysAhead);
    if (today < opensOn) return { state: "before", opensOn, firstDay: calendar.firstDay };
  }
  if (calendar.lastDay && today > calendar.lastDay) return { state: "after", lastDay: calendar.lastDay };
  return { state: "open" };
}

/** The days from today (Seoul) within daysAhead that are open and still have a bookable slot. */
export function bookableDays(calendar: VisitCalendar, now: Date): BookableDay[] {
  const today = seoulParts(now).date;
  const days: BookableDay[] = [];
  for (let i = 0; i <= calendar.daysAhead; i++) {
    const date = addDays(today, i);
    const hours = hoursOn(calendar, date);
    if (!hours) continue;
    const slots = daySlots(calendar, date, now);
    if (!slots.some((s) => s.bookable)) continue;
    days.push({ date, weekday: weekdayOf(date), ...hours, slots });
  }
  return days;
}

export const slotIdSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { message: "방문 시간을 다시 선택해 주세요", abort: true })
  // A day the calendar has (not 2026-02-30): otherwise the booking's lead would be stored for a slot
  // that cannot exist, and only the booking refused.
  .refine((id) => z.iso.date().safeParse(id.slice(0, 10)).success, { message: "방문 시간을 다시 선택해 주세요" });

/**
 * The slot a form names, if the calendar has it and it is bookable at `now`; otherwise why not.
 * The stores trust what this returns (the capacity and the slot's date).
 */
export function resolveSlot(
  calendar: VisitCalendar,
  slotId: string,
  now: Date,
): { ok: true; slot: Slot } | { ok: false; reason: "unknown" | "past" | "out-of-range" } {
  if (!slotIdSchema.safeParse(slotId).success) return { ok: false, reason: "unknown" };
  const date = slotId.slice(0, 10);
  let slot: Slot | undefined;
  try {
    slot = slotsOn(calendar, date).find((s) => s.id === slotId);
  } catch {
    return { ok: false, reason: "unknown" };
  }
  if (!slot) return { ok: false, reason: "unknown" };
  if (!withinWindow(calendar, date, now))
    return { ok: false, reason: date < seoulParts(now).date ? "past" : "out-of-range" };
  if (!isOpenForBooking(calendar, slot, now)) return { ok: false, reason: "past" };
  return { ok: true, slot };
}

/** "11월 26일(목)" */
export function formatDateKo(date: string): string {
  const { m, d } = parseIsoDate(date);
  return `${m}월 ${d}일(${WEEKDAYS_KO[WEEKDAYS.indexOf(weekdayOf(date))]})`;
}

/** "11월 26일(목) 10:00~11:00" */
export function formatSlotKo(slot: Pick<Slot, "date" | "start" | "end">): string {
  return `${formatDateKo(slot.date)} ${slot.start}~${slot.end}`;
}
