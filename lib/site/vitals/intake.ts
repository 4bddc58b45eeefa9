import "server-only";
import { log } from "@/lib/platform/log";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { clientAddressOf } from "@/lib/platform/http/client-address";
import { beaconAnswer as answer, readBeacon } from "@/lib/platform/http/beacon";
import { BEACON_LIMIT_BYTES, beaconSchema, samplesOf, vitalsMessages } from "./schema";
import type { VitalsStore } from "./histograms";

// POST /api/vitals: a beacon is small JSON from this site's own pages. Anything else is dropped
// with a 4xx and a short Korean reason; the page that sent it never waits for or sees the answer
// (navigator.sendBeacon), so no answer can fail a page.

/** `limiter`: beacons a minute per client address; `dailyLimiter`: a day (both per instance). */
export type VitalsDeps = {
  store: VitalsStore;
  limiter: RateLimiter;
  dailyLimiter: RateLimiter;
  trustedProxyHops: number;
  siteUrl: string;
  now?: () => Date;
};

export async function handleVitalsPost(request: Request, deps: VitalsDeps): Promise<Response> {
  const read = await readBeacon(request, {
    siteUrl: deps.siteUrl,
    limitBytes: BEACON_LIMIT_BYTES,
    messages: vitalsMessages,
  });
  if (!read.ok) return read.response;
  const parsed = read.json;
  const beacon = beaconSchema.safeParse(parsed);
  if (!beacon.success) return answer(422, vitalsMessages.badBody);
  const client = clientAddressOf(request.headers, deps.trustedProxyHops);
  if (!deps.limiter.hit(client) || !deps.dailyLimiter.hit(client)) return answer(429, vitalsMessages.limited);
  try {
    await deps.store.record(samplesOf(beacon.data), deps.now?.());
  } catch (error) {
    log.error("[vitals] could not store a beacon", { error });
    return answer(503, vitalsMessages.unavailable);
  }
  return answer(204);
}
