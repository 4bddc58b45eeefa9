import type { LeadForm } from "./constraints";
import { platformsOf, type ClickIds } from "./click-ids";

// What the administrator's dashboard asks the lead store: counts per day or hour and form, counts
// per source (UTM, referrer host, landing page, the ad platform clicked), and the state of
// delivery. Both stores answer from indexes (SQLite) or counter documents written with each lead
// (Firestore), never by reading every lead. Days and hours are Korean time (lib/platform/time/kst.ts).

export type { TimeUnit } from "@/lib/platform/time/kst";
export type TimeRange = { from: Date; to: Date };
export type TimeBucket = { start: Date; form: LeadForm; count: number };

export type SourceDimension = "campaign" | "referrer" | "landing" | "platform";
/**
 * campaign: [utm_source, utm_medium, utm_campaign] ("" when absent); referrer: [host or "direct"];
 * landing: [path]; platform: [the platforms whose ad was clicked, "naver", "google+meta"] (only
 * leads with an ad click id are counted in it: its total is the leads that came from an ad click).
 */
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
  const keep =
    labels.length >= 3 && SECOND_LEVEL.has(labels[labels.length - 2]!) && labels[labels.length - 1]!.length === 2
      ? 3
      : 2;
  return labels.slice(-keep).join(".");
}

/** The landing page as stored for grouping: the path only, at most 200 characters. */
export function landingPath(landing: string | null | undefined): string | null {
  if (!landing) return null;
  const path = landing.split(/[?#]/)[0] ?? "";
  return path.startsWith("/") ? path.slice(0, 200) : null;
}

/** The platform row of a lead: its ad click ids' platforms joined by "+" ("naver", "google+meta"); null without an ad click. */
export function platformKey(ids: ClickIds | null | undefined): string | null {
  const platforms = platformsOf(ids);
  return platforms.length > 0 ? platforms.join("+") : null;
}

/** The three UTM values a campaign row groups by, "" for a missing one (bounded like intake's). */
export function campaignKey(utm: Record<string, string> | null | undefined): [string, string, string] {
  const v = (k: string) => (utm?.[k] ?? "").slice(0, 100);
  return [v("utm_source"), v("utm_medium"), v("utm_campaign")];
}

/** What a lead, or a click on the phone or KakaoTalk link, is counted under per source. */
export type SourceOrigin = {
  utm: Record<string, string> | null;
  referrer: string | null;
  landing: string | null;
  clickIds: ClickIds | null;
};

/**
 * The source rows one lead or click counts in: a campaign key (JSON of its three UTM values), the
 * referrer site, the landing path ("" when unknown), and the ad platforms clicked only where there
 * was an ad click. The dashboard's source tables and the contact clicks share it.
 */
export function sourceKeys(origin: SourceOrigin): { dimension: SourceDimension; key: string }[] {
  const platform = platformKey(origin.clickIds);
  return [
    { dimension: "campaign", key: JSON.stringify(campaignKey(origin.utm)) },
    { dimension: "referrer", key: referrerHost(origin.referrer) },
    { dimension: "landing", key: landingPath(origin.landing) ?? "" },
    ...(platform !== null ? [{ dimension: "platform" as const, key: platform }] : []),
  ];
}

/** A stored key back as the table's row key (a campaign's three values, else the one value). */
export function rowKey(dimension: SourceDimension, key: string): string[] {
  return dimension === "campaign" ? (JSON.parse(key) as string[]) : [key];
}
