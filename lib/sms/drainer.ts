import "server-only";
import { log } from "@/lib/log";
import type { ClaimedSms, SmsOutbox, SmsSettlement } from "./outbox";
import type { SmsSender } from "./sender";

// Claims due messages, sends each once, records the outcome: the lead drainer's rules
// (lib/leads/drainer.ts): retries 5 s, 10 s, 20 s ... capped at an hour, given up after 24 hours
// of trying (then `failed`, kept for the administrator).

export const SMS_RETRY_BASE_MS = 5_000;
export const SMS_RETRY_CAP_MS = 60 * 60 * 1000;
export const SMS_GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** Longer than a send can take (the SDK retries a 503 up to three times). */
export const SMS_LEASE_MS = 2 * 60 * 1000;

export type SmsDrainReport = { claimed: number; sent: number; retried: number; failed: number; lost: number };

export function smsRetryDelayMs(attempts: number): number {
  return Math.min(SMS_RETRY_BASE_MS * 2 ** Math.max(attempts - 1, 0), SMS_RETRY_CAP_MS);
}

export type SmsDrainOptions = {
  outbox: SmsOutbox;
  sender: SmsSender;
  now?: () => Date;
  maxMessages?: number;
  concurrency?: number;
  /** Epoch ms after which no new batch is claimed (the job's deadline). */
  stopClaimingAt?: number;
};

function clip(message: string): string {
  return message.replace(/\s+/g, " ").trim().slice(0, 500);
}

async function deliver(message: ClaimedSms, options: SmsDrainOptions, report: SmsDrainReport): Promise<void> {
  const now = options.now ?? (() => new Date());
  let outcome;
  try {
    outcome = await options.sender.send({ to: message.to, text: message.text, key: message.id });
  } catch (error) {
    outcome = { kind: "retry" as const, error: error instanceof Error ? error.message : String(error) };
  }
  const at = now();
  let settlement: SmsSettlement;
  if (outcome.kind === "sent") settlement = { status: "sent", at, providerId: outcome.providerId };
  else if (outcome.kind === "failed") settlement = { status: "failed", error: clip(outcome.error) };
  else if (at.getTime() - message.retryWindowStart.getTime() >= SMS_GIVE_UP_AFTER_MS) {
    settlement = { status: "failed", error: clip(`gave up after 24 hours of retries; last: ${outcome.error}`) };
  } else {
    settlement = { status: "pending", nextAttemptAt: new Date(at.getTime() + smsRetryDelayMs(message.attempts + 1)), error: clip(outcome.error) };
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
  const report: SmsDrainReport = { claimed: 0, sent: 0, retried: 0, failed: 0, lost: 0 };
  const now = options.now ?? (() => new Date());
  const max = options.maxMessages ?? 100;
  const concurrency = options.concurrency ?? 5;
  while (report.claimed < max && !(options.stopClaimingAt !== undefined && Date.now() >= options.stopClaimingAt)) {
    const batch = await options.outbox.claim({ now: now(), limit: Math.min(concurrency, max - report.claimed), leaseMs: SMS_LEASE_MS });
    if (batch.length === 0) break;
    report.claimed += batch.length;
    await Promise.all(batch.map((m) => deliver(m, options, report)));
  }
  return report;
}
