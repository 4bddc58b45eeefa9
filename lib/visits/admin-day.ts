import "server-only";
import type { SlotAvailability, VisitBooking, VisitBookingStore } from "./bookings";
import { hoursOn, slotsOn, type Slot, type VisitCalendar } from "@/lib/site/content/visit-calendar";

// The administrator's view of one visit day: every slot of the calendar with its places taken
// and left, its closed flag, its bookings (active first) and the head count, plus bookings whose
// slot the calendar no longer has (hours changed after they were made), so none is hidden.

export type AdminSlotRow = { slot: Slot; availability: SlotAvailability; bookings: VisitBooking[]; people: number };
export type AdminDay = {
  date: string;
  hours: { open: string; close: string; note?: string } | null;
  rows: AdminSlotRow[];
  elsewhere: VisitBooking[];
  people: number;
};

export async function adminDay(store: VisitBookingStore, calendar: VisitCalendar, date: string): Promise<AdminDay> {
  const slots = slotsOn(calendar, date);
  const [availability, bookings] = await Promise.all([
    store.availability(
      slots.map((s) => s.id),
      calendar.capacity,
    ),
    store.listDay(date),
  ]);
  const active = (b: VisitBooking) => b.status === "active";
  const rows = slots.map((slot, i) => {
    const mine = bookings.filter((b) => b.slotId === slot.id).sort((a, b) => Number(active(b)) - Number(active(a)));
    return {
      slot,
      availability: availability[i]!,
      bookings: mine,
      people: mine.filter(active).reduce((n, b) => n + b.partySize, 0),
    };
  });
  const known = new Set(slots.map((s) => s.id));
  const elsewhere = bookings.filter((b) => !known.has(b.slotId));
  return {
    date,
    hours: hoursOn(calendar, date),
    rows,
    elsewhere,
    people: rows.reduce((n, r) => n + r.people, 0) + elsewhere.filter(active).reduce((n, b) => n + b.partySize, 0),
  };
}
