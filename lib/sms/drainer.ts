import "server-only";
import { log } from "@/lib/log";
import { kstDay } from "@/lib/time/kst";
import { nextAttempt } from "@/lib/runtime/retry";
import type { QuotaStore } from "@/lib/quota/store";
import { COUNTED_WHEN_QUEUED, type ClaimedSms, type SmsOutbox, type SmsSettlement } from "./outbox";
import type { SmsSender } from "./sender";

// Claims due messages, sends each once, records the outcome, by the queues' one retry policy
// (lib/runtime/retry.ts: 5 s doubling to an hour, given up after a day, then `failed`, kept for
// the administrator).

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

export const CAPPED_NUMBER = "not sent: this number's daily limit of text messages is reached";
export const CAPPED_BUDGET = "not sent: the daily budget of booking texts (SMS_DAILY_BUDGET) is spent";
export const CAPPED_STAFF_BUDGET = "not sent: the daily budget of staff alert texts (SMS_STAFF_DAILY_BUDGET) is spent";

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

function clip(message: string): string {
  return message.replace(/\s+/g, " ").trim().slice(0, 500);
}

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

async function deliver(message: ClaimedSms, options: SmsDrainOptions, report: SmsDrainReport): Promise<void> {
  const now = options.now ?? (() => new Date());
  // A welcome's limits were taken when it was queued (lib/visit/welcome.ts), with its own budget.
  if (options.limits && message.attempts === 0 && !COUNTED_WHEN_QUEUED.includes(message.kind)) {
    const capped = await overLimit(message, options.limits, now());
    if (capped) {
      if (await options.outbox.settle(message.id, message.claimToken, { status: "failed", error: capped }))
        report.capped += 1;
      else report.lost += 1;
      log.warn(`[sms] ${message.id} ${capped}`);
      return;
    }
  }
  let outcome;
  try {
    outcome = await options.sender.send({
      to: message.to,
      text: message.text,
      key: message.id,
      template: message.template,
    });
  } catch (error) {
    outcome = { kind: "retry" as const, error: error instanceof Error ? error.message : String(error) };
  }
  const at = now();
  let settlement: SmsSettlement;
  if (outcome.kind === "sent") settlement = { status: "sent", at, providerId: outcome.providerId };
  else if (outcome.kind === "failed") settlement = { status: "failed", error: clip(outcome.error) };
  else {
    const next = nextAttempt(at, message, outcome.error);
    settlement = next.retry
      ? { status: "pending", nextAttemptAt: next.nextAttemptAt, error: clip(outcome.error) }
      : { status: "failed", error: clip(next.error) };
  }
  if (!(await options.outbox.settle(message.id, message.claimToken, settlement))) {
    report.lost += 1;
    log.warn(`[sms] claim on ${message.id} expired before its outcome (${settlement.status}) was recorded`);
    return;
  }
  if (settlement.status === "sent") report.sent += 1;
  else if (settlement.status === "failed") {
    report.failed += 1;
    log.error(`[sms] ${message.id} failed: ${settlement.error}`);
  } else report.retried += 1;
}

/** One pass: claims and sends due messages in batches, at most `maxMessages`. */
export async function drainSms(options: SmsDrainOptions): Promise<SmsDrainReport> {
  const report: SmsDrainReport = { claimed: 0, sent: 0, retried: 0, failed: 0, lost: 0, capped: 0 };
  const now = options.now ?? (() => new Date());
  const max = options.maxMessages ?? 100;
  const concurrency = options.concurrency ?? 5;
  while (report.claimed < max && !(options.stopClaimingAt !== undefined && Date.now() >= options.stopClaimingAt)) {
    const batch = await options.outbox.claim({
      now: now(),
      limit: Math.min(concurrency, max - report.claimed),
      leaseMs: SMS_LEASE_MS,
    });
    if (batch.length === 0) break;
    report.claimed += batch.length;
    await Promise.all(batch.map((m) => deliver(m, options, report)));
  }
  return report;
}
