import "server-only";
import { log } from "@/lib/log";
import { FORWARD_TIMEOUT_MS, forwardLead } from "./forwarder";
import { clipError, type ClaimedLead, type LeadQueue, type Settlement } from "./outbox";
import { LEAD_FORMS, type LeadForm } from "./schema";
import { nextAttempt, RETRY_CAP_MS } from "@/lib/runtime/retry";

// Claims due leads, forwards each once, records the outcome. Used right after a submission
// (forwardNow, one lead) and by the "leads" job of lib/jobs (the interval and the cron route).

export type Destinations = Partial<Record<LeadForm, string>>;

/** A claim outlives the forwarding timeout, so a slow answer never lets a second drainer in. */
export const LEASE_MS = FORWARD_TIMEOUT_MS * 3;

export type DrainOptions = {
  outbox: LeadQueue;
  destinations: Destinations;
  now?: () => Date;
  timeoutMs?: number;
};

export type DrainReport = { claimed: number; delivered: number; retried: number; failed: number; lost: number };

export function formsWithDestination(destinations: Destinations): LeadForm[] {
  return LEAD_FORMS.filter((f) => Boolean(destinations[f]));
}

async function deliver(lead: ClaimedLead, options: DrainOptions, report: DrainReport): Promise<void> {
  const url = options.destinations[lead.form];
  const now = options.now ?? (() => new Date());
  let settlement: Settlement;
  if (!url) {
    settlement = {
      status: "pending",
      nextAttemptAt: new Date(now().getTime() + RETRY_CAP_MS),
      error: "no form-service URL for this form",
    };
  } else {
    const outcome = await forwardLead(lead, url, { timeoutMs: options.timeoutMs ?? FORWARD_TIMEOUT_MS });
    const at = now();
    if (outcome.kind === "delivered") {
      settlement = { status: "delivered", at };
    } else if (outcome.kind === "failed") {
      settlement = { status: "failed", error: clipError(outcome.error), at };
    } else {
      const next = nextAttempt(at, lead, outcome.error);
      settlement = next.retry
        ? { status: "pending", nextAttemptAt: next.nextAttemptAt, error: clipError(outcome.error), at }
        : { status: "failed", error: clipError(next.error), at };
    }
  }
  const recorded = await options.outbox.settle(lead.id, lead.claimToken, settlement);
  if (!recorded) {
    report.lost += 1;
    log.warn(`[leads] claim on lead ${lead.id} expired before its outcome (${settlement.status}) was recorded`);
    return;
  }
  if (settlement.status === "delivered") report.delivered += 1;
  else if (settlement.status === "failed") {
    report.failed += 1;
    log.error(`[leads] lead ${lead.id} (${lead.form}) failed: ${settlement.error}`);
  } else report.retried += 1;
}

const emptyReport = (): DrainReport => ({ claimed: 0, delivered: 0, retried: 0, failed: 0, lost: 0 });

/** Forwards one just-stored lead, if it is still due and unclaimed. */
export async function forwardNow(id: string, options: DrainOptions): Promise<DrainReport> {
  const report = emptyReport();
  const forms = formsWithDestination(options.destinations);
  const now = options.now ?? (() => new Date());
  const [lead] = await options.outbox.claim({ forms, now: now(), limit: 1, leaseMs: LEASE_MS, id });
  if (!lead) return report;
  report.claimed = 1;
  await deliver(lead, options, report);
  return report;
}

/** Claims and forwards due leads in batches (`concurrency` in flight), at most `maxLeads` per call. */
export async function drainOnce(
  options: DrainOptions & { maxLeads?: number; concurrency?: number; stopClaimingAt?: number },
): Promise<DrainReport> {
  const report = emptyReport();
  const forms = formsWithDestination(options.destinations);
  if (forms.length === 0) return report;
  const now = options.now ?? (() => new Date());
  const maxLeads = options.maxLeads ?? 200;
  const concurrency = options.concurrency ?? 10;
  while (report.claimed < maxLeads && !(options.stopClaimingAt !== undefined && Date.now() >= options.stopClaimingAt)) {
    const batch = await options.outbox.claim({
      forms,
      now: now(),
      limit: Math.min(concurrency, maxLeads - report.claimed),
      leaseMs: LEASE_MS,
    });
    if (batch.length === 0) break;
    report.claimed += batch.length;
    await Promise.all(batch.map((lead) => deliver(lead, options, report)));
  }
  return report;
}
