import "server-only";
import type { Db } from "@/lib/platform/db/sqlite";
import { SqliteStore, dateOrNull } from "@/lib/platform/db/sqlite-store";
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

// Tables `visit_bookings` and `visit_slots` (one row per slot that has ever been booked or
// closed: its taken count and closed flag) in the shared SQLite file, migration domain "visit".
// Every change runs in one IMMEDIATE transaction: it takes SQLite's write lock before its first
// read, so two connections or processes booking the same slot run one after the other and the
// second sees the first's count. A partial unique index backs "one active booking per phone per
// day" even against a writer that skipped the check. Times are integer milliseconds.

const MIGRATIONS = [
  `CREATE TABLE visit_bookings (
    id TEXT PRIMARY KEY,
    slot_id TEXT NOT NULL,
    visit_date TEXT NOT NULL,
    slot_start TEXT NOT NULL,
    slot_end TEXT NOT NULL,
    starts_at INTEGER NOT NULL,
    name TEXT NOT NULL,
    phone TEXT NOT NULL,
    party_size INTEGER NOT NULL CHECK (party_size BETWEEN 1 AND 4),
    consent_at INTEGER NOT NULL,
    sms_consent INTEGER NOT NULL CHECK (sms_consent IN (0, 1)),
    lead_id TEXT,
    status TEXT NOT NULL CHECK (status IN ('active', 'cancelled')),
    created_at INTEGER NOT NULL,
    cancelled_at INTEGER,
    cancelled_by TEXT CHECK (cancelled_by IN ('visitor', 'admin', 'change')),
    replaced_by TEXT
  );
  CREATE UNIQUE INDEX visit_bookings_phone_day ON visit_bookings (visit_date, phone) WHERE status = 'active';
  CREATE INDEX visit_bookings_day ON visit_bookings (visit_date, starts_at, created_at);
  CREATE TABLE visit_slots (
    slot_id TEXT PRIMARY KEY,
    taken INTEGER NOT NULL DEFAULT 0 CHECK (taken >= 0),
    closed INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1))
  )`,
  // The erasure of one lead's bookings, and the retention purge's range delete.
  `CREATE INDEX visit_bookings_lead ON visit_bookings (lead_id);
  CREATE INDEX visit_bookings_consent ON visit_bookings (consent_at)`,
  // Issue 27, item 5: arrived or no-show, as the staff marked it, and when.
  `ALTER TABLE visit_bookings ADD COLUMN attendance TEXT CHECK (attendance IN ('arrived', 'no-show'));
  ALTER TABLE visit_bookings ADD COLUMN attendance_at INTEGER`,
];

type Row = {
  id: string;
  slot_id: string;
  visit_date: string;
  slot_start: string;
  slot_end: string;
  starts_at: number;
  name: string;
  phone: string;
  party_size: number;
  consent_at: number;
  sms_consent: number;
  lead_id: string | null;
  status: "active" | "cancelled";
  created_at: number;
  cancelled_at: number | null;
  cancelled_by: CancelledBy | null;
  replaced_by: string | null;
  attendance: Attendance | null;
  attendance_at: number | null;
};

function toBooking(r: Row): VisitBooking {
  return {
    id: r.id,
    slotId: r.slot_id,
    date: r.visit_date,
    start: r.slot_start,
    end: r.slot_end,
    startsAt: new Date(r.starts_at),
    name: r.name,
    phone: r.phone,
    partySize: r.party_size,
    consentAt: new Date(r.consent_at),
    smsConsent: r.sms_consent === 1,
    leadId: r.lead_id,
    status: r.status,
    createdAt: new Date(r.created_at),
    cancelledAt: dateOrNull(r.cancelled_at),
    cancelledBy: r.cancelled_by,
    replacedBy: r.replaced_by,
    attendance: r.attendance ?? null,
    attendanceAt: dateOrNull(r.attendance_at ?? null),
  };
}

export class SqliteVisitBookingStore extends SqliteStore implements VisitBookingStore {
  constructor(db: Db) {
    super(db, "visit", MIGRATIONS);
  }

  private row(id: string): Row | undefined {
    return this.sql("SELECT * FROM visit_bookings WHERE id = ?").get(id) as Row | undefined;
  }

