import "server-only";
import { log } from "@/lib/platform/log";
import { kstDay } from "@/lib/platform/time/kst";
import { drainQueue, HELD_PREFIX, type Attempt } from "@/lib/platform/queue";
import type { QuotaStore } from "@/lib/platform/quota/counts";
import { COUNTED_WHEN_QUEUED, type ClaimedSms, type SmsOutbox, type SmsSent } from "./outbox";
import type { SmsSender } from "./sender";

// Visitor and staff texts, one kind of the site's durable queue (lib/platform/queue): claims due
// messages, sends each once, records the outcome, by the one retry policy (5 s doubling to an hour,
// given up after a day, then `failed`, kept for the administrator).

/** Longer than a send can take (the SDK retries a 503 up to three times). */
export const SMS_LEASE_MS = 2 * 60 * 1000;

/** `capped`: not sent, a daily limit reached (settled as failed with the reason). */
export type SmsDrainReport = {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  lost: number;
  capped: number;
};

/** The booking texts' budget key (SMS_DAILY_BUDGET) and the once-a-day latch of its alert, in the quota store. */
export const SMS_BUDGET_KEY = "sms-site";
const BUDGET_ALERT_KEY = "sms-site-alert";

/**
 * Daily limits checked before a message's first attempt, against the shared quota store: at most
 * `perNumber` messages to one number and `perDay` from the whole site, a Korean day. A message over
 * either is not sent (it ends `failed`, with the reason, for the administrator); a retry of a
 * message already counted is not counted again. `onBudgetSpent` runs once a day, on the instance
 * that first finds the budget spent.
 */
export type SmsLimits = {
  quota: QuotaStore;
  perNumber: number;
  perDay: number;
  numberKey: (to: string) => string;
  onBudgetSpent?: (day: string) => Promise<void>;
};

export const CAPPED_NUMBER = `${HELD_PREFIX} this number's daily limit of text messages is reached`;
export const CAPPED_BUDGET = `${HELD_PREFIX} the daily budget of booking texts (SMS_DAILY_BUDGET) is spent`;
export const CAPPED_STAFF_BUDGET = `${HELD_PREFIX} the daily budget of staff alert texts (SMS_STAFF_DAILY_BUDGET) is spent`;

export type SmsDrainOptions = {
  outbox: SmsOutbox;
  sender: SmsSender;
  now?: () => Date;
  maxMessages?: number;
  concurrency?: number;
  /** Epoch ms after which no new batch is claimed (the job's deadline). */
  stopClaimingAt?: number;
  limits?: SmsLimits;
};

/** null: within the limits (counted); else why the message must not go. */
async function overLimit(message: ClaimedSms, limits: SmsLimits, now: Date): Promise<string | null> {
  const day = kstDay(now.getTime());
  const taken = await limits.quota.take(day, [
    { key: limits.numberKey(message.to), limit: limits.perNumber },
    { key: SMS_BUDGET_KEY, limit: limits.perDay },
  ]);
  if (taken.ok) return null;
  if (taken.key !== SMS_BUDGET_KEY) return CAPPED_NUMBER;
  // The first instance to find the budget spent today tells the sales team.
  if ((await limits.quota.take(day, [{ key: BUDGET_ALERT_KEY, limit: 1 }])).ok) {
    log.error(`[sms] the daily SMS budget of ${limits.perDay} is spent for ${day}: nothing more is sent today`);
    await limits
      .onBudgetSpent?.(day)
      .catch((error: unknown) => log.error("[sms] the budget alert could not be sent", { error }));
  }
  return CAPPED_BUDGET;
}

async function attempt(message: ClaimedSms, options: SmsDrainOptions, now: () => Date): Promise<Attempt<SmsSent>> {
  // A welcome's limits were taken when it was queued (lib/visits/welcome.ts), with its own budget.
  if (options.limits && message.attempts === 0 && !COUNTED_WHEN_QUEUED.includes(message.kind)) {
    const capped = await overLimit(message, options.limits, now());
    if (capped) return { kind: "failed", error: capped };
  }
  const outcome = await options.sender.send({
    to: message.to,
    text: message.text,
    key: message.id,
    template: message.template,
  });
  return outcome.kind === "sent"
    ? { kind: "done", done: { status: "sent", at: now(), providerId: outcome.providerId } }
    : outcome;
}

/** One pass: claims and sends due messages in batches, at most `maxMessages`. */
export async function drainSms(options: SmsDrainOptions): Promise<SmsDrainReport> {
  const now = options.now ?? (() => new Date());
  const tally = await drainQueue({
    label: "sms",
    queue: options.outbox,
    request: (base) => base,
    leaseMs: SMS_LEASE_MS,
    attempt: (message) => attempt(message, options, now),
    describe: (message) => `${message.kind} ${message.id}`,
    now,
    max: options.maxMessages ?? 100,
    batch: options.concurrency ?? 5,
    stopClaimingAt: options.stopClaimingAt,
  });
  return {
    claimed: tally.claimed,
    sent: tally.done,
    retried: tally.retried,
    failed: tally.failed,
    lost: tally.lost,
    capped: tally.held,
  };
}
