// The lead records and the filter the administrator's inbox reads: the lead outbox's own types
// (lib/leads), re-exported for the page, the export and tests.
import type { LeadDeliveryStatus, LeadListFilter } from "@/lib/leads/outbox";

export { LEAD_FORMS, type LeadForm } from "@/lib/leads/schema";
export type { LeadRecord } from "@/lib/leads/outbox";

export const LEAD_STATUSES = [
  "pending",
  "delivered",
  "failed",
  "no-destination",
] as const satisfies readonly LeadDeliveryStatus[];
export type LeadStatus = LeadDeliveryStatus;

/** Newest first; `from` inclusive, `to` exclusive. */
export type LeadFilter = Pick<LeadListFilter, "form" | "from" | "to" | "limit">;
