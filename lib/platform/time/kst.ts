// Korean time, the one clock of the site: days and hours of the dashboard, the booking calendar,
// daily quotas, retention cut-offs. Korea Standard Time is UTC+09:00 all year (no daylight saving
// since 1988; the IANA zone Asia/Seoul has no transition after that), so converting between an
// instant and a Korean date or hour is a fixed offset, done with UTC arithmetic only and never
// depending on the time zone of the machine running it.

export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;
/** UTC+09:00, fixed (no DST in Korea since 1988). */
export const KST_OFFSET_MS = 9 * HOUR_MS;
/** The same offset as an ISO 8601 suffix. */
export const KST_OFFSET = "+09:00";

export type TimeUnit = "day" | "hour";

/** The start (epoch ms) of the Korean day or hour that holds `t`. */
export function bucketStart(t: number, unit: TimeUnit): number {
  const size = unit === "day" ? DAY_MS : HOUR_MS;
  return Math.floor((t + KST_OFFSET_MS) / size) * size - KST_OFFSET_MS;
}

/** "2026-11-25" for the Korean day that holds `t`. */
export function kstDay(t: number): string {
  return new Date(t + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** "00".."23": the Korean hour of `t`. */
export function kstHour(t: number): string {
  return new Date(t + KST_OFFSET_MS).toISOString().slice(11, 13);
}

/** The Korean day of `t` as a whole number of days since 1970-01-01 (Korean). */
export function kstDayIndex(t: number): number {
  return Math.floor((t + KST_OFFSET_MS) / DAY_MS);
}

/** The Korean hour of `t` as a whole number of hours since 1970-01-01 00:00 (Korean). */
export function kstHourIndex(t: number): number {
  return Math.floor((t + KST_OFFSET_MS) / HOUR_MS);
}

/** The instant of midnight, Korean time, that starts the ISO date `date` ("2026-11-25"). */
export function kstMidnight(date: string): Date {
  return new Date(`${date}T00:00:00${KST_OFFSET}`);
}

/** `2026-11-23 16:04:05`: the Korean date and time of `t`, to the second. */
export function kstDateTime(t: number): string {
  const iso = new Date(t + KST_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** An ISO date plus `days` (calendar arithmetic in UTC, so no zone can shift it). */
export function addIsoDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const MONTH_DAY_TIME = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  month: "long",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** `11월 27일 14:05`: the Korean month, day and time of an instant, for messages to the sales team. */
export function kstMonthDayTime(at: Date): string {
  return MONTH_DAY_TIME.format(at);
}
