import { expect, it } from "vitest";
import type { LeadOutbox, NewLead } from "@/lib/leads/outbox";
import type { NewSms, SmsOutbox } from "@/lib/messages/outbox";
import type { VisitBookingStore } from "@/lib/visits/bookings";
import { request, S1, S2, S3 } from "@/test-support/contracts/booking-store.contract";
import type { VitalsStore } from "@/lib/site/vitals/histograms";
import { eraseLead } from "@/lib/privacy/erase";
import { retentionCutoffFor, vitalsCutoff } from "@/lib/site/retention";

// What the erasure of a lead and the retention purges need from every store, on both backends
// (stores-sqlite.test.ts: a real file; stores-firestore.test.ts: the real Firestore emulator).

export type PrivacyStores = { leads: LeadOutbox; bookings: VisitBookingStore; sms: SmsOutbox; vitals: VitalsStore };

const now = new Date("2026-11-25T00:00:00Z");
const DAY = 86_400_000;

const lead = (name: string, consentAt: Date = now): NewLead => ({
  form: "visit-booking",
  fields: { name, phone: "01077778888", message: null, birthDate: null, email: null, visitDate: null },
  page: "/Promotion/Visit",
  referrer: null,
  utm: null,
  consentAt,
  idempotencyKey: null,
  hasDestination: true,
});

const sms = (bookingId: string, kind: NewSms["kind"], to: string): NewSms => ({
  bookingId,
  kind,
  to,
  text: `${kind} 안내`,
  notBefore: now,
});