  /** The booking steps, inside a transaction the caller opened; `replacing` is exempt from the phone rule. */
  private bookIn(request: NewBooking, now: Date, replacing: string | null): BookResult {
    const { slot } = request;
    const state = this.sql("SELECT taken, closed FROM visit_slots WHERE slot_id = ?").get(slot.id) as
      { taken: number; closed: number } | undefined;
    if (state?.closed === 1) return { ok: false, reason: "closed" };
    const sameDay = this.sql(
      "SELECT id FROM visit_bookings WHERE visit_date = ? AND phone = ? AND status = 'active' AND id IS NOT ?",
    ).get(slot.date, request.phone, replacing);
    if (sameDay) return { ok: false, reason: "phone-taken" };
    if ((state?.taken ?? 0) >= request.capacity) return { ok: false, reason: "full" };
    let id: string | null = null;
    for (let i = 0; i < BOOKING_NUMBER_TRIES && id === null; i++) {
      const candidate = newBookingNumber(slot.date);
      if (!this.row(candidate)) id = candidate;
    }
    if (id === null) throw new Error("예약번호를 만들지 못했습니다 (같은 날 예약번호가 모두 사용 중입니다)");
    this.sql(
      `INSERT INTO visit_bookings (id, slot_id, visit_date, slot_start, slot_end, starts_at, name, phone, party_size, consent_at,
         sms_consent, lead_id, status, created_at)
       VALUES (@id, @slotId, @date, @start, @end, @startsAt, @name, @phone, @partySize, @consentAt, @smsConsent, @leadId, 'active', @now)`,
    ).run({
      id,
      slotId: slot.id,
      date: slot.date,
      start: slot.start,
      end: slot.end,
      startsAt: slot.startsAt.getTime(),
      name: request.name,
      phone: request.phone,
      partySize: request.partySize,
      consentAt: request.consentAt.getTime(),
      smsConsent: request.smsConsent ? 1 : 0,
      leadId: request.leadId ?? null,
      now: now.getTime(),
    });
    this.sql(
      "INSERT INTO visit_slots (slot_id, taken) VALUES (?, 1) ON CONFLICT (slot_id) DO UPDATE SET taken = taken + 1",
    ).run(slot.id);
    return { ok: true, booking: toBooking(this.row(id)!) };
  }

  /** Marks an active booking cancelled and frees its place; false when it was not active. */
  private cancelIn(id: string, by: CancelledBy, now: Date, replacedBy: string | null): boolean {
    const cancelled = this.sql(
      `UPDATE visit_bookings SET status = 'cancelled', cancelled_at = ?, cancelled_by = ?, replaced_by = ?
        WHERE id = ? AND status = 'active' RETURNING slot_id`,
    ).get(now.getTime(), by, replacedBy, id) as { slot_id: string } | undefined;
    if (!cancelled) return false;
    this.sql("UPDATE visit_slots SET taken = taken - 1 WHERE slot_id = ? AND taken > 0").run(cancelled.slot_id);
    return true;
  }

  async book(request: NewBooking, now = new Date()): Promise<BookResult> {
    return this.db.transaction(() => this.bookIn(request, now, null)).immediate();
  }

  async cancel(id: string, by: Exclude<CancelledBy, "change">, now = new Date()): Promise<CancelResult> {
    return this.db
      .transaction((): CancelResult => {
        if (!this.row(id)) return { ok: false, reason: "not-found" };
        const changed = this.cancelIn(id, by, now, null);
        return { ok: true, booking: toBooking(this.row(id)!), changed };
      })
      .immediate();
  }

  async change(id: string, to: ChangeRequest, now = new Date()): Promise<ChangeResult> {
    try {
      return this.changeIn(id, to, now);
    } catch (error) {
      if (error instanceof Refused) return error.result;
      throw error;
    }
  }

  private changeIn(id: string, to: ChangeRequest, now: Date): ChangeResult {
    return this.db
      .transaction((): ChangeResult => {
        const old = this.row(id);
        if (!old) return { ok: false, reason: "not-found" };
        if (old.status !== "active") return { ok: false, reason: "cancelled" };
        // Free the old place first (the new slot may be the same one), then book; a refusal
        // throws to roll the release back.
        this.cancelIn(id, "change", now, null);
        const booked = this.bookIn(
          {
            slot: to.slot,
            capacity: to.capacity,
            name: old.name,
            phone: old.phone,
            partySize: to.partySize ?? old.party_size,
            consentAt: new Date(old.consent_at),
            smsConsent: old.sms_consent === 1,
            leadId: old.lead_id,
          },
          now,
          id,
        );
        if (!booked.ok) throw new Refused(booked);
        this.sql("UPDATE visit_bookings SET replaced_by = ? WHERE id = ?").run(booked.booking.id, id);
        return booked;
      })
      .immediate();
  }

