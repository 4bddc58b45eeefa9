import "server-only";
import type { DocumentData, DocumentSnapshot } from "firebase-admin/firestore";
import type { VisitBooking } from "../bookings";
import { ts, toDate } from "@/lib/platform/firebase/timestamps";

// Names, documents and conversions of the Firestore booking store (firestore.ts).

export const BOOKINGS = "visit_bookings";
export const SLOTS = "visit_slots";
export const SEATS = "seats";
export const PHONE_DAYS = "visit_phone_days";
/** Whole rereads of a booking that changed between our read and our write (a racing cancel or change). */
export const MAX_REREADS = 10;

export function toBooking(snap: DocumentSnapshot): VisitBooking {
  const d = snap.data() as DocumentData;
  return {
    id: snap.id,
    slotId: d.slotId,
    date: d.date,
    start: d.start,
    end: d.end,
    startsAt: toDate(d.startsAt) ?? new Date(0),
    name: d.name,
    phone: d.phone,
    partySize: d.partySize,
    consentAt: toDate(d.consentAt) ?? new Date(0),
    smsConsent: d.smsConsent === true,
    leadId: d.leadId ?? null,
    status: d.status,
    createdAt: toDate(d.createdAt) ?? new Date(0),
    cancelledAt: toDate(d.cancelledAt),
    cancelledBy: d.cancelledBy ?? null,
    replacedBy: d.replacedBy ?? null,
    attendance: d.attendance === "arrived" || d.attendance === "no-show" ? d.attendance : null,
    attendanceAt: toDate(d.attendanceAt),
  };
}

/** The collections of this store (for tools that copy data in, e.g. scripts/migration). */
export const BOOKING_COLLECTIONS = { bookings: BOOKINGS, slots: SLOTS, seats: SEATS, phoneDays: PHONE_DAYS } as const;

/** The id of the record that a phone holds an active booking on `date`. */
export function phoneDayDocId(date: string, phone: string): string {
  return `${date}_${phone}`;
}

/**
 * The document of a booking, as placement() writes it and cancel() and change() move it on (read
 * back by toBooking); `seat` is its place number in the slot (null: a cancelled booking that holds none).
 */
export function bookingDocument(booking: VisitBooking, seat: number | null): DocumentData {
  return {
    slotId: booking.slotId,
    date: booking.date,
    start: booking.start,
    end: booking.end,
    startsAt: ts(booking.startsAt),
    name: booking.name,
    phone: booking.phone,
    partySize: booking.partySize,
    consentAt: ts(booking.consentAt),
    smsConsent: booking.smsConsent,
    leadId: booking.leadId,
    status: booking.status,
    createdAt: ts(booking.createdAt),
    cancelledAt: booking.cancelledAt && ts(booking.cancelledAt),
    cancelledBy: booking.cancelledBy,
    replacedBy: booking.replacedBy,
    attendance: booking.attendance,
    attendanceAt: booking.attendanceAt && ts(booking.attendanceAt),
    seat,
  };
}

export function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
