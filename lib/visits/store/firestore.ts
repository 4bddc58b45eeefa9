import "server-only";
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type WriteBatch,
} from "firebase-admin/firestore";
import { firestore } from "@/lib/platform/firebase/admin";
import {
  BOOKING_NUMBER_TRIES,
  left,
  newBookingNumber,
  type Attendance,
  type AttendanceResult,
  type BookResult,
  type CancelResult,
  type CancelledBy,
  type ChangeRequest,
  type ChangeResult,
  type NewBooking,
  type SlotAvailability,
  type VisitBooking,
  type VisitBookingStore,
} from "../bookings";
import { BOOKINGS, SLOTS, SEATS, PHONE_DAYS, MAX_REREADS, toBooking, shuffled } from "./firestore-docs";
import { ts } from "@/lib/platform/firebase/timestamps";
import { ALREADY_EXISTS, FAILED_PRECONDITION, NOT_FOUND, codeOf } from "@/lib/platform/firebase/error-codes";

// Collections:
//   visit_bookings/{bookingNumber}          the booking (and `seat`, its place number in the slot)
//   visit_slots/{slotId}                    the slot's counter document: { taken, closed }
//   visit_slots/{slotId}/seats/{1..cap}     one document per taken place: { bookingId }
//   visit_phone_days/{date}_{phone}         exists while that phone holds an active booking that day
//
// No transaction: every change is ONE batch (atomic: all its writes land or none), guarded by
// preconditions Firestore checks on commit. A place and a phone-day record are *created*
// (exists = false), so two visitors who both saw place 7 free cannot both take it: the loser's
// whole batch fails with ALREADY_EXISTS and it tries the next free place. A booking that is
// cancelled or changed is rewritten on the condition that it has not changed since it was read
// (its update time), so a cancel racing a change leaves exactly one of them done. The counter
// document moves by increments in the same batches (blind writes, no lock), and is what pages
// read for "seats left". A transaction that read the slot's places locked them all, so a burst of
// bookings for one slot queued behind each other's locks (the emulator timed such transactions
// out; 50 at once for 10 places did not finish in 60 s). A slot closed by the administrator in
// the very moment a booking is written may keep that booking, as it keeps every earlier one.

export { BOOKING_COLLECTIONS, bookingDocument, phoneDayDocId } from "./firestore-docs";

/** The writes that free a booking's place (and its phone-day record unless kept), as read now. */
type Release = (batch: WriteBatch) => void;
/** What a booking of `request` adds to a batch, for one place, under one booking number. */
type Placement = (batch: WriteBatch, seat: number, bookingId: string) => VisitBooking;

export class FirestoreVisitBookingStore implements VisitBookingStore {
  constructor(private readonly db: Firestore = firestore()) {}

  private booking(id: string) {
    return this.db.collection(BOOKINGS).doc(id);
  }
  private slot(slotId: string) {
    return this.db.collection(SLOTS).doc(slotId);
  }
  private seat(slotId: string, seat: number) {
    return this.slot(slotId).collection(SEATS).doc(String(seat));
  }
  private phoneDay(date: string, phone: string) {
    return this.db.collection(PHONE_DAYS).doc(`${date}_${phone}`);
  }

  /** Places of the slot nobody holds now (1..capacity), in random order so that a burst spreads. */
  private async freeSeats(slotId: string, capacity: number): Promise<number[]> {
    const taken = new Set((await this.slot(slotId).collection(SEATS).listDocuments()).map((ref) => Number(ref.id)));
    const free: number[] = [];
    for (let n = 1; n <= capacity; n++) if (!taken.has(n)) free.push(n);
    return shuffled(free);
  }

