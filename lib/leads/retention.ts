import "server-only";
import { log } from "@/lib/platform/log";
import { LEAD_RETENTION_YEARS } from "@/lib/site/content/lead-copy";
import { retentionCutoffFor } from "@/lib/site/retention";
import type { LeadReports, PurgeCounts } from "./outbox";

export { retentionCutoff } from "@/lib/site/retention";

// Retention (개인정보 보호법): a lead is kept for LEAD_RETENTION_YEARS from the moment of consent,
// then deleted with its idempotency record, delivered or not. The consent box and /privacy read
// the same constant. The purge is the "purge-leads" job of lib/server/jobs (the interval and the cron
// route), at most once per PURGE_EVERY_MS across every instance (a gate kept in the store).

/** Deletes the leads past the period; logs counts only (never a name, a number or an id). */
export async function purgeExpiredLeads(
  outbox: Pick<LeadReports, "purge">,
  now: Date = new Date(),
): Promise<PurgeCounts> {
  const counts = await outbox.purge(retentionCutoffFor("leads", now));
  if (counts.leads > 0) {
    log.info(
      `[leads] retention: deleted ${counts.leads} lead(s) whose consent is older than ${LEAD_RETENTION_YEARS} year(s)` +
        (counts.undelivered > 0 ? `, ${counts.undelivered} of them never delivered` : ""),
    );
  }
  return counts;
}
