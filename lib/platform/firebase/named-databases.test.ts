import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreForFile } from "@/test-support/firestore";
import type { NewLead } from "@/lib/leads/outbox";
import { FirestoreLeadOutbox } from "@/lib/leads/store/firestore";
import { FirestorePressRepository } from "@/lib/press/store/firestore";
import { FirestoreVisitBookingStore } from "@/lib/visits/store/firestore";
import { S1, request } from "@/test-support/contracts/booking-store.contract";

// Many complexes in one Firebase project: each complex's server names its own Firestore database
// (FIRESTORE_DATABASE_ID), and the same collections in two databases share nothing. On the real
// emulator, which has named databases.

const firestore = firestoreForFile("named-db");

const newLead = (): NewLead => ({
  form: "register",
  fields: { name: "김민준", phone: "01055556666", message: null, birthDate: null, email: null, visitDate: null },
  page: "/",
  referrer: null,
  utm: null,
  consentAt: new Date(),
  idempotencyKey: "same-key-in-both-0001",
  hasDestination: true,
});

function complexStores(projectId: string, databaseId: string) {
  const db = firestore.client(projectId, databaseId);
  return {
    leads: new FirestoreLeadOutbox(db),
    bookings: new FirestoreVisitBookingStore(db),
    press: new FirestorePressRepository(db),
  };
}

describe("two complexes in one Firebase project, one named database each", () => {
  it("see none of each other's leads, bookings or articles", async () => {
    const projectId = firestore.project();
    const lake = complexStores(projectId, "complex-lake");
    const river = complexStores(projectId, "complex-river");
    const lead = await lake.leads.add(newLead());
    const booked = await lake.bookings.book(request({ slot: S1, capacity: 1 }));
    if (!booked.ok) throw new Error(booked.reason);
    await lake.press.importArticles([
      {
        id: "opening",
        siteId: "lake",
        title: "개관",
        summary: "요약",
        content: "본문",
        date: new Date("2026-11-01T00:00:00Z"),
      },
    ]);

    expect(await river.leads.get(lead.id)).toBeNull();
    expect(await river.leads.list()).toEqual([]);
    expect(await river.leads.counts()).toEqual({ pending: 0, delivered: 0, failed: 0, "no-destination": 0 });
    expect(await river.bookings.get(booked.booking.id)).toBeNull();
    // The other complex's full slot (capacity 1) is still free here.
    expect(await river.bookings.availability([S1.id], 1)).toEqual([
      { slotId: S1.id, taken: 0, closed: false, left: 1 },
    ]);
    expect((await river.bookings.book(request({ slot: S1, capacity: 1 }))).ok).toBe(true);
    expect(await river.press.get("lake", "opening")).toBeNull();
    expect(await river.press.hasArticles("lake")).toBe(false);
    // The same idempotency key is a new lead in the other database.
    expect((await river.leads.add(newLead())).created).toBe(true);
    // And the first complex still has exactly its own.
    expect((await lake.leads.list()).map((l) => l.id)).toEqual([lead.id]);
    expect((await lake.press.get("lake", "opening"))?.title).toBe("개관");
  });
});
