import "server-only";
import { leadOutbox, leadDesk, type LeadRecord } from "@/lib/leads";
import { eraseLead, type Erasure } from "@/lib/privacy";
import { visitStores } from "@/lib/visits";
import type { LeadFilter } from "./lead-types";

// What the administrator's inbox reads: the lead outbox (lib/leads), behind the calls the inbox
// page, the retry and delete actions and the CSV export need.

export interface LeadInboxSource {
  list(filter: LeadFilter): Promise<LeadRecord[]>;
  /** Puts a failed lead back in the delivery queue; false when there is no such failed lead. */
  retry(id: string): Promise<boolean>;
  get(id: string): Promise<LeadRecord | null>;
  /** Deletes one lead for good (a withdrawal of consent) with its visit bookings and their SMS records (lib/privacy/erase.ts). */
  remove(id: string): Promise<Erasure>;
  /**
   * For each visit-booking lead of `leads`, whether it holds a place: its active booking's number,
   * "cancelled" when every booking it made was cancelled, or null when it never got one (the slot
   * was full or closed, or the booking step failed after the lead was stored): a visitor to call.
   */
  bookingsOf(leads: readonly LeadRecord[]): Promise<Map<string, BookingState>>;
}

export type BookingState =
  { kind: "active"; id: string; date: string; start: string } | { kind: "cancelled" } | { kind: "none" };

/** Lookups at once when the inbox asks about its booking leads (one query each). */
const BOOKING_LOOKUPS_AT_ONCE = 10;

export function leadInbox(): LeadInboxSource {
  const outbox = leadOutbox();
  return {
    list: (filter) => outbox.list(filter),
    retry: (id) => outbox.retry(id),
    get: (id) => outbox.get(id),
    remove: async (id) => {
      const { store, outbox: sms } = await visitStores();
      return eraseLead({ leads: outbox, bookings: store, sms, desk: await leadDesk() }, id);
    },
    bookingsOf: async (leads) => {
      const { store } = await visitStores();
      const ids = leads.filter((l) => l.form === "visit-booking").map((l) => l.id);
      const states = new Map<string, BookingState>();
      for (let i = 0; i < ids.length; i += BOOKING_LOOKUPS_AT_ONCE) {
        const chunk = ids.slice(i, i + BOOKING_LOOKUPS_AT_ONCE);
        const found = await Promise.all(chunk.map((id) => store.bookingsForLead(id)));
        chunk.forEach((id, n) => {
          const bookings = found[n]!;
          const active = bookings.find((b) => b.status === "active");
          states.set(
            id,
            active
              ? { kind: "active", id: active.id, date: active.date, start: active.start }
              : bookings.length > 0
                ? { kind: "cancelled" }
                : { kind: "none" },
          );
        });
      }
      return states;
    },
  };
}
