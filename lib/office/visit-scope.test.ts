import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import type { AdminDay, VisitBooking } from "@/lib/visits";

// The desk's rule on a visit day, on the real lead desk store (a SQLite file): a staff member sees
// the bookings of their own and unassigned leads and a count of the others; an administrator all.

const saved = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, {
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "visit-scope-")),
    DATA_BACKEND: "sqlite",
  });
});
afterAll(async () => {
  (await import("@/lib/platform/db/sqlite")).closeAllDbs();
  (await import("@/lib/platform/store/factory")).resetStores();
  process.env = saved;
});

const booking = (id: string, leadId: string | null, status: VisitBooking["status"] = "active") =>
  ({
    id,
    leadId,
    status,
    name: `이름 ${id}`,
    phone: "01012345678",
    partySize: 2,
    slotId: "2026-12-05T10:00",
  }) as VisitBooking;

describe("scopedDay", () => {
  it("shows a staff member their own and unassigned leads' bookings, and counts the others'", async () => {
    const { leadDesk } = await import("@/lib/leads");
    const { scopedDay } = await import("./visit-scope");
    const desk = await leadDesk();
    const at = new Date("2026-12-01T01:00:00Z");
    await desk.change({
      leadId: "lead-kim",
      leadCreatedAt: at,
      actor: "admin@example.com",
      at,
      assignee: "kim@example.com",
    });
    await desk.change({
      leadId: "lead-lee",
      leadCreatedAt: at,
      actor: "admin@example.com",
      at,
      assignee: "lee@example.com",
    });
    const day = {
      date: "2026-12-05",
      hours: null,
      people: 0,
      rows: [
        {
          slot: { id: "2026-12-05T10:00" },
          availability: { slotId: "2026-12-05T10:00", taken: 4, closed: false, left: 2 },
          people: 8,
          bookings: [
            booking("V-1", "lead-kim"),
            booking("V-2", "lead-lee"),
            booking("V-3", "lead-new"),
            booking("V-4", null),
            booking("V-5", "lead-lee", "cancelled"),
          ],
        },
      ],
      elsewhere: [booking("V-6", "lead-lee")],
    } as unknown as AdminDay;

    const kim = await scopedDay({ email: "Kim@Example.com", role: "staff" }, day);
    expect(kim.rows[0]!.bookings.map((b) => b.id)).toEqual(["V-1", "V-3", "V-4"]);
    expect(kim.rows[0]!.others).toBe(1);
    expect(kim.elsewhere).toEqual([]);
    // The slot's places stay whole: the count is the slot's, not the viewer's.
    expect(kim.rows[0]!.availability.taken).toBe(4);

    const admin = await scopedDay({ email: "admin@example.com", role: "admin" }, day);
    expect(admin.rows[0]!.bookings).toHaveLength(5);
    expect(admin.rows[0]!.others).toBe(0);
    expect(admin.elsewhere.map((b) => b.id)).toEqual(["V-6"]);
  });
});
