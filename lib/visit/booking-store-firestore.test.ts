import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { startFirestoreStandIn, type FirestoreStandIn } from "@/lib/press/firestore-stand-in";
import type { BookResult, NewBooking, VisitBookingStore } from "./booking-store";
import { bookingStoreContract, request, S1 } from "./booking-store.contract";
import { FirestoreVisitBookingStore } from "./booking-store-firestore";

// The Firestore adapter against @firestore-emulator/server on 127.0.0.1 (a demo- project, so
// nothing can reach a real project); each test gets its own project. The stand-in has no
// transaction isolation at all (its transactions are dummies): the capacity holds here only
// through the create-preconditions on the per-place documents (booking-store-firestore.ts), which
// is the stricter test. Concurrent bookings come from five separate clients (apps) at once.

let standIn: FirestoreStandIn;
const apps: App[] = [];
const projectOf = new WeakMap<VisitBookingStore, string>();
let projects = 0;

function client(projectId: string): Firestore {
  const app = initializeApp({ projectId }, `visit-${projectId}-${apps.length}`);
  apps.push(app);
  return getFirestore(app);
}

beforeAll(async () => {
  standIn = await startFirestoreStandIn();
  process.env.FIRESTORE_EMULATOR_HOST = standIn.host;
  process.env.METADATA_SERVER_DETECTION = "none";
});

afterAll(async () => {
  await Promise.all(apps.map((a) => deleteApp(a)));
  standIn?.stop();
  delete process.env.FIRESTORE_EMULATOR_HOST;
});

async function fromClients(store: VisitBookingStore, requests: NewBooking[]): Promise<BookResult[]> {
  const projectId = projectOf.get(store)!;
  const stores = Array.from({ length: 5 }, () => new FirestoreVisitBookingStore(client(projectId)));
  return Promise.all(requests.map((r, i) => stores[i % stores.length]!.book(r)));
}

describe("Firestore visit booking store: contract", () => {
  bookingStoreContract({
    open: async () => {
      projects += 1;
      const projectId = `demo-visit-${projects}`;
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
