import "server-only";
import { log } from "@/lib/log";
import { RateLimiter } from "@/lib/leads/intake";
import { clientAddressOf } from "@/lib/http/client-address";
import { readRequestBody } from "@/lib/http/read-body";
import { hostOrigin, isCrossSiteRequest, crossSiteMessage } from "@/lib/http/same-origin";
import { BEACON_LIMIT_BYTES, beaconSchema, samplesOf, vitalsMessages } from "./schema";
import type { VitalsStore } from "./store";

// POST /api/vitals: a beacon is small JSON from this site's own pages. Anything else is dropped
// with a 4xx and a short Korean reason; the page that sent it never waits for or sees the answer
// (navigator.sendBeacon), so no answer can fail a page.

/** `limiter`: beacons a minute per client address; `dailyLimiter`: a day (both per instance). */
export type VitalsDeps = { store: VitalsStore; limiter: RateLimiter; dailyLimiter: RateLimiter; trustedProxyHops: number; siteUrl: string; now?: () => Date };

const answer = (status: number, message?: string) =>
  new Response(message ? JSON.stringify({ ok: false, message }) : null, {
    status,
    headers: { ...(message ? { "Content-Type": "application/json; charset=utf-8" } : {}), "Cache-Control": "no-store" },
  });

export async function handleVitalsPost(request: Request, deps: VitalsDeps): Promise<Response> {
  const ours = [new URL(request.url).origin, new URL(deps.siteUrl).origin, hostOrigin(request.headers)].filter((o): o is string => Boolean(o));
  if (isCrossSiteRequest(request.headers, ours)) return answer(403, crossSiteMessage);
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  // sendBeacon sends a Blob's type; text/plain is what a beacon without one carries.
  if (mediaType !== "application/json" && mediaType !== "text/plain") return answer(415, vitalsMessages.unsupported);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > BEACON_LIMIT_BYTES) return answer(413, vitalsMessages.tooLarge);
  let bytes: Uint8Array | null;
  try {
    bytes = await readRequestBody(request, BEACON_LIMIT_BYTES);
  } catch {
    return answer(400, vitalsMessages.badBody);
  }
  if (bytes === null) return answer(413, vitalsMessages.tooLarge);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return answer(400, vitalsMessages.badBody);
  }
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
