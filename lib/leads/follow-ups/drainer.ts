import "server-only";
import { drainQueue, type Attempt } from "@/lib/platform/queue";
import type { ClaimedConversion, ConversionPlatform, ConversionQueue, ConversionSent } from "./queue";
import { META_SEND_TIMEOUT_MS, sendMetaEvent, type MetaCapiSettings, type SendOutcome } from "./meta-capi";

// The "conversions" job, one kind of the site's durable queue (lib/platform/queue): claims due
// follow-up events, sends each once, records the outcome. Logs name the event, never who. Meta's
// events go to its Conversions API; the desk's new-lead alerts to the sender the caller gives
// (lib/leads/desk/lead-alert.ts). An event whose platform is no longer configured fails, kept.

/** Every send (a Graph API call, a webhook, an e-mail, an SMS) answers within 10 s; the lease covers three. */
export const CONVERSION_LEASE_MS = META_SEND_TIMEOUT_MS * 3;

/** Sends one claimed event; never throws. */
export type EventSender = (event: ClaimedConversion) => Promise<SendOutcome>;

export type ConversionReport = { claimed: number; sent: number; retried: number; failed: number; lost: number };

type Senders = { meta?: MetaCapiSettings | null; desk?: EventSender | null; timeoutMs?: number };

function senderOf(platform: ConversionPlatform, options: Senders): EventSender | null {
  if (platform === "desk") return options.desk ?? null;
  const meta = options.meta;
  // The event id is the lead's id: the browser's Pixel sent the same as its eventID.
  return meta ? (c) => sendMetaEvent(meta, { ...c.payload, event_id: c.leadId }, options.timeoutMs) : null;
}

async function attempt(c: ClaimedConversion, options: Senders, now: () => Date): Promise<Attempt<ConversionSent>> {
  const sender = senderOf(c.platform, options);
  if (!c.payload) return { kind: "failed", error: "the event has no payload" };
  if (!sender) return { kind: "failed", error: `${c.platform} is no longer configured` };
  const outcome = await sender(c);
  return outcome.kind === "sent" ? { kind: "done", done: { status: "sent", at: now() } } : outcome;
}

export async function drainConversions(
  options: Senders & {
    queue: ConversionQueue;
    now?: () => Date;
    limit?: number;
    stopClaimingAt?: number;
  },
): Promise<ConversionReport> {
  const now = options.now ?? (() => new Date());
  const tally = await drainQueue({
    label: "conversions",
    queue: options.queue,
    request: (base) => base,
    leaseMs: CONVERSION_LEASE_MS,
    attempt: (c) => attempt(c, options, now),
    describe: (c) => `${c.platform} ${c.event} event ${c.id}`,
    now,
    max: options.limit ?? 100,
    batch: 20,
    stopClaimingAt: options.stopClaimingAt,
  });
  // A desk alert over its budget ("not sent: …") is reported among the failures, as the dashboard counts them.
  return {
    claimed: tally.claimed,
    sent: tally.done,
    retried: tally.retried,
    failed: tally.failed + tally.held,
    lost: tally.lost,
  };
}
