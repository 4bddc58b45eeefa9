import "server-only";
import { leadOutbox } from "@/lib/leads";
import { eraseLead, type Erasure } from "@/lib/privacy/erase";
import { visitStores } from "@/lib/visit";
import type { LeadFilter, LeadRecord } from "./lead-types";

// What the administrator's inbox reads: the lead outbox (lib/leads), behind the calls the inbox
// page, the retry and delete actions and the CSV export need.

export type { LeadFilter, LeadForm, LeadRecord, LeadStatus } from "./lead-types";

export interface LeadInboxSource {
  list(filter: LeadFilter): Promise<LeadRecord[]>;
  /** Puts a failed lead back in the delivery queue; false when there is no such failed lead. */
  retry(id: string): Promise<boolean>;
  get(id: string): Promise<LeadRecord | null>;
  /** Deletes one lead for good (a withdrawal of consent) with its visit bookings and their SMS records (lib/privacy/erase.ts). */
  remove(id: string): Promise<Erasure>;
}

export function leadInbox(): LeadInboxSource {
  const outbox = leadOutbox();
  return {
    list: (filter) => outbox.list(filter),
    retry: (id) => outbox.retry(id),
    get: (id) => outbox.get(id),
    remove: async (id) => {
      const { store, outbox: sms } = await visitStores();
      return eraseLead({ leads: outbox, bookings: store, sms }, id);
    },
  };
}
