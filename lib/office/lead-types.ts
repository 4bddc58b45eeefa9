// The delivery states and the filter the administrator's inbox reads, over the lead store's own
// types (lib/leads).
import type { LeadDeliveryStatus, LeadListFilter } from "@/lib/leads";

export const LEAD_STATUSES = [
  "pending",
  "delivered",
  "failed",
  "no-destination",
] as const satisfies readonly LeadDeliveryStatus[];
export type LeadStatus = LeadDeliveryStatus;

/** Newest first; `from` inclusive, `to` exclusive. */
export type LeadFilter = Pick<LeadListFilter, "form" | "from" | "to" | "limit">;
