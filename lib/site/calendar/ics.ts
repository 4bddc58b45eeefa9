// iCalendar (RFC 5545) writer for all-day events. Only what the sales schedule needs:
// CRLF line ends, TEXT escaping (§3.3.11), 75-octet line folding (§3.1), DATE values.

export type AllDayEvent = {
  uid: string;
  title: string;
  /** First day, an ISO date (yyyy-mm-dd) in the complex's local time zone. */
  start: string;
  /** Last day, inclusive; defaults to `start`. */
  end?: string;
  description?: string;
  location?: string;
  url?: string;
};

export type Calendar = {
  /** PRODID, e.g. "-//Company//Site//KO". */
  prodId: string;
  name: string;
  timeZone: string;
  events: AllDayEvent[];
};

const CRLF = "\r\n";

/** Escapes a TEXT value: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds a content line so no physical line exceeds 75 octets of UTF-8; continuation lines
 * start with one space. Never splits a multi-byte character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

function isoDate(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : new Date(NaN);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw new RangeError(`Not an ISO date: ${value}`);
  return date;
}

/** yyyymmdd of an ISO date, plus `days`. Calendar arithmetic in UTC, so no time zone can shift the day. */
export function icsDate(value: string, days = 0): string {
  const date = isoDate(value);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10).replace(/-/g, "");
}

/** DTSTAMP form: UTC date-time, yyyymmddThhmmssZ. */
export function icsTimestamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

export function buildCalendar(calendar: Calendar, now: Date): string {
  const lines: string[] = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${calendar.prodId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${calendar.timeZone}`,
  ];
  const stamp = icsTimestamp(now);
  for (const event of calendar.events) {
    const end = event.end ?? event.start;
    if (icsDate(end) < icsDate(event.start)) throw new RangeError(`Event ${event.uid} ends before it starts`);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(event.start)}`,
      // DTEND of an all-day event is exclusive: the day after the last day.
      `DTEND;VALUE=DATE:${icsDate(end, 1)}`,
      `SUMMARY:${escapeText(event.title)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push("TRANSP:TRANSPARENT", "END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}