export function privacyStoresContract(open: () => Promise<PrivacyStores>): void {
  it("erasing a lead deletes it, every booking made with it (also a changed one) and their SMS records, and frees the place", async () => {
    const s = await open();
    const a = await s.leads.add(lead("지울고객"), now);
    const b = await s.leads.add(lead("남을고객"), now);
    const first = await s.bookings.book(request({ slot: S1, leadId: a.id }), now);
    const other = await s.bookings.book(request({ slot: S1, leadId: b.id }), now);
    if (!first.ok || !other.ok) throw new Error("booking refused");
    await s.sms.enqueue(sms(first.booking.id, "confirmation", first.booking.phone), now);
    await s.sms.enqueue(sms(first.booking.id, "reminder", first.booking.phone), now);
    const changed = await s.bookings.change(first.booking.id, { slot: S2, capacity: 10 }, now);
    if (!changed.ok) throw new Error("change refused");
    await s.sms.enqueue(sms(changed.booking.id, "confirmation", changed.booking.phone), now);
    await s.sms.enqueue(sms(other.booking.id, "confirmation", other.booking.phone), now);

    expect((await s.bookings.bookingsForLead(a.id)).map((x) => x.id).sort()).toEqual(
      [first.booking.id, changed.booking.id].sort(),
    );
    expect(await s.bookings.availability([S1.id, S2.id], 10)).toMatchObject([{ taken: 1 }, { taken: 1 }]);

    expect(await eraseLead({ leads: s.leads, bookings: s.bookings, sms: s.sms }, a.id)).toEqual({
      lead: true,
      bookings: 2,
      messages: 3,
    });
    expect(await s.leads.get(a.id)).toBeNull();
    expect(await s.bookings.get(first.booking.id)).toBeNull();
    expect(await s.bookings.get(changed.booking.id)).toBeNull();
    expect(await s.bookings.bookingsForLead(a.id)).toEqual([]);
    for (const id of [
      `${first.booking.id}:confirmation`,
      `${first.booking.id}:reminder`,
      `${changed.booking.id}:confirmation`,
    ])
      expect(await s.sms.get(id)).toBeNull();
    // The active booking's place is free again, and its phone may book that day again.
    expect(await s.bookings.availability([S1.id, S2.id], 10)).toMatchObject([{ taken: 1 }, { taken: 0 }]);
    const again = await s.bookings.book(request({ slot: S2, phone: changed.booking.phone }), now);
    expect(again.ok).toBe(true);

    // The other visitor's lead, booking and message are untouched.
    expect(await s.leads.get(b.id)).not.toBeNull();
    expect(await s.bookings.get(other.booking.id)).toMatchObject({ status: "active", leadId: b.id });
    expect(await s.sms.get(`${other.booking.id}:confirmation`)).toMatchObject({ status: "pending" });

    // Asked again (a double submit): nothing left, nothing else touched.
    expect(await eraseLead({ leads: s.leads, bookings: s.bookings, sms: s.sms }, a.id)).toEqual({
      lead: false,
      bookings: 0,
      messages: 0,
    });
    expect(await s.leads.get(b.id)).not.toBeNull();
  }, 60_000);

  it("a lead without a booking is erased alone; a booking without a lead is never reached", async () => {
    const s = await open();
    const a = await s.leads.add(lead("예약없음"), now);
    const loose = await s.bookings.book(request({ slot: S3 }), now);
    if (!loose.ok) throw new Error("booking refused");
    expect(await eraseLead({ leads: s.leads, bookings: s.bookings, sms: s.sms }, a.id)).toEqual({
      lead: true,
      bookings: 0,
      messages: 0,
    });
    expect(await s.bookings.get(loose.booking.id)).not.toBeNull();
    expect(await s.sms.removeForBooking("V-0000-0000")).toBe(0);
    expect(await s.bookings.removeForLead("no-such-lead")).toEqual([]);
  }, 60_000);

  it("the retention purges use the retention table: bookings by consent, SMS records by creation", async () => {
    const s = await open();
    const cutoff = retentionCutoffFor("bookings", now);
    expect(retentionCutoffFor("smsRecords", now)).toEqual(cutoff);
    const old = await s.bookings.book(request({ slot: S1, consentAt: new Date(cutoff.getTime() - 1) }), now);
    const kept = await s.bookings.book(request({ slot: S1, consentAt: cutoff }), now);
    if (!old.ok || !kept.ok) throw new Error("booking refused");
    await s.sms.enqueue(sms(old.booking.id, "confirmation", old.booking.phone), new Date(cutoff.getTime() - 1));
    await s.sms.enqueue(sms(kept.booking.id, "confirmation", kept.booking.phone), cutoff);

    expect(await s.bookings.purge(cutoff)).toBe(1);
    expect(await s.sms.purge(retentionCutoffFor("smsRecords", now))).toBe(1);
    expect(await s.bookings.get(old.booking.id)).toBeNull();
    expect(await s.bookings.get(kept.booking.id)).not.toBeNull();
    expect(await s.sms.get(`${old.booking.id}:confirmation`)).toBeNull();
    expect(await s.sms.get(`${kept.booking.id}:confirmation`)).not.toBeNull();
    expect(await s.bookings.availability([S1.id], 10)).toMatchObject([{ taken: 1 }]);
  }, 60_000);

  it("the vitals purge deletes the histograms of days before the cutoff's Korean day, and only those", async () => {
    const s = await open();
    const cutoff = vitalsCutoff(now);
    const sample = { pageType: "home", device: "mobile", metric: "lcp", value: 1200 } as const;
    await s.vitals.record([sample, { ...sample, metric: "cls", value: 0.01 }], new Date(cutoff.getTime() - 2 * DAY));
    await s.vitals.record([sample], new Date(cutoff.getTime() - DAY));
    await s.vitals.record([sample], cutoff);
    await s.vitals.record([sample], now);
    const all = { from: new Date(cutoff.getTime() - 3 * DAY), to: new Date(now.getTime() + DAY) };
    const total = async () => (await s.vitals.histograms(all)).reduce((n, r) => n + r.count, 0);
    expect(await total()).toBe(5);

    expect(await s.vitals.purge(cutoff)).toBeGreaterThan(0);
    expect(await total()).toBe(2);
    expect(await s.vitals.histograms({ from: cutoff, to: new Date(cutoff.getTime() + 1) })).toHaveLength(1);
    expect(await s.vitals.purge(cutoff)).toBe(0);
  }, 60_000);
}
