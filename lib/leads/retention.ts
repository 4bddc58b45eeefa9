import "server-only";
import { log } from "@/lib/log";
import { LEAD_RETENTION_YEARS } from "@/lib/content/lead-copy";
import type { LeadOutbox, PurgeCounts } from "./outbox";

// Retention (개인정보 보호법): a lead is kept for LEAD_RETENTION_YEARS from the moment of consent,
// then deleted with its idempotency record, delivered or not. The consent box and /privacy read
// the same constant. The purge runs with the drainer (the interval of startup.ts and the cron
// route, both through drainLeads in index.ts), at most once per PURGE_INTERVAL_MS per process.

export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Consents before this instant are past the period: the same date and time, `years` earlier (29 February -> 1 March). */
export function retentionCutoff(now: Date, years: number = LEAD_RETENTION_YEARS): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/** Deletes the leads past the period; logs counts only (never a name, a number or an id). */
export async function purgeExpiredLeads(outbox: LeadOutbox, now: Date = new Date()): Promise<PurgeCounts> {
  const counts = await outbox.purge(retentionCutoff(now));
  if (counts.leads > 0) {
    log.info(
      `[leads] retention: deleted ${counts.leads} lead(s) whose consent is older than ${LEAD_RETENTION_YEARS} year(s)` +
        (counts.undelivered > 0 ? `, ${counts.undelivered} of them never delivered` : ""),
    );
  }
  return counts;
}

/** Once per interval per process: `take(now)` is true for the first caller of each interval. */
export class PurgeSchedule {
  private last = Number.NEGATIVE_INFINITY;
  constructor(private readonly intervalMs: number = PURGE_INTERVAL_MS) {}

  take(now: number): boolean {
    if (now - this.last < this.intervalMs) return false;
    this.last = now;
    return true;
  }
}
