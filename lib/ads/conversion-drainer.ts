import "server-only";
import { log } from "@/lib/log";
import { nextAttempt } from "@/lib/runtime/retry";
import { clipError } from "@/lib/leads/outbox";
import type { ClaimedConversion, ConversionPlatform, ConversionQueue, ConversionSettlement } from "./conversions";
import { META_SEND_TIMEOUT_MS, sendMetaEvent, type MetaCapiSettings, type SendOutcome } from "./meta-capi";

// The "conversions" job: claims due events, sends each once, records the outcome; the same retry
// rules as leads (5 s doubling to an hour, given up after a day). Logs name the event, never who.
// Meta's events go to its Conversions API; the desk's new-lead alerts to the sender the caller
// gives (lib/desk/lead-alert.ts). An event whose platform is no longer configured fails, kept.

/** Every send (a Graph API call, a webhook, an e-mail, an SMS) answers within 10 s; the lease covers three. */
export const CONVERSION_LEASE_MS = META_SEND_TIMEOUT_MS * 3;

/** Sends one claimed event; never throws. */
export type EventSender = (event: ClaimedConversion) => Promise<SendOutcome>;

export type ConversionReport = { claimed: number; sent: number; retried: number; failed: number; lost: number };

export async function drainConversions(options: {
  queue: ConversionQueue;
  meta?: MetaCapiSettings | null;
  desk?: EventSender | null;
  now?: () => Date;
  limit?: number;
  stopClaimingAt?: number;
  timeoutMs?: number;
}): Promise<ConversionReport> {
  const now = options.now ?? (() => new Date());
  const report: ConversionReport = { claimed: 0, sent: 0, retried: 0, failed: 0, lost: 0 };
  const limit = options.limit ?? 100;
  while (report.claimed < limit && (options.stopClaimingAt === undefined || Date.now() < options.stopClaimingAt)) {
    const batch = await options.queue.claim({
      now: now(),
      limit: Math.min(20, limit - report.claimed),
      leaseMs: CONVERSION_LEASE_MS,
    });
    if (batch.length === 0) break;
    report.claimed += batch.length;
    await Promise.all(batch.map((c) => send(c, options, now, report)));
  }
  return report;
}

type Senders = { meta?: MetaCapiSettings | null; desk?: EventSender | null; timeoutMs?: number };

function senderOf(platform: ConversionPlatform, options: Senders): EventSender | null {
  if (platform === "desk") return options.desk ?? null;
  const meta = options.meta;
  // The event id is the lead's id: the browser's Pixel sent the same as its eventID.
  return meta ? (c) => sendMetaEvent(meta, { ...c.payload, event_id: c.leadId }, options.timeoutMs) : null;
}

async function send(
  c: ClaimedConversion,
  options: Senders & { queue: ConversionQueue },
  now: () => Date,
  report: ConversionReport,
) {
  const sender = senderOf(c.platform, options);
  const outcome: SendOutcome = !c.payload
    ? { kind: "failed", error: "the event has no payload" }
    : !sender
      ? { kind: "failed", error: `${c.platform} is no longer configured` }
      : await sender(c).catch((error: unknown) => ({
          kind: "retry" as const,
          error: (error as Error)?.message ?? String(error),
        }));
  const at = now();
  let settlement: ConversionSettlement;
  if (outcome.kind === "sent") settlement = { status: "sent", at };
  else if (outcome.kind === "failed") settlement = { status: "failed", error: clipError(outcome.error), at };
  else {
    const next = nextAttempt(at, c, outcome.error);
    settlement = next.retry
      ? { status: "pending", nextAttemptAt: next.nextAttemptAt, error: clipError(outcome.error) }
      : { status: "failed", error: clipError(next.error), at };
  }
  if (!(await options.queue.settle(c.id, c.claimToken, settlement))) {
    report.lost += 1;
    log.warn(`[conversions] claim on ${c.platform} ${c.event} event ${c.id} expired before its outcome was recorded`);
    return;
  }
  if (settlement.status === "sent") report.sent += 1;
  else if (settlement.status === "failed") {
    report.failed += 1;
    // A limit that held ("not sent: … budget … is spent") is the design working, not a fault: a warning.
    (settlement.error.startsWith("not sent:") ? log.warn : log.error)(
      `[conversions] ${c.platform} ${c.event} event ${c.id} failed: ${settlement.error}`,
    );
  } else report.retried += 1;
}
