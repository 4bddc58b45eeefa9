import "server-only";
import { log } from "@/lib/platform/log";
import type { FieldErrors } from "@/lib/leads";
import { ALL_DAYS, type QuotaStore } from "@/lib/platform/quota/counts";
import type { SmsOutbox } from "@/lib/messages";
import { parseVisitForm, visitBookingFormSchema, visitChangeFormSchema } from "./booking-form";
import type { VisitBooking, VisitBookingStore } from "./bookings";
import { queueVisitSms, type QueueResult } from "./sms-messages";
import type { VisitSmsCopy } from "@/lib/site/content/visit-sms-copy";
import {
  bookableDays,
  daySlots,
  resolveSlot,
  type SlotView,
  type VisitCalendar,
} from "@/lib/site/content/visit-calendar";
import { manageTokenExpiry, signManageToken, tokenProblemKo, verifyManageToken } from "./token";

// The visit booking's server-side steps, composed from the parts (calendar, store, manage token,
// SMS queue) for the pages and routes of the next step: book, look up by manage link, cancel,
// change. Each takes the form or link as it came from outside and parses it here. A booking is
// committed before its SMS is queued, and an SMS problem is logged, never returned as a failure.

/**
 * Why a booking or change was refused, as the visitor is told. A full slot and a number that already
 * holds a booking that day are both "unavailable", with one sentence: the answer never tells who booked.
 */
export type VisitRefusal =
  "unavailable" | "closed" | "past" | "unknown" | "out-of-range" | "address-limit" | "change-limit";

export type VisitCopy = {
  unavailable: string;
  closed: string;
  past: string;
  addressLimit: string;
  changeLimit: string;
};

/**
 * The booking's limits in the shared quota store (lib/platform/quota): booking attempts a Korean day from
 * one client address (VISIT_BOOKINGS_PER_ADDRESS; a refused attempt counts too, so the limit also
 * stops anyone probing who booked), and changes of one booking (CHANGES_PER_BOOKING, over all
 * days). Absent in unit tests of other parts.
 */
export type VisitLimits = { quota: QuotaStore; bookingsPerAddress: number; changesPerBooking: number };

type StoreOrSlotRefusal = "full" | "phone-taken" | "closed" | "past" | "unknown" | "out-of-range";

export type VisitDeps = {
  store: VisitBookingStore;
  calendar: VisitCalendar;
  tokenKey: Buffer;
  /** Absolute URL of the manage page; the token is added as ?t=. */
  manageUrl: string;
  copy: VisitCopy;
  sms: {
    outbox: SmsOutbox;
    enabled: boolean;
    reminders: boolean;
    copy: VisitSmsCopy;
    modelHouseAddress: string;
    phone: string;
  } | null;
  log?: (message: string, error?: unknown) => void;
  limits?: VisitLimits;
  /**
   * Set when SMS is configured: a booking's number is proven by a one-time code before a place is
   * taken (lib/visits/verify-flow.ts). `leadOf` reads the stored lead's name and number; `sendSoon`
   * sends the code right after the answer instead of at the next drain pass.
   */
  verify?: {
    siteName: string;
    leadOf: (id: string) => Promise<{ name: string; phone: string } | null>;
    sendSoon?: () => void;
  };
};

const logError = (message: string, error?: unknown) => log.error(message, { error });

export type BookingOutcome =
  | { ok: true; booking: VisitBooking; manageUrl: string; sms: QueueResult[] | "error" | "off" }
  | { ok: false; kind: "invalid"; errors: FieldErrors }
  | { ok: false; kind: "refused"; reason: VisitRefusal; message: string };

export function refusal(
  copy: VisitCopy,
  cause: StoreOrSlotRefusal | "address-limit" | "change-limit",
): { ok: false; kind: "refused"; reason: VisitRefusal; message: string } {
  if (cause === "full" || cause === "phone-taken")
    return { ok: false, kind: "refused", reason: "unavailable", message: copy.unavailable };
  if (cause === "address-limit") return { ok: false, kind: "refused", reason: cause, message: copy.addressLimit };
  if (cause === "change-limit") return { ok: false, kind: "refused", reason: cause, message: copy.changeLimit };
  return { ok: false, kind: "refused", reason: cause, message: cause === "closed" ? copy.closed : copy.past };
}

export function manageLink(
  deps: Pick<VisitDeps, "tokenKey" | "manageUrl">,
  booking: Pick<VisitBooking, "id" | "startsAt">,
): string {
  const url = new URL(deps.manageUrl);
  url.searchParams.set("t", signManageToken(deps.tokenKey, booking.id, manageTokenExpiry(booking.startsAt)));
  return url.toString();
}

/** The token of a manage URL (for the result page's address): the inverse of manageLink. */
export function tokenOf(manageUrl: string): string {
  return new URL(manageUrl).searchParams.get("t") ?? "";
}

async function queueSms(
  deps: VisitDeps,
  booking: VisitBooking,
  manageUrl: string,
  now: Date,
): Promise<QueueResult[] | "error" | "off"> {
  if (!deps.sms) return "off";
  try {
    return await queueVisitSms(deps.sms.outbox, booking, { ...deps.sms, manageUrl }, now);
  } catch (error) {
    (deps.log ?? logError)(`[visit] booking ${booking.id} is stored; its SMS could not be queued`, error);
    return "error";
  }
}

