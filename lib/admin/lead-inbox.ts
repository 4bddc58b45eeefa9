import "server-only";

// What the administrator's inbox reads. The records and the filter are the lead outbox's
// (lib/leads, built in the lead-capture issue); this file states the contract the inbox page
// and the CSV export are written against, and the one place that picks the source.

import type { LeadFilter, LeadRecord } from "./lead-types";

export type { LeadFilter, LeadForm, LeadRecord, LeadStatus } from "./lead-types";

export interface LeadInboxSource {
  list(filter: LeadFilter): Promise<LeadRecord[]>;
  /** Puts a failed lead back in the delivery queue; false when there is no such failed lead. */
  retry(id: string): Promise<boolean>;
}

/**
 * TODO(lead engineer, after merging the `leads` branch): return the outbox here, e.g.
 *   `const outbox = leadOutbox(); return { list: (f) => outbox.list(f), retry: (id) => outbox.retry(id) };`
 * Until then the inbox is empty and nothing can be retried: a placeholder, not the finished inbox.
 */
export function leadInbox(): LeadInboxSource {
  return { list: async () => [], retry: async () => false };
}
