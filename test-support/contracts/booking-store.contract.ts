import { expect, it } from "vitest";
import {
  type BookResult,
  type NewBooking,
  type VisitBookingStore,
  BOOKING_NUMBER_PATTERN,
} from "@/lib/visits/bookings";
import { slotsOn, visitCalendarSchema, type Slot } from "@/lib/site/content/visit-calendar";

// The behaviour both booking stores must share, run by lib/visits/store/sqlite.test.ts
// and store/firestore.test.ts. `concurrently` books many requests at the same moment the
// way the adapter would meet them in production: separate processes on one SQLite file; separate
// clients of one Firestore.

export type ContractHarness = {
  open: () => Promise<VisitBookingStore>;
  concurrently: (store: VisitBookingStore, requests: NewBooking[]) => Promise<BookResult[]>;
};

export const contractCalendar = visitCalendarSchema.parse({
  timeZone: "Asia/Seoul",
  slotMinutes: 60,
  capacity: 10,
  daysAhead: 14,
  weekly: [{ days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], open: "10:00", close: "18:00" }],
});

const now = new Date("2026-11-25T00:00:00Z");
const slotOf = (date: string, start: string): Slot => slotsOn(contractCalendar, date).find((s) => s.start === start)!;
export const S1 = slotOf("2026-11-26", "10:00");
export const S2 = slotOf("2026-11-26", "11:00");
export const S3 = slotOf("2026-11-27", "10:00");

let phones = 0;
export function request(over: Partial<NewBooking> = {}): NewBooking {
  phones += 1;
  return {
    slot: S1,
    capacity: 10,
    name: "김하늘",
    phone: `010${String(20_000_000 + phones).padStart(8, "0")}`,
    partySize: 2,
    consentAt: now,
    smsConsent: true,
    ...over,
  };
}

