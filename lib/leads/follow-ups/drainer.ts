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

/** What one claimed event came to: a send's outcome, or (a desk alert) folded into the digest that carries it. */
export type EventOutcome = SendOutcome | { kind: "folded"; digestId: string };

/** Sends one claimed event; never throws. */
export type EventSender = (event: ClaimedConversion) => Promise<EventOutcome>;

/** `folded`: desk alerts settled into a digest (sent later, once, as the digest); `sent` counts messages. */
export type ConversionReport = {
  claimed: number;
  sent: number;
  folded: number;
  retried: number;
  failed: number;
  lost: number;
};

type Senders = { meta?: MetaCapiSettings | null; desk?: EventSender | null; timeoutMs?: number };

function senderOf(platform: ConversionPlatform, options: Senders): EventSender | null {
  if (platform === "desk") return options.desk ?? null;
  const meta = options.meta;
  // The event id is the lead's id: the browser's Pixel sent the same as its eventID.
  return meta ? (c) => sendMetaEvent(meta, { ...c.payload, event_id: c.leadId }, options.timeoutMs) : null;
}

async function attempt(
  c: ClaimedConversion,
  options: Senders,
  now: () => Date,
  onFolded: () => void,
): Promise<Attempt<ConversionSent>> {
  const sender = senderOf(c.platform, options);
  if (!c.payload) return { kind: "failed", error: "the event has no payload" };
  if (!sender) return { kind: "failed", error: `${c.platform} is no longer configured` };
  const outcome = await sender(c);
  if (outcome.kind === "folded") onFolded();
  // A folded alert is done: its digest, a record of this queue, is what goes out (and is retried).
  return outcome.kind === "sent" || outcome.kind === "folded"
    ? { kind: "done", done: { status: "sent", at: now() } }
    : outcome;
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
  let folded = 0;
  const tally = await drainQueue({
    label: "conversions",
    queue: options.queue,
    request: (base) => base,
    leaseMs: CONVERSION_LEASE_MS,
    attempt: (c) => attempt(c, options, now, () => (folded += 1)),
    describe: (c) => `${c.platform} ${c.event} event ${c.id}`,
    now,
    max: options.limit ?? 100,
    batch: 20,
    stopClaimingAt: options.stopClaimingAt,
  });
  // A desk alert over its budget ("not sent: …") is reported among the failures, as the dashboard counts them.
  return {
    claimed: tally.claimed,
    sent: Math.max(tally.done - folded, 0),
    folded,
    retried: tally.retried,
    failed: tally.failed + tally.held,
    lost: tally.lost,
  };
}
