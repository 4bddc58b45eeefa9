import type { LeadForm } from "./constraints";

// What the administrator's dashboard asks the lead store: counts per day or hour and form, counts
// per source (UTM, referrer host, landing page), and the state of delivery. Both stores answer from
// indexes (SQLite) or counter documents written with each lead (Firestore), never by reading every
// lead. Days and hours are Korean time (UTC+9, no daylight saving).

export const KST_OFFSET_MS = 9 * 3600_000;
export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;

export type TimeUnit = "day" | "hour";
export type TimeRange = { from: Date; to: Date };
export type TimeBucket = { start: Date; form: LeadForm; count: number };

export type SourceDimension = "campaign" | "referrer" | "landing";
/** campaign: [utm_source, utm_medium, utm_campaign] ("" when absent); referrer: [host or "direct"]; landing: [path]. */
export type SourceRow = { key: string[]; count: number };
export type SourceCounts = { rows: SourceRow[]; total: number };
/** The most rows one source table holds; the rest is summed as one "other" row by the caller. */
export const SOURCE_ROWS_MAX = 200;

export type DeliveryHealth = {
  pending: number;
  oldestPendingAt: Date | null;
  /** In the 24 hours before `now`: delivered and given up (by the time of that outcome), stored without a destination (by arrival). */
  last24h: { delivered: number; failed: number; noDestination: number };
  /** The newest error still on a lead, per form (a delivered lead drops its error). */
  lastErrors: { form: LeadForm; error: string; at: Date }[];
  /** Leads given up as failed after `failedSince` (the alert's question). */
  failedSince: number;
  /** Leads in the failed state now, whenever they failed. */
  failedTotal: number;
};

/** The start (a Date) of the Korean day or hour that holds `t`. */
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

const SECOND_LEVEL = new Set(["co", "or", "go", "ne", "ac", "re", "pe", "com", "net", "org"]);

/**
 * The referrer's site as a marketer names it: naver.com for search.naver.com and m.blog.naver.com,
 * google.com for www.google.co.kr, instagram.com for l.instagram.com; "direct" without a referrer.
 */
export function referrerHost(referrer: string | null | undefined): string {
  if (!referrer) return "direct";
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return "direct";
  }
  if (!host) return "direct";
  if (/(^|\.)naver\.(com|me|net)$/.test(host)) return "naver.com";
  if (/(^|\.)google(\.[a-z]{2,3}){1,2}$/.test(host)) return "google.com";
  if (/(^|\.)(daum\.net|daum\.co\.kr)$/.test(host)) return "daum.net";
  if (/(^|\.)kakao\.com$/.test(host)) return "kakao.com";
  if (/(^|\.)(instagram\.com|instagr\.am)$/.test(host)) return "instagram.com";
  if (/(^|\.)(facebook\.com|fb\.com|fb\.me)$/.test(host)) return "facebook.com";
  if (/(^|\.)(youtube\.com|youtu\.be)$/.test(host)) return "youtube.com";
  if (/^[\d.]+$/.test(host) || host.includes(":")) return host;
  const labels = host.split(".");
  const keep = labels.length >= 3 && SECOND_LEVEL.has(labels[labels.length - 2]!) && labels[labels.length - 1]!.length === 2 ? 3 : 2;
  return labels.slice(-keep).join(".");
}

/** The landing page as stored for grouping: the path only, at most 200 characters. */
export function landingPath(landing: string | null | undefined): string | null {
  if (!landing) return null;
  const path = landing.split(/[?#]/)[0] ?? "";
  return path.startsWith("/") ? path.slice(0, 200) : null;
}

/** The three UTM values a campaign row groups by, "" for a missing one (bounded like intake's). */
export function campaignKey(utm: Record<string, string> | null | undefined): [string, string, string] {
  const v = (k: string) => (utm?.[k] ?? "").slice(0, 100);
  return [v("utm_source"), v("utm_medium"), v("utm_campaign")];
}
