import type { PressArticle } from "./types";

// How press dates read on the site: Korean locale, in the complex's time zone (Korea), so the
// server and the browser print the same text whatever the machine's zone.

const TIME_ZONE = "Asia/Seoul";
const dateFormat = new Intl.DateTimeFormat("ko-KR", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const dateTimeFormat = new Intl.DateTimeFormat("ko-KR", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2025. 09. 26." */
export function formatPressDate(date: Date): string {
  return dateFormat.format(date);
}

/** "2025년 9월 26일 09:00" (24-hour clock) */
export function formatPressDateTime(date: Date): string {
  return dateTimeFormat.format(date);
}

/** One row of the list table as the browser receives it (no article body). */
export type PressListRow = { id: string; no: number; title: string; date: string; dateTime: string; views: number };

/**
 * The rows of one page of the list, numbered as Korean boards do: down from the site's article count,
 * so the newest article has the highest number and the oldest is 1. `before`: how many articles
 * came before this page (the cursor's p).
 */
export function toListRows(items: readonly PressArticle[], before: number, total: number): PressListRow[] {
  return items.map((a, i) => ({
    id: a.id,
    no: Math.max(1, total - before - i),
    title: a.title,
    date: formatPressDate(a.date),
    dateTime: a.date.toISOString(),
    views: a.views,
  }));
}

/** The article body as paragraphs: split at line breaks, blank lines dropped. */
export function toParagraphs(content: string): string[] {
  return content
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
