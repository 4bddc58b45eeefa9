import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { SqliteLeadOutbox } from "@/lib/leads/store/sqlite";
import { SqliteSmsOutbox } from "@/lib/messages/store/sqlite";
import { SqliteVisitBookingStore } from "@/lib/visits/store/sqlite";
import { request, S1 } from "@/test-support/contracts/booking-store.contract";
import { SqliteVitalsStore } from "@/lib/site/vitals/store/sqlite";
import { eraseLead } from "./erase";
import { privacyStoresContract } from "@/test-support/contracts/privacy-stores.contract";

// The erasure and purge contract on a real SQLite file, and what only a file can show.
const tmp = () => path.join(mkdtempSync(path.join(os.tmpdir(), "privacy-stores-")), "site.db");
afterEach(() => closeAllDbs());

function open(file = tmp()) {
  const db = openDb(file);
  return {
    db,
    leads: new SqliteLeadOutbox(db),
    bookings: new SqliteVisitBookingStore(db),
    sms: new SqliteSmsOutbox(db),
    vitals: new SqliteVitalsStore(db),
  };
}

describe("privacy stores: SQLite", () => {
  privacyStoresContract(async () => open());

  it("an erased booking's name and phone number are gone from the file, not only from the table", async () => {
    const file = tmp();
    const s = open(file);
    const now = new Date("2026-11-25T00:00:00Z");
    const added = await s.leads.add(
      {
        form: "visit-booking",
        fields: {
          name: "파일에서지울이름",
          phone: "01098761234",
          message: null,
          birthDate: null,
          email: null,
          visitDate: null,
        },
        page: null,
        referrer: null,
        utm: null,
        consentAt: now,
        idempotencyKey: null,
        hasDestination: true,
      },
      now,
    );
    const booked = await s.bookings.book(
      request({ slot: S1, name: "파일에서지울이름", phone: "01098761234", leadId: added.id }),
      now,
    );
    if (!booked.ok) throw new Error("booking refused");
    // The one-time code that proved the number (kept under the lead's id), and the confirmation.
    await s.sms.enqueue(
      { bookingId: added.id, kind: "code", to: "01098761234", text: "인증번호 [123456]", notBefore: now },
      now,
    );
    await s.sms.enqueue(
      {
        bookingId: booked.booking.id,
        kind: "confirmation",
        to: "01098761234",
        text: "파일에서지울이름 님 예약 안내",
        notBefore: now,
      },
      now,
    );
    expect(await eraseLead({ leads: s.leads, bookings: s.bookings, sms: s.sms }, added.id)).toEqual({
      lead: true,
      bookings: 1,
      messages: 2,
    });
    closeAllDbs();
    const { readFileSync, existsSync } = await import("node:fs");
    for (const part of [file, `${file}-wal`]) {
      if (!existsSync(part)) continue;
      const bytes = readFileSync(part);
      expect(bytes.includes(Buffer.from("01098761234"))).toBe(false);
      expect(bytes.includes(Buffer.from("파일에서지울이름"))).toBe(false);
    }
  });

  it("the migrations add the indexes the erasure and the purges use", () => {
    const { db } = open();
    const indexes = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all() as { name: string }[]).map(
      (r) => r.name,
    );
    expect(indexes).toEqual(
      expect.arrayContaining([
        "visit_bookings_lead",
        "visit_bookings_consent",
        "sms_outbox_created",
        "sms_outbox_booking",
      ]),
    );
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join(" | ");
    expect(plan("SELECT id FROM visit_bookings WHERE lead_id = 'x'")).toMatch(/USING INDEX visit_bookings_lead/);
    expect(plan("SELECT id FROM sms_outbox WHERE created_at < 1")).toMatch(/USING INDEX sms_outbox_created/);
  });
});