  /**
   * Writes `place` for one free place after another until a batch lands; `extra` adds the writes
   * that must land with it (a change's release of the old booking). `phoneOwner` is the booking
   * whose phone-day record may already exist (a change on the same day).
   */
  private async place(
    request: NewBooking,
    place: Placement,
    extra: Release | null,
    phoneOwner: string | null,
  ): Promise<BookResult | { ok: false; reason: "stale" }> {
    const { slot } = request;
    const slotSnap = await this.slot(slot.id).get();
    if (slotSnap.get("closed") === true) return { ok: false, reason: "closed" };
    const phoneRef = this.phoneDay(slot.date, request.phone);
    const phoneSnap = await phoneRef.get();
    if (phoneSnap.exists && phoneSnap.get("bookingId") !== phoneOwner) return { ok: false, reason: "phone-taken" };
    // Each lost place means someone else just took one: look again at what is left, so that a
    // burst for a full slot ends at once instead of trying every stale place.
    for (let round = 0; round <= request.capacity; round++) {
      const seat = (await this.freeSeats(slot.id, request.capacity))[0];
      if (seat === undefined) break;
      for (let tries = 0; tries < BOOKING_NUMBER_TRIES; tries++) {
        const bookingId = newBookingNumber(slot.date);
        const batch = this.db.batch();
        extra?.(batch);
        const booking = place(batch, seat, bookingId);
        try {
          await batch.commit();
          return { ok: true, booking };
        } catch (error) {
          const code = codeOf(error);
          if (code === FAILED_PRECONDITION || code === NOT_FOUND) return { ok: false, reason: "stale" };
          if (code !== ALREADY_EXISTS) throw error;
        }
        // Which record was there already: the phone's day, the booking number, or the place.
        const phoneNow = await phoneRef.get();
        if (phoneNow.exists && phoneNow.get("bookingId") !== phoneOwner) return { ok: false, reason: "phone-taken" };
        if (!(await this.booking(bookingId).get()).exists) break; // the place: look again
      }
    }
    return { ok: false, reason: "full" };
  }

  /**
   * The writes of a new active booking of `request`. Its place and phone-day record are created,
   * unless `handOver` names existing ones (a change within one slot or one day), which are then
   * rewritten on the condition that they have not changed since they were read.
   */
  private placement(
    request: NewBooking,
    now: Date,
    handOver: { seat?: DocumentSnapshot; phoneDay?: DocumentSnapshot } = {},
  ): Placement {
    const { slot } = request;
    return (batch, seat, bookingId) => {
      if (handOver.seat) batch.update(handOver.seat.ref, { bookingId }, { lastUpdateTime: handOver.seat.updateTime! });
      else {
        batch.create(this.seat(slot.id, seat), { bookingId });
        batch.set(this.slot(slot.id), { taken: FieldValue.increment(1) }, { merge: true });
      }
      if (handOver.phoneDay)
        batch.update(handOver.phoneDay.ref, { bookingId }, { lastUpdateTime: handOver.phoneDay.updateTime! });
      else batch.create(this.phoneDay(slot.date, request.phone), { bookingId });
      const record = {
        slotId: slot.id,
        date: slot.date,
        start: slot.start,
        end: slot.end,
        startsAt: ts(slot.startsAt),
        name: request.name,
        phone: request.phone,
        partySize: request.partySize,
        consentAt: ts(request.consentAt),
        smsConsent: request.smsConsent,
        leadId: request.leadId ?? null,
        status: "active",
        createdAt: ts(now),
        cancelledAt: null,
        cancelledBy: null,
        replacedBy: null,
        attendance: null,
        attendanceAt: null,
        seat,
      };
      batch.create(this.booking(bookingId), record);
      return toBooking({ id: bookingId, data: () => record } as unknown as DocumentSnapshot);
    };
  }

  async book(request: NewBooking, now = new Date()): Promise<BookResult> {
    const result = await this.place(request, this.placement(request, now), null, null);
    // Nothing of ours was read as a precondition, so "stale" cannot happen here.
    return result.ok || result.reason !== "stale" ? (result as BookResult) : { ok: false, reason: "full" };
  }

  /**
   * Reads what freeing `snap`'s place needs and returns the writes, each conditional on what was
   * read (the booking itself, its place, its phone-day record), so that a batch built on a stale
   * read fails instead of freeing a place twice.
   */
  private async release(
    snap: DocumentSnapshot,
    patch: DocumentData | null,
    { keepPhoneDay = false } = {},
  ): Promise<Release> {
    const d = snap.data()!;
    const seatSnap = await this.seat(d.slotId, Number(d.seat)).get();
    const phoneSnap = await this.phoneDay(d.date, d.phone).get();
    return (batch) => {
      if (patch) batch.update(snap.ref, patch, { lastUpdateTime: snap.updateTime! });
      if (seatSnap.exists && seatSnap.get("bookingId") === snap.id) {
        batch.delete(seatSnap.ref, { lastUpdateTime: seatSnap.updateTime! });
        batch.set(this.slot(d.slotId), { taken: FieldValue.increment(-1) }, { merge: true });
      }
      if (!keepPhoneDay && phoneSnap.exists && phoneSnap.get("bookingId") === snap.id)
        batch.delete(phoneSnap.ref, { lastUpdateTime: phoneSnap.updateTime! });
    };
  }

