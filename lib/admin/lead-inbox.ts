import "server-only";

// What the administrator's inbox reads. The records and the filter are the lead outbox's
// (lib/leads, built in the lead-capture issue); this file states the contract the inbox page
// and the CSV export are written against, and the one place that picks the source.

import type { LeadFilter, LeadRecord } from "./lead-types";

export type { LeadFilter, LeadForm, LeadRecord, LeadStatus } from "./lead-types";

export interface LeadInboxSource {
  list(filter: LeadFilter): Promise<LeadRecord[]>;
}

/**
 * TODO(lead engineer, after merging the `leads` branch): return the outbox here, e.g.
 *   `return leadOutbox();` (from "@/lib/leads/outbox") — its `list(filter)` fits LeadInboxSource.
 * Until then the inbox is empty: this is a placeholder, not the finished inbox.
 */
export function leadInbox(): LeadInboxSource {
  return { list: async () => [] };
}
