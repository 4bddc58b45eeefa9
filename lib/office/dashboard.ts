import "server-only";
import {
  contactClicksBySource,
  leadOutbox,
  noClicks,
  type ContactCounts,
  type ContactKind,
  LEAD_FORMS,
  type LeadForm,
  type DeliveryHealth,
  type SourceCounts,
  type SourceDimension,
  type TimeBucket,
} from "@/lib/leads";
import { DAY_MS, HOUR_MS, bucketStart } from "@/lib/platform/time/kst";
import { SOURCE_DIMENSIONS, type PeriodDays } from "./dashboard-query";

// What /admin shows, read from the lead store in a handful of bounded queries (lib/leads/stats.ts).

export type SeriesPoint = { start: Date; counts: Record<LeadForm, number>; total: number };
export type Series = { points: SeriesPoint[]; totals: Record<LeadForm, number>; total: number };

/**
 * One source table: its rows' leads and share of the period's leads, and the taps on the phone and
 * KakaoTalk links that came from the same source (`clicks`; a source with taps and no lead is a row
 * with 0 leads). `clickTotals`: every tap of the period in this dimension.
 */
export type SourceTable = {
  dimension: SourceDimension;
  rows: { key: string[]; count: number; share: number; clicks: Record<ContactKind, number> }[];
  total: number;
  otherCount: number;
  clickTotals: Record<ContactKind, number>;
};

export type LeadDashboard = {
  now: Date;
  daily: Series;
  hourly: Series;
  periodDays: PeriodDays;
  sources: SourceTable[];
  health: DeliveryHealth;
};

const zero = (): Record<LeadForm, number> => ({ register: 0, visit: 0, inquiry: 0, "visit-booking": 0 });

/** Buckets from `from`, `count` of them `step` apart, with zeros where nothing arrived. */
export function toSeries(buckets: TimeBucket[], from: number, count: number, step: number): Series {
  const points: SeriesPoint[] = Array.from({ length: count }, (_, i) => ({
    start: new Date(from + i * step),
    counts: zero(),
    total: 0,
  }));
  const totals = zero();
  for (const b of buckets) {
    const i = Math.round((b.start.getTime() - from) / step);
    const point = points[i];
    if (!point) continue;
    point.counts[b.form] += b.count;
    point.total += b.count;
    totals[b.form] += b.count;
  }
  return { points, totals, total: LEAD_FORMS.reduce((s, f) => s + totals[f], 0) };
}

/** Shares of the period's total; rows past the store's limit are summed as "other"; each row with its source's taps. */
export function toSourceTable(
  dimension: SourceDimension,
  counts: SourceCounts,
  clicks: ContactCounts = new Map(),
): SourceTable {
  const shown = counts.rows.reduce((s, r) => s + r.count, 0);
  const share = (n: number) => (counts.total > 0 ? n / counts.total : 0);
  const stored = (key: string[]) => (dimension === "campaign" ? JSON.stringify(key) : key[0]!);
  const rows: SourceTable["rows"] = counts.rows.map((r) => ({
    ...r,
    share: share(r.count),
    clicks: clicks.get(stored(r.key)) ?? noClicks(),
  }));
  const listed = new Set(counts.rows.map((r) => stored(r.key)));
  const clickTotals = noClicks();
  for (const [key, c] of clicks) {
    clickTotals.tel += c.tel;
    clickTotals.kakao += c.kakao;
    if (!listed.has(key) && c.tel + c.kakao > 0)
      rows.push({
        key: dimension === "campaign" ? (JSON.parse(key) as string[]) : [key],
        count: 0,
        share: 0,
        clicks: c,
      });
  }
  return { dimension, rows, total: counts.total, otherCount: Math.max(counts.total - shown, 0), clickTotals };
}

export function periodRange(now: Date, days: number) {
  const todayStart = bucketStart(now.getTime(), "day");
  return { from: new Date(todayStart - (days - 1) * DAY_MS), to: new Date(todayStart + DAY_MS) };
}

export async function sourceCounts(now: Date, days: PeriodDays, dimension: SourceDimension): Promise<SourceTable> {
  const range = periodRange(now, days);
  const [leads, clicks] = await Promise.all([
    leadOutbox().leadsBySource(range, dimension),
    contactClicksBySource(range, dimension),
  ]);
  return toSourceTable(dimension, leads, clicks);
}

/** The whole dashboard, `failedSince` aside (the alert monitor's question). */
export async function leadDashboard(now: Date, periodDays: PeriodDays): Promise<LeadDashboard> {
  const outbox = leadOutbox();
  const todayStart = bucketStart(now.getTime(), "day");
  const month = periodRange(now, 30);
  const [daily, hourly, health, ...sources] = await Promise.all([
    outbox.leadsOverTime(month, "day"),
    outbox.leadsOverTime({ from: new Date(todayStart), to: new Date(todayStart + DAY_MS) }, "hour"),
    outbox.deliveryHealth(now, now),
    ...SOURCE_DIMENSIONS.map((d) => sourceCounts(now, periodDays, d)),
  ]);
  return {
    now,
    daily: toSeries(daily, month.from.getTime(), 30, DAY_MS),
    hourly: toSeries(hourly, todayStart, 24, HOUR_MS),
    periodDays,
    sources: sources as SourceTable[],
    health: health as DeliveryHealth,
  };
}
