import { escapeText, foldLine, icsTimestamp } from "@/lib/site/calendar/ics";
import type { VisitBooking } from "./bookings";
import { VISIT_TIME_ZONE } from "@/lib/site/content/visit-calendar";

// The .ics of one booked visit: a timed event (not all-day) in Asia/Seoul. lib/site/calendar/ics.ts
// writes the sales schedule's all-day events; this reuses its TEXT escaping, line folding and
// DTSTAMP form, and adds what a timed event needs: DTSTART/DTEND with TZID=Asia/Seoul and the
// VTIMEZONE that defines it (RFC 5545 §3.6.5) as one STANDARD block at +0900 with no daylight part
// (from the end of Korea's last daylight saving time, 9 October 1988, 03:00 +1000),
// because Korea has kept UTC+09:00 all year since 1988. A reminder alarm two hours before.

export type VisitIcsInput = {
  booking: Pick<VisitBooking, "id" | "date" | "start" | "end" | "partySize">;
  /** e.g. "{단지명} 견본주택 방문" */
  title: string;
  location: string;
  /** PRODID, e.g. "-//Company//Site//KO". */
  prodId: string;
  /** Site host for the UID, e.g. "www.example.com". */
  host: string;
  description?: string;
  /** The manage link (shown as URL). */
  url?: string;
  geo?: { lat: number; lng: number };
};

const CRLF = "\r\n";

/** 20261126T100000: a Seoul wall-clock date and time as an iCalendar local DATE-TIME. */
function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
}

export function visitIcs(input: VisitIcsInput, now: Date): string {
  const { booking } = input;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${input.prodId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    `TZID:${VISIT_TIME_ZONE}`,
    "BEGIN:STANDARD",
    "DTSTART:19881009T030000",
    "TZOFFSETFROM:+1000",
    "TZOFFSETTO:+0900",
    "TZNAME:KST",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${booking.id}@${input.host}`,
    `DTSTAMP:${icsTimestamp(now)}`,
    `DTSTART;TZID=${VISIT_TIME_ZONE}:${localDateTime(booking.date, booking.start)}`,
    `DTEND;TZID=${VISIT_TIME_ZONE}:${localDateTime(booking.date, booking.end)}`,
    `SUMMARY:${escapeText(input.title)}`,
    `LOCATION:${escapeText(input.location)}`,
  ];
  const description = [input.description, `예약번호 ${booking.id} · ${booking.partySize}명`].filter(Boolean).join("\n");
  lines.push(`DESCRIPTION:${escapeText(description)}`);
  if (input.geo) lines.push(`GEO:${input.geo.lat.toFixed(6)};${input.geo.lng.toFixed(6)}`);
  if (input.url) lines.push(`URL:${input.url}`);
  lines.push(
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeText(input.title)}`,
    "TRIGGER:-PT2H",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  );
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A download name that says what it is: visit-V-1126-4827.ics */
export function visitIcsFileName(bookingId: string): string {
  return `visit-${bookingId}.ics`;
}
