import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { adminDay } from "./admin-day";
import { contractCalendar, request, S1, S2 } from "@/test-support/contracts/booking-store.contract";
import { SqliteVisitBookingStore } from "./store/sqlite";
import { slotsOn, visitCalendarSchema } from "@/lib/site/content/visit-calendar";

describe("admin day view", () => {
  afterEach(() => closeAllDbs());

  it("every slot with places, closed flag, bookings (active first) and head count", async () => {
    const store = new SqliteVisitBookingStore(
      openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "visit-admin-")), "site.db")),
    );
    const a = await store.book(request({ slot: S1, partySize: 3, name: "가" }));
    const b = await store.book(request({ slot: S1, partySize: 2, name: "나" }));
    await store.book(request({ slot: S2, partySize: 4, name: "다" }));
    if (!a.ok || !b.ok) throw new Error("not booked");
    await store.cancel(a.booking.id, "admin");
    await store.closeSlot(S2.id);
    const day = await adminDay(store, contractCalendar, "2026-11-26");
    expect(day.hours).toEqual({ open: "10:00", close: "18:00" });
    expect(day.rows).toHaveLength(8);
    expect(day.rows[0]).toMatchObject({ availability: { taken: 1, left: 9, closed: false }, people: 2 });
    expect(day.rows[0]!.bookings.map((x) => [x.name, x.status])).toEqual([
      ["나", "active"],
      ["가", "cancelled"],
    ]);
    expect(day.rows[1]).toMatchObject({ availability: { taken: 1, left: 0, closed: true }, people: 4 });
    expect(day.people).toBe(6);
    expect(day.elsewhere).toEqual([]);

    // The hours change after bookings were made: a booking outside the new slots is still shown.
    const shorter = visitCalendarSchema.parse({
      ...contractCalendar,
      weekly: [{ days: ["thu"], open: "11:00", close: "13:00" }],
    });
    expect(slotsOn(shorter, "2026-11-26").map((s) => s.start)).toEqual(["11:00", "12:00"]);
    const after = await adminDay(store, shorter, "2026-11-26");
    expect(after.elsewhere.map((x) => x.name).sort()).toEqual(["가", "나"]);
    expect(after.people).toBe(6);
  });
});
