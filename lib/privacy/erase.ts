import "server-only";
import type { LeadReports, LeadDeskStore } from "@/lib/leads";
import type { SmsOutbox } from "@/lib/messages";
import type { VisitBookingStore } from "@/lib/visits";

// Erasure of one lead (a withdrawal of consent, a request to erase: the admin inbox's delete):
// the lead with its idempotency record, every visit booking made with it (bookings carry
// `leadId`; a change keeps it) and every SMS record of those bookings. The lead goes last, so a
// failure halfway leaves the lead in the inbox and the delete can simply be asked for again.

export type ErasureStores = {
  leads: Pick<LeadReports, "remove">;
  bookings: Pick<VisitBookingStore, "bookingsForLead" | "removeForLead">;
  sms: Pick<SmsOutbox, "removeForBooking">;
  /** The sales desk's course and call notes of the lead (lib/leads/desk). */
  desk?: Pick<LeadDeskStore, "remove">;
};

/** What was deleted: counts only, never who. */
export type Erasure = { lead: boolean; bookings: number; messages: number };

export async function eraseLead(stores: ErasureStores, leadId: string): Promise<Erasure> {
  let messages = 0;
  const done = new Set<string>();
  const dropMessages = async (bookingIds: readonly string[]) => {
    for (const id of bookingIds) {
      if (done.has(id)) continue;
      messages += await stores.sms.removeForBooking(id);
      done.add(id);
    }
  };
  // Messages before their bookings, so no message outlives its booking's id; the lead's one-time
  // code (lib/visits/verify-flow.ts) is kept under the lead's own id.
  await dropMessages([leadId, ...(await stores.bookings.bookingsForLead(leadId)).map((b) => b.id)]);
  const removed = await stores.bookings.removeForLead(leadId);
  // A change made between the read and the delete booked under a new id: its messages too.
  await dropMessages(removed);
  await stores.desk?.remove(leadId);
  const lead = await stores.leads.remove(leadId);
  return { lead, bookings: removed.length, messages };
}
