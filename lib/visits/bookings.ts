import "server-only";
import { randomInt } from "node:crypto";
import type { Slot } from "@/lib/site/content/visit-calendar";

// The durable store of model-house visit bookings. Two adapters implement it: SQLite
// (store/sqlite.ts, the default) and Firestore (store/firestore.ts).
//
// Capacity is counted in visiting groups: one booking takes one place in its slot, whatever its
// party size (1 to 4 people). The issue sizes a slot in "visiting groups" (a model house guides
// groups, one consultant a group), so the "seats left" a visitor sees are groups left; the party
// size is kept with the booking so the administrator sees the head count (at most 4 x capacity).
//
// Rules every adapter keeps, atomically (a SQLite write transaction; a Firestore transaction with
// one counter document per slot):
// - a slot never holds more active bookings than the capacity the caller passes (from content);
// - a closed slot takes no booking (existing bookings stay until the administrator cancels them);
// - a phone number holds at most one active booking per visit day;
// - cancel frees the place, and cancelling twice changes nothing;
// - change = cancel the old booking and book the new slot in ONE transaction: either both happen
//   or neither (a full new slot leaves the old booking as it was). The new booking gets a new
//   number (and so a new manage link and its own confirmation); the old one is kept, cancelled,
//   with `replacedBy` naming the new one.

export type BookingStatus = "active" | "cancelled";
/** What the model house's staff saw on the day: the visitor came, or did not. */
export type Attendance = "arrived" | "no-show";
export const ATTENDANCES: readonly Attendance[] = ["arrived", "no-show"];
export type CancelledBy = "visitor" | "admin" | "change";

export type VisitBooking = {
  /** The booking number, readable by a person: V-MMDD-NNNN (MMDD = the visit day). */
  id: string;
  slotId: string;
  /** Visit day and slot start/end, Seoul local time. */
  date: string;
  start: string;
  end: string;
  startsAt: Date;
  name: string;
  /** Digits only, e.g. 01012345678. */
  phone: string;
  partySize: number;
  consentAt: Date;
  /** The visitor agreed to SMS about this booking (confirmation, reminder). */
  smsConsent: boolean;
  /** The lead this booking was stored with (lib/leads), when booked through lead intake. */
  leadId: string | null;
  status: BookingStatus;
  createdAt: Date;
  cancelledAt: Date | null;
  cancelledBy: CancelledBy | null;
  /** Set on a booking cancelled by change(): the booking that replaced it. */
  replacedBy: string | null;
  /** Marked by the staff at the model house; null until then. */
  attendance: Attendance | null;
  attendanceAt: Date | null;
};

export type AttendanceResult = { ok: true; booking: VisitBooking } | { ok: false; reason: "not-found" | "cancelled" };

export type NewBooking = {
  slot: Slot;
  /** Groups the slot holds (from the content's calendar). */
  capacity: number;
  name: string;
  phone: string;
  partySize: number;
  consentAt: Date;
  smsConsent: boolean;
  leadId?: string | null;
};

export type BookRefusal = "full" | "closed" | "phone-taken";
export type BookResult = { ok: true; booking: VisitBooking } | { ok: false; reason: BookRefusal };

export type CancelResult = { ok: true; booking: VisitBooking; changed: boolean } | { ok: false; reason: "not-found" };

export type ChangeRequest = { slot: Slot; capacity: number; partySize?: number };
export type ChangeResult = BookResult | { ok: false; reason: "not-found" | "cancelled" };

export type SlotAvailability = { slotId: string; taken: number; closed: boolean; left: number };

export interface VisitBookingStore {
  /** Takes a place in the slot, atomically; refuses a full or closed slot or a phone already booked that day. */
  book(request: NewBooking, now?: Date): Promise<BookResult>;
  /** Cancels an active booking and frees its place; an already cancelled booking is returned unchanged. */
  cancel(id: string, by: Exclude<CancelledBy, "change">, now?: Date): Promise<CancelResult>;
  /** Cancels `id` and books `to` in one transaction (see above). */
  change(id: string, to: ChangeRequest, now?: Date): Promise<ChangeResult>;
  get(id: string): Promise<VisitBooking | null>;
  /** Places taken and left in each slot (slots with no booking: 0 taken); `capacity` from content. */
  availability(slotIds: readonly string[], capacity: number): Promise<SlotAvailability[]>;
  /** Every booking of a visit day (active and cancelled), by slot start, then booking time (admin). */
  listDay(date: string): Promise<VisitBooking[]>;
  /** The staff mark an active booking as arrived or no-show (null: unmarked again); a cancelled one is refused. */
  markAttendance(id: string, attendance: Attendance | null, now?: Date): Promise<AttendanceResult>;
  /** Administrator: a closed slot takes no new booking (existing ones stay). */
  closeSlot(slotId: string): Promise<void>;
  reopenSlot(slotId: string): Promise<void>;
  /**
   * Retention: deletes every booking whose consent is older than `cutoff`, whatever its state
   * (as the lead outbox does), with its place and phone-day records; returns how many.
   */
  purge(cutoff: Date): Promise<number>;
  /** Every booking made with lead `leadId` (a change keeps the lead: old and new booking). */
  bookingsForLead(leadId: string): Promise<VisitBooking[]>;
  /** Erasure of a lead: deletes its bookings (freeing the place of an active one); the ids deleted. */
  removeForLead(leadId: string): Promise<string[]>;
}

/** V-MMDD-NNNN: the visit day and four random digits. Stores retry on the (rare) collision. */
export function newBookingNumber(date: string): string {
  return `V-${date.slice(5, 7)}${date.slice(8, 10)}-${String(randomInt(0, 10_000)).padStart(4, "0")}`;
}

export const BOOKING_NUMBER_PATTERN = /^V-\d{4}-\d{4}$/;

/** How many numbers a booking tries before giving up (10,000 per visit day; a day holds far fewer). */
export const BOOKING_NUMBER_TRIES = 50;

export function slotDate(slotId: string): string {
  return slotId.slice(0, 10);
}

export function left(capacity: number, taken: number, closed: boolean): number {
  return closed ? 0 : Math.max(capacity - taken, 0);
}
