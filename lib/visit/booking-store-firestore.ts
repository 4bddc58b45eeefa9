import "server-only";
import {
  getFirestore,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import { firebaseApp } from "@/lib/firebase/admin";
import {
  BOOKING_NUMBER_TRIES,
  left,
  newBookingNumber,
  type BookResult,
  type CancelResult,
  type CancelledBy,
  type ChangeRequest,
  type ChangeResult,
  type NewBooking,
  type SlotAvailability,
  type VisitBooking,
  type VisitBookingStore,
} from "./booking-store";

// Collections:
//   visit_bookings/{bookingNumber}          the booking (and `seat`, its place number in the slot)
//   visit_slots/{slotId}                    the slot's counter document: { taken, closed }
//   visit_slots/{slotId}/seats/{1..cap}     one document per taken place: { bookingId }
//   visit_phone_days/{date}_{phone}         exists while that phone holds an active booking that day
//
// Every change is one transaction that reads the counter document (and the slot's seats, the
// phone-day record) before it writes. Firestore's server SDK locks what a transaction read, so
// two bookings of one slot run one after the other. The writes are also guarded by preconditions
// Firestore checks on commit: a place and a phone-day record are *created* (exists = false), so
// two transactions that both saw place 7 free cannot both take it; the loser fails with
// ALREADY_EXISTS and runs again (withRetry) against the new state. The counter document is what
// pages read for "seats left"; the seat documents make the limit hold even where locking is
// weaker (the in-memory emulator the contract tests use has no transaction isolation at all).

const BOOKINGS = "visit_bookings";
const SLOTS = "visit_slots";
const SEATS = "seats";
const PHONE_DAYS = "visit_phone_days";
/** Reruns of a transaction that lost a race (ALREADY_EXISTS) or was aborted. */
const MAX_RUNS = 60;

const ts = (d: Date) => Timestamp.fromDate(d);
const toDate = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : null);

function toBooking(snap: DocumentSnapshot): VisitBooking {
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
  };
}

