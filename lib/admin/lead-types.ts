// The lead records and the filter the administrator's inbox reads: the shape of the lead
// outbox's records (lib/leads, lead-capture issue). Shared by the page, the export and tests.

export const LEAD_FORMS = ["register", "visit", "inquiry"] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

export const LEAD_STATUSES = ["pending", "delivered", "failed", "no-destination"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export type LeadRecord = {
  id: string;
  form: LeadForm;
  name: string;
  phone: string;
  message: string | null;
  birthDate: string | null;
  email: string | null;
  visitDate: string | null;
  page: string | null;
  createdAt: Date;
  status: LeadStatus;
  attempts: number;
  lastError: string | null;
  deliveredAt: Date | null;
};

/** Newest first; `from` inclusive, `to` exclusive. */
export type LeadFilter = { form?: LeadForm; from?: Date; to?: Date };