  async cancel(id: string, by: Exclude<CancelledBy, "change">, now = new Date()): Promise<CancelResult> {
    for (let reread = 0; ; reread++) {
      const snap = await this.booking(id).get();
      if (!snap.exists) return { ok: false, reason: "not-found" };
      if (snap.get("status") !== "active") return { ok: true, booking: toBooking(snap), changed: false };
      const batch = this.db.batch();
      (await this.release(snap, { status: "cancelled", cancelledAt: ts(now), cancelledBy: by }))(batch);
      try {
        await batch.commit();
        return {
          ok: true,
          booking: { ...toBooking(snap), status: "cancelled", cancelledAt: now, cancelledBy: by },
          changed: true,
        };
      } catch (error) {
        const code = codeOf(error);
        if ((code !== FAILED_PRECONDITION && code !== NOT_FOUND) || reread >= MAX_REREADS) throw error;
      }
    }
  }

  async change(id: string, to: ChangeRequest, now = new Date()): Promise<ChangeResult> {
    for (let reread = 0; ; reread++) {
      const snap = await this.booking(id).get();
      if (!snap.exists) return { ok: false, reason: "not-found" };
      if (snap.get("status") !== "active") return { ok: false, reason: "cancelled" };
      const old = toBooking(snap);
      const seat = Number(snap.get("seat"));
      const request: NewBooking = {
        slot: to.slot,
        capacity: to.capacity,
        name: old.name,
        phone: old.phone,
        partySize: to.partySize ?? old.partySize,
        consentAt: old.consentAt,
        smsConsent: old.smsConsent,
        leadId: old.leadId,
      };
      const sameDay = old.date === to.slot.date;
      const cancelled = (replacedBy: string) => ({
        status: "cancelled",
        cancelledAt: ts(now),
        cancelledBy: "change",
        replacedBy,
      });
      let result: BookResult | { ok: false; reason: "stale" };
      if (old.slotId === to.slot.id) {
        // Same slot: the place and the phone-day record move to the new booking.
        const slotSnap = await this.slot(old.slotId).get();
        if (slotSnap.get("closed") === true) return { ok: false, reason: "closed" };
        const seatSnap = await this.seat(old.slotId, seat).get();
        const phoneSnap = await this.phoneDay(old.date, old.phone).get();
        if (!seatSnap.exists || !phoneSnap.exists)
          throw new Error(`booking ${id} is active without its place or phone-day record`);
        const batch = this.db.batch();
        const booking = this.placement(request, now, { seat: seatSnap, phoneDay: phoneSnap })(
          batch,
          seat,
          newBookingNumber(old.date),
        );
        batch.update(snap.ref, cancelled(booking.id), { lastUpdateTime: snap.updateTime! });
        try {
          await batch.commit();
          result = { ok: true, booking };
        } catch (error) {
          const code = codeOf(error);
          // A racing change or cancel, or (rarely) a booking number already in use: read again.
          if (code !== FAILED_PRECONDITION && code !== NOT_FOUND && code !== ALREADY_EXISTS) throw error;
          result = { ok: false, reason: "stale" };
        }
      } else {
        // Another slot: free the old place and take a new one in the same batch. On the same day
        // the phone-day record is handed to the new booking; on another day it goes and a new one is made.
        const free = await this.release(snap, null, { keepPhoneDay: sameDay });
        const phoneSnap = sameDay ? await this.phoneDay(old.date, old.phone).get() : undefined;
        const placed = this.placement(request, now, { phoneDay: phoneSnap?.exists ? phoneSnap : undefined });
        result = await this.place(
          request,
          (batch, newSeat, bookingId) => {
            const booking = placed(batch, newSeat, bookingId);
            batch.update(snap.ref, cancelled(bookingId), { lastUpdateTime: snap.updateTime! });
            return booking;
          },
          free,
          sameDay ? id : null,
        );
      }
      if (result.ok || result.reason !== "stale") return result as ChangeResult;
      if (reread >= MAX_REREADS) throw new Error(`booking ${id} kept changing while it was being moved`);
    }
  }

