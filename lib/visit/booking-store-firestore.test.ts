import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreStandInForFile } from "@/lib/press/firestore-test-clients";
import type { BookResult, NewBooking, VisitBookingStore } from "./booking-store";
import { bookingStoreContract, request, S1 } from "./booking-store.contract";
import { FirestoreVisitBookingStore } from "./booking-store-firestore";

// The Firestore adapter against @firestore-emulator/server on 127.0.0.1 (a demo- project, so
// nothing can reach a real project); each test gets its own project. The stand-in has no
// transaction isolation at all (its transactions are dummies): the capacity holds here only
// through the create-preconditions on the per-place documents (booking-store-firestore.ts), which
// is the stricter test. Concurrent bookings come from five separate clients (apps) at once.

const { client, project } = firestoreStandInForFile("visit");
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
    const db = client("demo-visit-layout");
    const store = new FirestoreVisitBookingStore(db);
    const a = await store.book(request({ slot: S1 }));
    await store.book(request({ slot: S1 }));
    expect((await db.collection("visit_slots").doc(S1.id).get()).data()).toEqual({ taken: 2 });
    expect((await db.collection("visit_slots").doc(S1.id).collection("seats").get()).docs.map((d) => d.id).sort()).toEqual(["1", "2"]);
    if (a.ok) await store.cancel(a.booking.id, "visitor");
    expect((await db.collection("visit_slots").doc(S1.id).get()).data()).toEqual({ taken: 1 });
    expect((await db.collection("visit_slots").doc(S1.id).collection("seats").get()).docs.map((d) => d.id)).toEqual(["2"]);
  });
});