/** A booking from the form's fields. `leadId`: the lead it was stored with (lead intake). */
export async function bookVisit(
  deps: VisitDeps,
  input: unknown,
  now: Date = new Date(),
  leadId: string | null = null,
): Promise<BookingOutcome> {
  const form = parseVisitForm(visitBookingFormSchema, input);
  if (!form.ok) return { ok: false, kind: "invalid", errors: form.errors };
  const slot = resolveSlot(deps.calendar, form.data.slot, now);
  if (!slot.ok) return refusal(deps.copy, slot.reason);
  const result = await deps.store.book(
    {
      slot: slot.slot,
      capacity: deps.calendar.capacity,
      name: form.data.name,
      phone: form.data.phone,
      partySize: Math.min(form.data.partySize, deps.calendar.maxPartySize),
      consentAt: now,
      smsConsent: form.data.smsConsent,
      leadId,
    },
    now,
  );
  if (!result.ok) return refusal(deps.copy, result.reason);
  const manageUrl = manageLink(deps, result.booking);
  return { ok: true, booking: result.booking, manageUrl, sms: await queueSms(deps, result.booking, manageUrl, now) };
}

export type LinkOutcome = { ok: true; booking: VisitBooking } | { ok: false; message: string };

/** The booking a manage link names, if the link is genuine and current. */
export async function bookingForLink(deps: VisitDeps, token: unknown, now: Date = new Date()): Promise<LinkOutcome> {
  const check = verifyManageToken(deps.tokenKey, token, now);
  if (!check.ok) return { ok: false, message: tokenProblemKo(check.reason) };
  const booking = await deps.store.get(check.bookingId);
  return booking ? { ok: true, booking } : { ok: false, message: tokenProblemKo("bad-signature") };
}

/** Cancels the booking a manage link names (idempotent) and drops its unsent SMS. */
export async function cancelByLink(
  deps: VisitDeps,
  token: unknown,
  now: Date = new Date(),
): Promise<LinkOutcome & { changed?: boolean }> {
  const found = await bookingForLink(deps, token, now);
  if (!found.ok) return found;
  const result = await deps.store.cancel(found.booking.id, "visitor", now);
  if (!result.ok) return { ok: false, message: tokenProblemKo("bad-signature") };
  if (result.changed && deps.sms)
    await deps.sms.outbox
      .cancelPending(result.booking.id)
      .catch((e) => (deps.log ?? logError)("[visit] could not drop unsent SMS", e));
  return { ok: true, booking: result.booking, changed: result.changed };
}

/** Moves the booking a manage link names to another slot (a new booking number and link). */
export async function changeByLink(
  deps: VisitDeps,
  token: unknown,
  input: unknown,
  now: Date = new Date(),
): Promise<BookingOutcome | { ok: false; kind: "link"; message: string }> {
  const found = await bookingForLink(deps, token, now);
  if (!found.ok) return { ok: false, kind: "link", message: found.message };
  const form = parseVisitForm(visitChangeFormSchema, input);
  if (!form.ok) return { ok: false, kind: "invalid", errors: form.errors };
  const slot = resolveSlot(deps.calendar, form.data.slot, now);
  if (!slot.ok) return refusal(deps.copy, slot.reason);
  if (deps.limits && found.booking.status === "active") {
    // Every booking a change makes keeps its lead's id: the count follows the visitor's booking through its changes.
    const key = `changes:${found.booking.leadId ?? found.booking.id}`;
    if (!(await deps.limits.quota.take(ALL_DAYS, [{ key, limit: deps.limits.changesPerBooking }])).ok)
      return refusal(deps.copy, "change-limit");
  }
  const partySize =
    form.data.partySize === undefined ? undefined : Math.min(form.data.partySize, deps.calendar.maxPartySize);
  const result = await deps.store.change(
    found.booking.id,
    { slot: slot.slot, capacity: deps.calendar.capacity, partySize },
    now,
  );
  if (!result.ok) {
    if (result.reason === "not-found" || result.reason === "cancelled")
      return { ok: false, kind: "link", message: "이미 취소되었거나 변경된 예약입니다. 새 예약을 해 주세요." };
    return refusal(deps.copy, result.reason);
  }
  if (deps.sms)
    await deps.sms.outbox
      .cancelPending(found.booking.id)
      .catch((e) => (deps.log ?? logError)("[visit] could not drop unsent SMS", e));
  const manageUrl = manageLink(deps, result.booking);
  return { ok: true, booking: result.booking, manageUrl, sms: await queueSms(deps, result.booking, manageUrl, now) };
}

export type SlotChoice = SlotView & { left: number; closed: boolean };

/** A day's slots as the booking page offers them: past, closed or full slots are not bookable. */
export async function dayChoices(
  deps: Pick<VisitDeps, "store" | "calendar">,
  date: string,
  now: Date = new Date(),
): Promise<SlotChoice[]> {
  const slots = daySlots(deps.calendar, date, now);
  const seats = await deps.store.availability(
    slots.map((s) => s.id),
    deps.calendar.capacity,
  );
  return slots.map((slot, i) => {
    const { left, closed } = seats[i]!;
    return { ...slot, left, closed, bookable: slot.bookable && left > 0 };
  });
}

/** The days the booking page lists (open, within the window, with a future slot). */
export function dayList(deps: Pick<VisitDeps, "calendar">, now: Date = new Date()) {
  return bookableDays(deps.calendar, now).map(({ date, weekday, open, close, note }) => ({
    date,
    weekday,
    open,
    close,
    ...(note ? { note } : {}),
  }));
}
