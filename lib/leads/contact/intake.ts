import "server-only";
import { z } from "zod";
import { log } from "@/lib/platform/log";
import { beaconAnswer, readBeacon } from "@/lib/platform/http/beacon";
import { clientAddressOf } from "@/lib/platform/http/client-address";
import { hostOrigin, isSameOriginPath } from "@/lib/platform/http/same-origin";
import { leadClickIds } from "../click-ids";
import { CONTACT_KINDS, type ContactClickStore } from "./clicks";
import { utmFrom } from "../intake";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";

// POST /api/contact-click: a tap on the phone link or the KakaoTalk channel's button, sent by the
// page as a beacon (components/chrome/contact-beacon.tsx) with the visit's landing page and
// referrer, and counted per source (contact-clicks.ts). Nothing about the person is read or kept.

export const CONTACT_LIMIT_BYTES = 2048;
/** Taps a minute from one client address (per instance): a person taps a few times, a script more. */
export const CONTACT_RATE_LIMIT = 20;

export const contactMessages = {
  badBody: "클릭 기록 형식이 올바르지 않습니다.",
  tooLarge: "클릭 기록이 너무 큽니다.",
  unsupported: "JSON 형식으로 보내 주세요.",
  limited: "클릭 기록을 너무 자주 보냈습니다.",
  unavailable: "클릭 기록을 저장하지 못했습니다.",
} as const;

const pathSchema = z.string().max(500).refine(isSameOriginPath);
export const contactBeaconSchema = z.object({
  kind: z.enum(CONTACT_KINDS),
  /** The visit's first page, path and query (where an ad's UTM and click id are). */
  landing: pathSchema.optional().catch(undefined),
  /** Where the visit came from, as the browser kept it for the session. */
  referrer: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional()
    .catch(undefined),
});

export type ContactDeps = {
  store: ContactClickStore;
  limiter: RateLimiter;
  trustedProxyHops: number;
  siteUrl: string;
  now?: () => Date;
};

export async function handleContactPost(request: Request, deps: ContactDeps): Promise<Response> {
  const read = await readBeacon(request, {
    siteUrl: deps.siteUrl,
    limitBytes: CONTACT_LIMIT_BYTES,
    messages: contactMessages,
  });
  if (!read.ok) return read.response;
  const beacon = contactBeaconSchema.safeParse(read.json);
  if (!beacon.success) return beaconAnswer(422, contactMessages.badBody);
  if (!deps.limiter.hit(clientAddressOf(request.headers, deps.trustedProxyHops)))
    return beaconAnswer(429, contactMessages.limited);
  const now = deps.now?.() ?? new Date();
  const origin = new URL(request.url).origin;
  const ours = [origin, new URL(deps.siteUrl).origin, hostOrigin(request.headers)];
  const landing = beacon.data.landing ? new URL(beacon.data.landing, origin) : null;
  // A referrer on this site is a move between our own pages, not where the visit came from.
  const referrer =
    beacon.data.referrer && !ours.includes(new URL(beacon.data.referrer).origin) ? beacon.data.referrer : null;
  try {
    await deps.store.add({
      kind: beacon.data.kind,
      at: now,
      utm: utmFrom(landing),
      referrer,
      landing: landing ? `${landing.pathname}${landing.search}` : null,
      clickIds: leadClickIds({
        landing,
        landingSeenMs: now.getTime(),
        page: null,
        pageSeenMs: now.getTime(),
        cookie: null,
      }),
    });
  } catch (error) {
    log.error("[contact] could not count a tap", { error });
    return beaconAnswer(503, contactMessages.unavailable);
  }
  return beaconAnswer(204);
}