export function bookingStoreContract({ open, concurrently }: ContractHarness): void {
  it("50 bookings at the same moment for a slot of 10 give exactly 10 bookings and 40 'full'", async () => {
    const store = await open();
    const requests = Array.from({ length: 50 }, () => request({ slot: S1, capacity: 10 }));
    const results = await concurrently(store, requests);
    expect(results).toHaveLength(50);
    const booked = results.filter((r) => r.ok);
    expect(booked).toHaveLength(10);
    expect(results.filter((r) => !r.ok && r.reason === "full")).toHaveLength(40);
    expect(new Set(booked.map((r) => (r.ok ? r.booking.id : ""))).size).toBe(10);
    expect(await store.availability([S1.id], 10)).toEqual([{ slotId: S1.id, taken: 10, closed: false, left: 0 }]);
    expect((await store.listDay(S1.date)).filter((b) => b.status === "active")).toHaveLength(10);
  }, 60_000);

  it("a booking has a person-readable number and keeps what was booked", async () => {
    const store = await open();
    const r = request({ partySize: 3, leadId: "lead-1" });
    const result = await store.book(r, now);
    if (!result.ok) throw new Error(result.reason);
    expect(result.booking.id).toMatch(BOOKING_NUMBER_PATTERN);
    expect(result.booking.id.startsWith("V-1126-")).toBe(true);
    const stored = await store.get(result.booking.id);
    expect(stored).toEqual({
      id: result.booking.id,
      slotId: S1.id,
      date: "2026-11-26",
      start: "10:00",
      end: "11:00",
      startsAt: S1.startsAt,
      name: "김하늘",
      phone: r.phone,
      partySize: 3,
      consentAt: now,
      smsConsent: true,
      leadId: "lead-1",
      status: "active",
      createdAt: now,
      cancelledAt: null,
      cancelledBy: null,
      replacedBy: null,
      attendance: null,
      attendanceAt: null,
    });
    expect(result.booking).toEqual(stored);
    expect(await store.get("V-0000-0000")).toBeNull();
  });

  it("capacity counts groups, not people: a party of 4 takes one place", async () => {
    const store = await open();
    for (let i = 0; i < 3; i++)
      expect((await store.book(request({ slot: S2, capacity: 3, partySize: 4 }), now)).ok).toBe(true);
    expect(await store.book(request({ slot: S2, capacity: 3, partySize: 1 }), now)).toEqual({
      ok: false,
      reason: "full",
    });
    expect(await store.availability([S2.id, S3.id], 3)).toEqual([
      { slotId: S2.id, taken: 3, closed: false, left: 0 },
      { slotId: S3.id, taken: 0, closed: false, left: 3 },
    ]);
  });

  it("a phone number holds one active booking per day, another day is fine, and a cancel frees it", async () => {
    const store = await open();
    const first = await store.book(request({ phone: "01077778888", slot: S1 }), now);
    expect(first.ok).toBe(true);
    expect(await store.book(request({ phone: "01077778888", slot: S2 }), now)).toEqual({
      ok: false,
      reason: "phone-taken",
    });
    expect((await store.book(request({ phone: "01077778888", slot: S3 }), now)).ok).toBe(true);
    if (!first.ok) return;
    await store.cancel(first.booking.id, "visitor", now);
    expect((await store.book(request({ phone: "01077778888", slot: S2 }), now)).ok).toBe(true);
  });

  it("cancel frees the place, is idempotent, and a stranger's id is not found", async () => {
    const store = await open();
    const a = await store.book(request({ slot: S2, capacity: 1 }), now);
    if (!a.ok) throw new Error(a.reason);
    expect(await store.book(request({ slot: S2, capacity: 1 }), now)).toEqual({ ok: false, reason: "full" });
    const later = new Date(now.getTime() + 60_000);
    const cancelled = await store.cancel(a.booking.id, "visitor", later);
    expect(cancelled).toMatchObject({
      ok: true,
      changed: true,
      booking: { status: "cancelled", cancelledBy: "visitor", cancelledAt: later },
    });
    expect(await store.availability([S2.id], 1)).toEqual([{ slotId: S2.id, taken: 0, closed: false, left: 1 }]);
    const again = await store.cancel(a.booking.id, "admin", new Date(later.getTime() + 1));
    expect(again).toMatchObject({ ok: true, changed: false, booking: { cancelledBy: "visitor", cancelledAt: later } });
    expect(await store.availability([S2.id], 1)).toEqual([{ slotId: S2.id, taken: 0, closed: false, left: 1 }]);
    expect((await store.book(request({ slot: S2, capacity: 1 }), now)).ok).toBe(true);
    expect(await store.cancel("V-9999-9999", "visitor", now)).toEqual({ ok: false, reason: "not-found" });
  });

  it("a closed slot refuses bookings, keeps the ones it has, and takes bookings again when reopened", async () => {
    const store = await open();
    const kept = await store.book(request({ slot: S3 }), now);
    await store.closeSlot(S3.id);
    expect(await store.book(request({ slot: S3 }), now)).toEqual({ ok: false, reason: "closed" });
    expect(await store.availability([S3.id], 10)).toEqual([{ slotId: S3.id, taken: 1, closed: true, left: 0 }]);
    if (kept.ok) expect((await store.get(kept.booking.id))?.status).toBe("active");
    await store.reopenSlot(S3.id);
    expect((await store.book(request({ slot: S3 }), now)).ok).toBe(true);
    expect(await store.availability([S3.id], 10)).toEqual([{ slotId: S3.id, taken: 2, closed: false, left: 8 }]);
    // Closing a slot nobody booked yet.
    const empty = slotOf("2026-11-27", "15:00");
    await store.closeSlot(empty.id);
    expect(await store.book(request({ slot: empty }), now)).toEqual({ ok: false, reason: "closed" });
  });

  it("change moves a booking to another slot in one step, under a new number; a full target leaves it as it was", async () => {
    const store = await open();
    const original = await store.book(request({ slot: S1, phone: "01012341234", partySize: 2 }), now);
    if (!original.ok) throw new Error(original.reason);
    // Same day, other slot: the phone rule does not count the booking being replaced.
    const moved = await store.change(original.booking.id, { slot: S2, capacity: 10, partySize: 4 }, now);
    if (!moved.ok) throw new Error(moved.reason);
    expect(moved.booking).toMatchObject({ slotId: S2.id, phone: "01012341234", partySize: 4, status: "active" });
    expect(moved.booking.id).not.toBe(original.booking.id);
    expect(await store.get(original.booking.id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "change",
      replacedBy: moved.booking.id,
    });
    expect(await store.availability([S1.id, S2.id], 10)).toEqual([
      { slotId: S1.id, taken: 0, closed: false, left: 10 },
      { slotId: S2.id, taken: 1, closed: false, left: 9 },
    ]);
    // A full target: nothing changes.
    const full = slotOf("2026-11-27", "12:00");
    await store.book(request({ slot: full, capacity: 1 }), now);
    expect(await store.change(moved.booking.id, { slot: full, capacity: 1 }, now)).toEqual({
      ok: false,
      reason: "full",
    });
    expect((await store.get(moved.booking.id))?.status).toBe("active");
    expect(await store.availability([S2.id], 10)).toEqual([{ slotId: S2.id, taken: 1, closed: false, left: 9 }]);
    // Same slot (party size only), then another day.
    const same = await store.change(moved.booking.id, { slot: S2, capacity: 1, partySize: 1 }, now);
    if (!same.ok) throw new Error(same.reason);
    expect(await store.availability([S2.id], 1)).toEqual([{ slotId: S2.id, taken: 1, closed: false, left: 0 }]);
    const nextDay = await store.change(same.booking.id, { slot: S3, capacity: 10 }, now);
    expect(nextDay.ok).toBe(true);
    expect(await store.availability([S2.id, S3.id], 10)).toEqual([
      { slotId: S2.id, taken: 0, closed: false, left: 10 },
      { slotId: S3.id, taken: 1, closed: false, left: 9 },
    ]);
    // The phone is free again on the first day, and a cancelled booking cannot be changed.
    expect((await store.book(request({ slot: S1, phone: "01012341234" }), now)).ok).toBe(true);
    expect(await store.change(original.booking.id, { slot: S3, capacity: 10 }, now)).toEqual({
      ok: false,
      reason: "cancelled",
    });
    expect(await store.change("V-0101-0000", { slot: S3, capacity: 10 }, now)).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("the staff mark an active booking arrived or no-show, change their mind, and cannot mark a cancelled or unknown one", async () => {
    const store = await open();
    const booked = await store.book(request({ slot: S2 }), now);
    const other = await store.book(request({ slot: S2 }), now);
    if (!booked.ok || !other.ok) throw new Error("booking failed");
    expect(booked.booking).toMatchObject({ attendance: null, attendanceAt: null });
    const at = new Date(now.getTime() + 3_600_000);
    const arrived = await store.markAttendance(booked.booking.id, "arrived", at);
    expect(arrived).toMatchObject({
      ok: true,
      booking: { id: booked.booking.id, attendance: "arrived", attendanceAt: at },
    });
    expect(await store.get(booked.booking.id)).toMatchObject({ attendance: "arrived", attendanceAt: at });
    expect(await store.markAttendance(booked.booking.id, "no-show", at)).toMatchObject({
      ok: true,
      booking: { attendance: "no-show" },
    });
    expect(await store.markAttendance(booked.booking.id, null, at)).toMatchObject({
      ok: true,
      booking: { attendance: null, attendanceAt: null },
    });
    await store.markAttendance(booked.booking.id, "arrived", at);
    const day = await store.listDay(S2.date);
    expect(day.find((b) => b.id === booked.booking.id)?.attendance).toBe("arrived");
    expect(day.find((b) => b.id === other.booking.id)?.attendance).toBeNull();
    await store.cancel(other.booking.id, "admin", at);
    expect(await store.markAttendance(other.booking.id, "arrived", at)).toEqual({ ok: false, reason: "cancelled" });
    expect(await store.markAttendance("V-1126-0000", "arrived", at)).toEqual({ ok: false, reason: "not-found" });
  });

  it("lists a day's bookings by slot, then booking time, cancelled ones included (admin)", async () => {
    const store = await open();
    const t = (s: number) => new Date(now.getTime() + s * 1000);
    const late = await store.book(request({ slot: S2, name: "나중" }), t(1));
    const early = await store.book(request({ slot: S1, name: "먼저" }), t(2));
    const second = await store.book(request({ slot: S1, name: "둘째" }), t(3));
    await store.book(request({ slot: S3, name: "다른날" }), t(4));
    if (!second.ok) throw new Error(second.reason);
    await store.cancel(second.booking.id, "admin", t(5));
    const day = await store.listDay("2026-11-26");
    expect(day.map((b) => [b.name, b.status])).toEqual([
      ["먼저", "active"],
      ["둘째", "cancelled"],
      ["나중", "active"],
    ]);
    expect(late.ok && early.ok).toBe(true);
  });

  it("retention: bookings whose consent is past the period go, with their place; newer ones stay", async () => {
    const store = await open();
    const old = new Date(now.getTime() - 3 * 365 * 86_400_000);
    const gone = await store.book(request({ slot: S2, capacity: 2, consentAt: old, phone: "01050505050" }), now);
    const stays = await store.book(request({ slot: S2, capacity: 2 }), now);
    if (!gone.ok || !stays.ok) throw new Error("not booked");
    expect(await store.purge(new Date(now.getTime() - 365 * 86_400_000))).toBe(1);
    expect(await store.get(gone.booking.id)).toBeNull();
    expect(await store.get(stays.booking.id)).not.toBeNull();
    expect(await store.availability([S2.id], 2)).toEqual([{ slotId: S2.id, taken: 1, closed: false, left: 1 }]);
    // Its phone can book that day again.
    expect((await store.book(request({ slot: S2, capacity: 2, phone: "01050505050" }), now)).ok).toBe(true);
    expect(await store.purge(new Date(now.getTime() - 365 * 86_400_000))).toBe(0);
  });
}
