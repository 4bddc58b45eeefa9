import "server-only";
import { FieldValue, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import type { Db } from "@/lib/platform/db/sqlite";
import type { VisitBooking } from "@/lib/visits/bookings";
import { BOOKING_COLLECTIONS, bookingDocument, phoneDayDocId } from "@/lib/visits/store/firestore";
import { SqliteVisitBookingStore } from "@/lib/visits/store/sqlite";
import { existing, withRetries, type MigrationReport } from "./copy";

// The bookings' part of the migration (to-firestore.ts): each slot's bookings with their places,
// the slot's counter and the phone-day records, in batches of at most BOOKING_WRITES_MAX writes.

const BOOKING_WRITES_MAX = 450;

export async function copyBookings(sqlite: Db, db: Firestore, report: MigrationReport): Promise<void> {
  const source = new SqliteVisitBookingStore(sqlite);
  const slotIds = sqlite
    .prepare("SELECT slot_id FROM visit_slots UNION SELECT slot_id FROM visit_bookings ORDER BY 1")
    .pluck()
    .all() as string[];
  const closedOf = sqlite.prepare("SELECT closed FROM visit_slots WHERE slot_id = ?").pluck();
  const idsOf = sqlite.prepare("SELECT id FROM visit_bookings WHERE slot_id = ? ORDER BY created_at, id").pluck();
  for (const slotId of slotIds) {
    const closed = closedOf.get(slotId) === 1;
    const bookings: VisitBooking[] = [];
    for (const id of idsOf.all(slotId) as string[]) {
      const booking = await source.get(id);
      if (booking) bookings.push(booking);
    }
    await withRetries(() => copySlot(db, slotId, closed, bookings, report));
  }
}

/** One slot: its bookings not yet in Firestore, a free place each for the active ones, and its counter. */
async function copySlot(
  db: Firestore,
  slotId: string,
  closed: boolean,
  bookings: VisitBooking[],
  report: MigrationReport,
): Promise<void> {
  const bookingsRef = db.collection(BOOKING_COLLECTIONS.bookings);
  const slotRef = db.collection(BOOKING_COLLECTIONS.slots).doc(slotId);
  const seats = slotRef.collection(BOOKING_COLLECTIONS.seats);
  const phoneDays = db.collection(BOOKING_COLLECTIONS.phoneDays);
  const found = await existing(db, [slotRef, ...bookings.map((b) => bookingsRef.doc(b.id))]);
  const fresh = bookings.filter((b) => !found.has(bookingsRef.doc(b.id).path));
  const slotExists = found.has(slotRef.path);
  const counts = {
    bookings: bookings.length - fresh.length,
    slotCreated: 0,
    slotUpdated: 0,
    slotSkipped: 0,
    seats: 0,
    phoneCreated: 0,
    phoneSkipped: 0,
  };
  if (fresh.length === 0 && (slotExists || !closed)) {
    if (slotExists && closed) counts.slotSkipped = 1;
    addSlotCounts(report, { ...counts, created: 0 });
    return;
  }
  // Free place numbers, lowest first, for the active bookings in booking order.
  const taken = new Set((await seats.listDocuments()).map((ref) => Number(ref.id)));
  const active = fresh.filter((b) => b.status === "active");
  const seatOf = new Map<string, number>();
  for (let n = 1; seatOf.size < active.length; n++) if (!taken.has(n)) seatOf.set(active[seatOf.size]!.id, n);
  const phoneFound = await existing(
    db,
    active.map((b) => phoneDays.doc(phoneDayDocId(b.date, b.phone))),
  );
  // Batches of whole bookings (an active one writes its booking, place and phone-day record).
  const chunks: VisitBooking[][] = [[]];
  let writes = 1;
  for (const b of fresh) {
    const cost = b.status === "active" ? 3 : 1;
    if (writes + cost > BOOKING_WRITES_MAX) {
      chunks.push([]);
      writes = 1;
    }
    chunks.at(-1)!.push(b);
    writes += cost;
  }
  let slotWritten = slotExists;
  for (const chunk of chunks) {
    const batch: WriteBatch = db.batch();
    const activeHere = chunk.filter((b) => b.status === "active");
    if (!slotWritten) {
      batch.create(slotRef, { taken: activeHere.length, ...(closed ? { closed: true } : {}) });
      counts.slotCreated += 1;
    } else if (activeHere.length > 0) {
      batch.set(slotRef, { taken: FieldValue.increment(activeHere.length) }, { merge: true });
      counts.slotUpdated += 1;
    }
    for (const b of chunk) {
      const seat = seatOf.get(b.id) ?? null;
      batch.create(bookingsRef.doc(b.id), bookingDocument(b, seat));
      if (seat === null) continue;
      batch.create(seats.doc(String(seat)), { bookingId: b.id });
      counts.seats += 1;
      const phoneRef = phoneDays.doc(phoneDayDocId(b.date, b.phone));
      // Another active booking of this phone that day, made on Firestore: it keeps the record.
      if (phoneFound.has(phoneRef.path)) counts.phoneSkipped += 1;
      else {
        batch.create(phoneRef, { bookingId: b.id });
        counts.phoneCreated += 1;
      }
    }
    await batch.commit();
    slotWritten = true;
  }
  if (slotExists && closed) counts.slotSkipped = 1;
  // The counter of a slot that existed moved by increments: count it once as updated.
  addSlotCounts(report, { ...counts, created: fresh.length, slotUpdated: counts.slotUpdated > 0 ? 1 : 0 });
}

function addSlotCounts(
  report: MigrationReport,
  c: {
    created: number;
    bookings: number;
    slotCreated: number;
    slotUpdated: number;
    slotSkipped: number;
    seats: number;
    phoneCreated: number;
    phoneSkipped: number;
  },
): void {
  report.visit_bookings.created += c.created;
  report.visit_bookings.skipped += c.bookings;
  report.visit_slots.created += c.slotCreated;
  report.visit_slots.updated += c.slotUpdated;
  report.visit_slots.skipped += c.slotSkipped;
  report["visit_slots/*/seats"].created += c.seats;
  report.visit_phone_days.created += c.phoneCreated;
  report.visit_phone_days.skipped += c.phoneSkipped;
}