  async get(id: string): Promise<VisitBooking | null> {
    const snap = await this.booking(id).get();
    return snap.exists ? toBooking(snap) : null;
  }

  async availability(slotIds: readonly string[], capacity: number): Promise<SlotAvailability[]> {
    if (slotIds.length === 0) return [];
    const snaps = await this.db.getAll(...slotIds.map((s) => this.slot(s) as DocumentReference));
    return snaps.map((snap, i) => {
      const taken = snap.exists ? Number(snap.get("taken") ?? 0) : 0;
      const closed = snap.exists && snap.get("closed") === true;
      return { slotId: slotIds[i]!, taken, closed, left: left(capacity, taken, closed) };
    });
  }

  async listDay(date: string): Promise<VisitBooking[]> {
    const page = await this.db.collection(BOOKINGS).where("date", "==", date).get();
    return page.docs
      .map(toBooking)
      .sort(
        (a, b) =>
          a.startsAt.getTime() - b.startsAt.getTime() ||
          a.createdAt.getTime() - b.createdAt.getTime() ||
          a.id.localeCompare(b.id),
      );
  }

  async markAttendance(id: string, attendance: Attendance | null, now = new Date()): Promise<AttendanceResult> {
    return this.db.runTransaction(async (tx): Promise<AttendanceResult> => {
      const snap = await tx.get(this.booking(id));
      if (!snap.exists) return { ok: false, reason: "not-found" };
      if (snap.get("status") !== "active") return { ok: false, reason: "cancelled" };
      const change = { attendance, attendanceAt: attendance ? ts(now) : null };
      tx.update(snap.ref, change);
      return {
        ok: true,
        booking: toBooking({ id, data: () => ({ ...snap.data(), ...change }) } as unknown as DocumentSnapshot),
      };
    });
  }

  async closeSlot(slotId: string): Promise<void> {
    await this.slot(slotId).set({ closed: true }, { merge: true });
  }

  async reopenSlot(slotId: string): Promise<void> {
    await this.slot(slotId).set({ closed: false }, { merge: true });
  }

  async purge(cutoff: Date): Promise<number> {
    let deleted = 0;
    // Pages of the oldest consents; each booking goes in its own batch with its records.
    for (;;) {
      const page = await this.db
        .collection(BOOKINGS)
        .where("consentAt", "<", ts(cutoff))
        .orderBy("consentAt")
        .limit(100)
        .get();
      if (page.empty) break;
      for (const doc of page.docs) if (await this.deleteBooking(doc.ref)) deleted += 1;
      if (page.size < 100) break;
    }
    return deleted;
  }

  /** Deletes one booking for good, with its place and phone-day record when it is active; false when it is gone already. */
  private async deleteBooking(ref: DocumentReference): Promise<boolean> {
    for (let reread = 0; ; reread++) {
      const snap = await ref.get();
      if (!snap.exists) return false;
      const batch = this.db.batch();
      if (snap.get("status") === "active") (await this.release(snap, null))(batch);
      batch.delete(ref, { lastUpdateTime: snap.updateTime! });
      try {
        await batch.commit();
        return true;
      } catch (error) {
        const code = codeOf(error);
        if ((code !== FAILED_PRECONDITION && code !== NOT_FOUND) || reread >= MAX_REREADS) throw error;
      }
    }
  }

  async bookingsForLead(leadId: string): Promise<VisitBooking[]> {
    const page = await this.db.collection(BOOKINGS).where("leadId", "==", leadId).get();
    return page.docs
      .map(toBooking)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  async removeForLead(leadId: string): Promise<string[]> {
    const page = await this.db.collection(BOOKINGS).where("leadId", "==", leadId).get();
    const removed: string[] = [];
    for (const doc of page.docs) if (await this.deleteBooking(doc.ref)) removed.push(doc.id);
    return removed;
  }
}