  async get(id: string): Promise<VisitBooking | null> {
    const row = this.row(id);
    return row ? toBooking(row) : null;
  }

  async availability(slotIds: readonly string[], capacity: number): Promise<SlotAvailability[]> {
    const rows = this.sql(
      "SELECT slot_id, taken, closed FROM visit_slots WHERE slot_id IN (SELECT value FROM json_each(?))",
    ).all(JSON.stringify(slotIds)) as { slot_id: string; taken: number; closed: number }[];
    const bySlot = new Map(rows.map((r) => [r.slot_id, r]));
    return slotIds.map((slotId) => {
      const r = bySlot.get(slotId);
      const taken = r?.taken ?? 0;
      const closed = r?.closed === 1;
      return { slotId, taken, closed, left: left(capacity, taken, closed) };
    });
  }

  async listDay(date: string): Promise<VisitBooking[]> {
    const rows = this.sql("SELECT * FROM visit_bookings WHERE visit_date = ? ORDER BY starts_at, created_at, id").all(
      date,
    ) as Row[];
    return rows.map(toBooking);
  }

  async markAttendance(id: string, attendance: Attendance | null, now = new Date()): Promise<AttendanceResult> {
    const row = this.sql(
      "UPDATE visit_bookings SET attendance = ?, attendance_at = ? WHERE id = ? AND status = 'active' RETURNING *",
    ).get(attendance, attendance ? now.getTime() : null, id) as Row | undefined;
    if (row) return { ok: true, booking: toBooking(row) };
    return { ok: false, reason: this.row(id) ? "cancelled" : "not-found" };
  }

  async closeSlot(slotId: string): Promise<void> {
    this.sql(
      "INSERT INTO visit_slots (slot_id, closed) VALUES (?, 1) ON CONFLICT (slot_id) DO UPDATE SET closed = 1",
    ).run(slotId);
  }

  async reopenSlot(slotId: string): Promise<void> {
    this.sql("UPDATE visit_slots SET closed = 0 WHERE slot_id = ?").run(slotId);
  }

  async purge(cutoff: Date): Promise<number> {
    const deleted = this.db
      .transaction(() => {
        const rows = this.sql("DELETE FROM visit_bookings WHERE consent_at < ? RETURNING slot_id, status").all(
          cutoff.getTime(),
        ) as { slot_id: string; status: string }[];
        for (const r of rows)
          if (r.status === "active")
            this.sql("UPDATE visit_slots SET taken = taken - 1 WHERE slot_id = ? AND taken > 0").run(r.slot_id);
        return rows.length;
      })
      .immediate();
    // secure_delete overwrote the rows in the file; the checkpoint empties the WAL that still held them.
    if (deleted > 0) this.db.pragma("wal_checkpoint(TRUNCATE)");
    return deleted;
  }

  async bookingsForLead(leadId: string): Promise<VisitBooking[]> {
    return (
      this.sql("SELECT * FROM visit_bookings WHERE lead_id = ? ORDER BY created_at, id").all(leadId) as Row[]
    ).map(toBooking);
  }

  async removeForLead(leadId: string): Promise<string[]> {
    const ids = this.db
      .transaction(() => {
        const rows = this.sql("DELETE FROM visit_bookings WHERE lead_id = ? RETURNING id, slot_id, status").all(
          leadId,
        ) as { id: string; slot_id: string; status: string }[];
        for (const r of rows)
          if (r.status === "active")
            this.sql("UPDATE visit_slots SET taken = taken - 1 WHERE slot_id = ? AND taken > 0").run(r.slot_id);
        return rows.map((r) => r.id);
      })
      .immediate();
    if (ids.length > 0) this.db.pragma("wal_checkpoint(TRUNCATE)");
    return ids;
  }
}

/** Thrown inside change()'s transaction to roll back the release of the old place. */
class Refused extends Error {
  constructor(readonly result: ChangeResult) {
    super("refused");
  }
}
