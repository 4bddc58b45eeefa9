import "server-only";
import { drainQueue, RETRY_CAP_MS, type Attempt, type DrainTally } from "@/lib/platform/queue";
import { FORWARD_TIMEOUT_MS, forwardLead } from "./forwarder";
import type { ClaimedLead, LeadDelivered, LeadQueue } from "./outbox";
import { LEAD_FORMS, type LeadForm } from "./schema";

// Lead delivery, one kind of the site's durable queue (lib/platform/queue): claims due leads,
// forwards each once to its form's service, records the outcome. Used right after a submission
// (forwardNow, one lead) and by the "leads" job of lib/server/jobs (the interval and the cron route).

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

/** One forward; a form whose URL was removed since the lead was claimed waits, without counting its day. */
async function attempt(lead: ClaimedLead, options: DrainOptions): Promise<Attempt<LeadDelivered>> {
  const now = options.now ?? (() => new Date());
  const url = options.destinations[lead.form];
  if (!url) {
    return {
      kind: "later",
      until: new Date(now().getTime() + RETRY_CAP_MS),
      error: "no form-service URL for this form",
    };
  }
  const outcome = await forwardLead(lead, url, { timeoutMs: options.timeoutMs ?? FORWARD_TIMEOUT_MS });
  if (outcome.kind === "delivered") return { kind: "done", done: { status: "delivered", at: now() } };
  return outcome;
}

function drain(
  options: DrainOptions,
  scope: { id?: string; max: number; batch: number; stopClaimingAt?: number },
): Promise<DrainTally> {
  const forms = formsWithDestination(options.destinations);
  return drainQueue({
    label: "leads",
    queue: options.outbox,
    request: (base) => ({ ...base, forms, id: scope.id }),
    leaseMs: LEASE_MS,
    attempt: (lead) => attempt(lead, options),
    describe: (lead) => `lead ${lead.id} (${lead.form})`,
    now: options.now,
    max: scope.max,
    batch: scope.batch,
    stopClaimingAt: scope.stopClaimingAt,
  });
}

const reportOf = (t: DrainTally): DrainReport => ({
  claimed: t.claimed,
  delivered: t.done,
  retried: t.retried,
  failed: t.failed + t.held,
  lost: t.lost,
});

/** Forwards one just-stored lead, if it is still due and unclaimed. */
export async function forwardNow(id: string, options: DrainOptions): Promise<DrainReport> {
  return reportOf(await drain(options, { id, max: 1, batch: 1 }));
}

/** Claims and forwards due leads in batches (`concurrency` in flight), at most `maxLeads` per call. */
export async function drainOnce(
  options: DrainOptions & { maxLeads?: number; concurrency?: number; stopClaimingAt?: number },
): Promise<DrainReport> {
  return reportOf(
    await drain(options, {
      max: options.maxLeads ?? 200,
      batch: options.concurrency ?? 10,
      stopClaimingAt: options.stopClaimingAt,
    }),
  );
}
