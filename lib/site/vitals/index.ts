import "server-only";
import { log } from "@/lib/platform/log";
import { env } from "@/lib/env";
import { instance } from "@/lib/platform/store/factory";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { vitalsCutoff } from "@/lib/site/retention";
import { DAY_MS, bucketStart } from "@/lib/platform/time/kst";
import { percentileOf } from "./histogram";
import { handleVitalsPost } from "./intake";
import { DEVICES, METRICS, PAGE_TYPES, VITALS_DAILY_LIMIT, type Device, type Metric, type PageType } from "./schema";
import type { VitalsStore } from "./histograms";
import { vitalsStore } from "./store";

// Field Web Vitals: the beacon's route and the dashboard's p75 table. The store comes from lib/platform/store/factory.ts.

/** Beacons per minute per client address (a page load sends one, sometimes two; an office behind one address sends many). Per instance. */
export const VITALS_RATE_LIMIT = 60;

const limiters = () =>
  instance("vitals.limiters", () => ({
    limiter: new RateLimiter(VITALS_RATE_LIMIT),
    dailyLimiter: new RateLimiter(VITALS_DAILY_LIMIT, DAY_MS),
  }));

export async function handleVitals(request: Request): Promise<Response> {
  let store: VitalsStore;
  try {
    store = await vitalsStore();
  } catch (error) {
    log.error("[vitals] the store is unavailable", { error });
    return new Response(null, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
  const e = env();
  return handleVitalsPost(request, {
    store,
    ...limiters(),
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    siteUrl: e.SITE_URL,
  });
}

export type VitalsP75Row = {
  pageType: PageType;
  device: Device;
  values: Partial<Record<Metric, { p75: number; samples: number }>>;
};

/** p75 per page type and device over the last `days` Korean days (today included). */
export async function vitalsP75(now: Date, days = 7): Promise<VitalsP75Row[]> {
  const to = bucketStart(now.getTime(), "day") + DAY_MS;
  const rows = await (await vitalsStore()).histograms({ from: new Date(to - days * DAY_MS), to: new Date(to) });
  const groups = new Map<string, Map<number, number>>();
  for (const r of rows) {
    const key = `${r.pageType}|${r.device}|${r.metric}`;
    const counts = groups.get(key) ?? new Map<number, number>();
    counts.set(r.bucket, (counts.get(r.bucket) ?? 0) + r.count);
    groups.set(key, counts);
  }
  const result: VitalsP75Row[] = [];
  for (const pageType of PAGE_TYPES) {
    for (const device of DEVICES) {
      const values: VitalsP75Row["values"] = {};
      for (const metric of METRICS) {
        const counts = groups.get(`${pageType}|${device}|${metric}`);
        const p = counts ? percentileOf(metric, counts, 0.75) : null;
        if (p) values[metric] = { p75: p.value, samples: p.samples };
      }
      if (Object.keys(values).length > 0) result.push({ pageType, device, values });
    }
  }
  return result;
}

/** Retention (the "purge-vitals" job): histograms of days older than VITALS_RETENTION_DAYS (storage only: no person in them). */
export async function purgeVitals(now: Date): Promise<number> {
  return (await vitalsStore()).purge(vitalsCutoff(now));
}
