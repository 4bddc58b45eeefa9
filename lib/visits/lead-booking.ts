import "server-only";
import type { AfterStore, AfterStoreResult } from "@/lib/leads";
import { withDeadline } from "@/lib/platform/runtime/deadline";
import { UNCONFIRMED_MESSAGE } from "./page-messages";
import { VISIT_PATH } from "@/lib/site/routes/paths.mjs";
import { kstDay } from "@/lib/platform/time/kst";
import { hashedKey } from "@/lib/platform/quota/keys";
import { bookVisit, manageLink, refusal, tokenOf, type BookingOutcome, type VisitDeps } from "./service";
import { requestVerification } from "./verify-flow";

// A visit booking is a lead first (form "visit-booking", lib/leads: stored durably, forwarded to
// the form service like every lead), then a place in its slot, taken atomically by the booking
// store with the lead's id. When the place cannot be taken (full, closed, past, the phone already
// booked that day), the lead stays: it is a visitor who wanted to come, a lead of interest the
// agency may call back; its message names the slot asked for, and no booking carries its id.

/** What the booking step after a stored lead may take: the lead's own store step took up to 4 s of the request's 10. */
export const BOOKING_STEP_DEADLINE_MS = 5_000;

const dayParam = (input: Record<string, unknown>) =>
  typeof input.slot === "string" && /^\d{4}-\d{2}-\d{2}/.test(input.slot) ? `day=${input.slot.slice(0, 10)}&` : "";

/**
 * The booking step after the lead is stored. Whatever the booking store does (an error, no answer
 * within BOOKING_STEP_DEADLINE_MS), the visitor gets an answer in time: the lead is kept and
 * forwarded, and the answer says plainly that the place is not confirmed and that we will call
 * (202; a plain form post goes back to the page with ?refused=unconfirmed). The administrator sees
 * the lead without a booking in the inbox. A step that finishes after its deadline still stands:
 * its booking shows in the administrator's day and its confirmation SMS goes out.
 */
export function visitBookingAfterStore(deps: VisitDeps, deadlineMs: number = BOOKING_STEP_DEADLINE_MS): AfterStore {
  const book = bookingStep(deps);
  return async (lead, input, now) => {
    try {
      return await withDeadline(book(lead, input, now), deadlineMs, "the booking step");
    } catch (error) {
      (deps.log ?? console.error)(`[visit] lead ${lead.id} is stored; its place could not be confirmed`, error);
      return {
        ok: false,
        status: 202,
        body: { ok: false, id: lead.id, reason: "unconfirmed", message: UNCONFIRMED_MESSAGE },
        location: `${VISIT_PATH}?${dayParam(input)}refused=unconfirmed#booking`,
      } satisfies AfterStoreResult;
    }
  };
}

/** A booking attempt from this client address today, within VISIT_BOOKINGS_PER_ADDRESS (a repeat of a stored request is not counted again). */
async function withinAddressLimit(
  deps: VisitDeps,
  lead: { created: boolean; client: string },
  now: Date,
): Promise<boolean> {
  if (!deps.limits || !lead.created) return true;
  const key = hashedKey("booking-from", lead.client, deps.tokenKey);
  return (await deps.limits.quota.take(kstDay(now.getTime()), [{ key, limit: deps.limits.bookingsPerAddress }])).ok;
}

function bookingStep(deps: VisitDeps): AfterStore {
  return async (lead, input, now) => {
    const allowed = await withinAddressLimit(deps, lead, now);
    if (allowed && deps.verify && deps.sms?.enabled) return requestVerification(deps, lead, input, now);
    let outcome: BookingOutcome = allowed
      ? await bookVisit(deps, input, now, lead.id)
      : refusal(deps.copy, "address-limit");
    // The same request again (same Idempotency-Key, same fields): the booking this lead made.
    if (
      !lead.created &&
      !outcome.ok &&
      outcome.kind === "refused" &&
      outcome.reason === "unavailable" &&
      typeof input.slot === "string"
    ) {
      const mine = (await deps.store.listDay(input.slot.slice(0, 10))).find(
        (b) => b.leadId === lead.id && b.status === "active",
      );
      if (mine) outcome = { ok: true, booking: mine, manageUrl: manageLink(deps, mine), sms: "off" };
    }
    if (outcome.ok) {
      const { booking, manageUrl } = outcome;
      const doneUrl = `${VISIT_PATH}/done?t=${encodeURIComponent(tokenOf(manageUrl))}`;
      return {
        ok: true,
        status: 201,
        body: {
          ok: true,
          id: lead.id,
          booking: {
            id: booking.id,
            date: booking.date,
            start: booking.start,
            end: booking.end,
            partySize: booking.partySize,
          },
          manageUrl,
          doneUrl,
        },
        location: doneUrl,
      };
    }
    if (outcome.kind === "invalid")
      return {
        ok: false,
        status: 422,
        body: { ok: false, errors: outcome.errors },
        location: `${VISIT_PATH}?lead=invalid#booking`,
      };
    return {
      ok: false,
      status: outcome.reason === "address-limit" ? 429 : 409,
      body: { ok: false, reason: outcome.reason, message: outcome.message },
      location: `${VISIT_PATH}?${dayParam(input)}refused=${outcome.reason}#booking`,
    };
  };
}
