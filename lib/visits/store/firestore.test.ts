import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreForFile } from "@/test-support/firestore";
import type { BookResult, NewBooking, VisitBookingStore } from "../bookings";
import { bookingStoreContract, request, S1 } from "@/test-support/contracts/booking-store.contract";
import { FirestoreVisitBookingStore } from "./firestore";

// The Firestore adapter on the real Cloud Firestore emulator (a demo- project per test, so nothing
// can reach a real project). Concurrent bookings come from five separate clients (apps) at once,
// as from five server instances; the capacity holds through the create-preconditions on the
// per-place documents (firestore.ts).

const { client, project } = firestoreForFile("visit");
const projectOf = new WeakMap<VisitBookingStore, string>();

async function fromClients(store: VisitBookingStore, requests: NewBooking[]): Promise<BookResult[]> {
  const projectId = projectOf.get(store)!;
  const stores = Array.from({ length: 5 }, () => new FirestoreVisitBookingStore(client(projectId)));
  return Promise.all(requests.map((r, i) => stores[i % stores.length]!.book(r)));
}

describe("Firestore visit booking store: contract", () => {
  bookingStoreContract({
    open: async () => {
      const projectId = project();
      const store = new FirestoreVisitBookingStore(client(projectId));
      projectOf.set(store, projectId);
      return store;
    },
    concurrently: fromClients,
  });
});

describe("Firestore visit booking store", () => {
  it("keeps one counter document per slot, and one place document per booking", async () => {
    const db = client(project());
    const store = new FirestoreVisitBookingStore(db);
    const a = await store.book(request({ slot: S1 }));
    const b = await store.book(request({ slot: S1 }));
    if (!a.ok || !b.ok) throw new Error("both bookings should be made");
    const seats = async () =>
      (await db.collection("visit_slots").doc(S1.id).collection("seats").get()).docs.map((d) => [
        d.id,
        d.get("bookingId"),
      ]);
    expect((await db.collection("visit_slots").doc(S1.id).get()).data()).toEqual({ taken: 2 });
    const both = await seats();
    // Places are numbers within the capacity, one per booking (picked at random, so that a burst spreads).
    expect(both.map(([, id]) => id).sort()).toEqual([a.booking.id, b.booking.id].sort());
    expect(both.every(([n]) => Number(n) >= 1 && Number(n) <= 10)).toBe(true);
    await store.cancel(a.booking.id, "visitor");
    expect((await db.collection("visit_slots").doc(S1.id).get()).data()).toEqual({ taken: 1 });
    expect(await seats()).toEqual(both.filter(([, id]) => id === b.booking.id));
  });
});