/** gRPC status codes worth running the whole transaction again for. */
function isRace(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 6 /* ALREADY_EXISTS */ || code === 10 /* ABORTED */;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Refusal = { ok: false; reason: "full" | "closed" | "phone-taken" };

export class FirestoreVisitBookingStore implements VisitBookingStore {
  constructor(private readonly db: Firestore = getFirestore(firebaseApp())) {}

  private booking(id: string) {
    return this.db.collection(BOOKINGS).doc(id);
  }
  private slot(slotId: string) {
    return this.db.collection(SLOTS).doc(slotId);
  }
  private phoneDay(date: string, phone: string) {
    return this.db.collection(PHONE_DAYS).doc(`${date}_${phone}`);
  }

  private async withRetry<T>(run: (tx: Transaction) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.runTransaction(run);
      } catch (error) {
        if (!isRace(error) || attempt >= MAX_RUNS) throw error;
        await pause(Math.random() * Math.min(5 * attempt, 50));
      }
    }
  }

  /**
   * Reads for a booking of `request` (all reads come before writes in a transaction) and decides;
   * returns the writes to make, or the refusal. `replacing` is the active booking change() frees.
   */
  private async plan(
    tx: Transaction,
    request: NewBooking,
    now: Date,
    replacing: DocumentSnapshot | null,
  ): Promise<Refusal | { ok: true; write: () => VisitBooking }> {
    const { slot } = request;
    const slotRef = this.slot(slot.id);
    const [slotSnap, seats, phoneSnap] = await Promise.all([
      tx.get(slotRef),
      tx.get(slotRef.collection(SEATS)),
      tx.get(this.phoneDay(slot.date, request.phone)),
    ]);
    const old = replacing?.data();
    const sameSlot = old?.slotId === slot.id;
    if (slotSnap.get("closed") === true) return { ok: false, reason: "closed" };
    if (phoneSnap.exists && phoneSnap.get("bookingId") !== replacing?.id) return { ok: false, reason: "phone-taken" };
    const takenSeats = new Set(seats.docs.filter((d) => !(sameSlot && d.get("bookingId") === replacing?.id)).map((d) => Number(d.id)));
    let seat = 0;
    if (sameSlot && old) seat = Number(old.seat);
    else for (let n = 1; n <= request.capacity && seat === 0; n++) if (!takenSeats.has(n)) seat = n;
    if (seat === 0 || takenSeats.size >= request.capacity) return { ok: false, reason: "full" };
    let id: string | null = null;
    for (let i = 0; i < BOOKING_NUMBER_TRIES && id === null; i++) {
      const candidate = newBookingNumber(slot.date);
      if (!(await tx.get(this.booking(candidate))).exists) id = candidate;
    }
    if (id === null) throw new Error("예약번호를 만들지 못했습니다 (같은 날 예약번호가 모두 사용 중입니다)");
    const bookingId = id;
    return {
      ok: true,
      write: () => {
        const seatRef = slotRef.collection(SEATS).doc(String(seat));
        // The place first: if another transaction took it, the commit fails here, before anything else.
        if (sameSlot) tx.update(seatRef, { bookingId });
        else tx.create(seatRef, { bookingId });
        const phoneRef = this.phoneDay(slot.date, request.phone);
        if (phoneSnap.exists) tx.update(phoneRef, { bookingId });
        else tx.create(phoneRef, { bookingId });
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
          seat,
        };
        tx.create(this.booking(bookingId), record);
        tx.set(slotRef, { taken: takenSeats.size + 1 }, { merge: true });
        return toBooking({ id: bookingId, data: () => record } as unknown as DocumentSnapshot);
      },
    };
  }

  async book(request: NewBooking, now = new Date()): Promise<BookResult> {
    return this.withRetry(async (tx) => {
      const plan = await this.plan(tx, request, now, null);
      return plan.ok ? { ok: true, booking: plan.write() } : plan;
    });
  }

  /** Reads what freeing `snap`'s place needs; returns the writes. */
  private async release(tx: Transaction, snap: DocumentSnapshot, { keepPhoneDay = false } = {}): Promise<(patch: DocumentData | null) => void> {
    const d = snap.data()!;
    const slotRef = this.slot(d.slotId);
    const phoneRef = this.phoneDay(d.date, d.phone);
    const [slotSnap, seatSnap, phoneSnap] = await Promise.all([
      tx.get(slotRef),
      tx.get(slotRef.collection(SEATS).doc(String(d.seat))),
      tx.get(phoneRef),
    ]);
    return (patch) => {
      if (patch) tx.update(snap.ref, patch);
      if (seatSnap.exists && seatSnap.get("bookingId") === snap.id) tx.delete(seatSnap.ref);
      if (!keepPhoneDay && phoneSnap.exists && phoneSnap.get("bookingId") === snap.id) tx.delete(phoneRef);
      if (slotSnap.exists) tx.update(slotRef, { taken: Math.max(Number(slotSnap.get("taken") ?? 0) - 1, 0) });
    };
  }

  async cancel(id: string, by: Exclude<CancelledBy, "change">, now = new Date()): Promise<CancelResult> {
    return this.withRetry(async (tx): Promise<CancelResult> => {
      const snap = await tx.get(this.booking(id));
      if (!snap.exists) return { ok: false, reason: "not-found" };
      if (snap.get("status") !== "active") return { ok: true, booking: toBooking(snap), changed: false };
      const free = await this.release(tx, snap);
      const patch = { status: "cancelled", cancelledAt: ts(now), cancelledBy: by };
      free(patch);
      return { ok: true, booking: { ...toBooking(snap), status: "cancelled", cancelledAt: now, cancelledBy: by }, changed: true };
    });
  }

  async change(id: string, to: ChangeRequest, now = new Date()): Promise<ChangeResult> {
    return this.withRetry(async (tx): Promise<ChangeResult> => {
      const snap = await tx.get(this.booking(id));
      if (!snap.exists) return { ok: false, reason: "not-found" };
      if (snap.get("status") !== "active") return { ok: false, reason: "cancelled" };
      const old = toBooking(snap);
      const plan = await this.plan(
        tx,
        {
          slot: to.slot,
          capacity: to.capacity,
          name: old.name,
          phone: old.phone,
          partySize: to.partySize ?? old.partySize,
          consentAt: old.consentAt,
          smsConsent: old.smsConsent,
          leadId: old.leadId,
        },
        now,
        snap,
      );
      if (!plan.ok) return plan;
      if (old.slotId === to.slot.id) {
        // Same slot: the place and the phone-day record move to the new booking (plan's writes).
        const booking = plan.write();
        tx.update(snap.ref, { status: "cancelled", cancelledAt: ts(now), cancelledBy: "change", replacedBy: booking.id });
        return { ok: true, booking };
      }
      // Same day: plan's writes hand the phone-day record to the new booking; release leaves it.
      const free = await this.release(tx, snap, { keepPhoneDay: old.date === to.slot.date });
      const booking = plan.write();
      free({ status: "cancelled", cancelledAt: ts(now), cancelledBy: "change", replacedBy: booking.id });
      return { ok: true, booking };
    });
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
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  async closeSlot(slotId: string): Promise<void> {
    await this.slot(slotId).set({ closed: true }, { merge: true });
  }

  async reopenSlot(slotId: string): Promise<void> {
    await this.slot(slotId).set({ closed: false }, { merge: true });
  }

  async purge(cutoff: Date): Promise<number> {
    let deleted = 0;
    // Pages of the oldest consents; each booking goes in its own transaction with its records.
    for (;;) {
      const page = await this.db.collection(BOOKINGS).where("consentAt", "<", ts(cutoff)).orderBy("consentAt").limit(100).get();
      if (page.empty) break;
      for (const doc of page.docs) {
        await this.withRetry(async (tx) => {
          const snap = await tx.get(doc.ref);
          if (!snap.exists) return;
          if (snap.get("status") === "active") (await this.release(tx, snap))(null);
          tx.delete(doc.ref);
        });
        deleted += 1;
      }
      if (page.size < 100) break;
    }
    return deleted;
  }

  async bookingsForLead(leadId: string): Promise<VisitBooking[]> {
    const page = await this.db.collection(BOOKINGS).where("leadId", "==", leadId).get();
    return page.docs.map(toBooking).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  async removeForLead(leadId: string): Promise<string[]> {
    const page = await this.db.collection(BOOKINGS).where("leadId", "==", leadId).get();
    const removed: string[] = [];
    for (const doc of page.docs) {
      // Each booking in its own transaction with its place, read one document after another.
      const gone = await this.withRetry(async (tx) => {
        const snap = await tx.get(doc.ref);
        if (!snap.exists) return false;
        const d = snap.data()!;
        if (d.status === "active") {
          const slotRef = this.slot(d.slotId);
          const seatRef = slotRef.collection(SEATS).doc(String(d.seat));
          const phoneRef = this.phoneDay(d.date, d.phone);
          const slotSnap = await tx.get(slotRef);
          const seatSnap = await tx.get(seatRef);
          const phoneSnap = await tx.get(phoneRef);
          if (seatSnap.exists && seatSnap.get("bookingId") === snap.id) tx.delete(seatRef);
          if (phoneSnap.exists && phoneSnap.get("bookingId") === snap.id) tx.delete(phoneRef);
          if (slotSnap.exists) tx.update(slotRef, { taken: Math.max(Number(slotSnap.get("taken") ?? 0) - 1, 0) });
        }
        tx.delete(doc.ref);
        return true;
      });
      if (gone) removed.push(doc.id);
    }
    return removed;
  }
}
