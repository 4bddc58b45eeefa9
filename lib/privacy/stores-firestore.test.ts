import { describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreForFile } from "@/test-support/firestore";
import { FirestoreLeadOutbox } from "@/lib/leads/store/firestore";
import { FirestoreSmsOutbox } from "@/lib/messages/store/firestore";
import { FirestoreVisitBookingStore } from "@/lib/visits/store/firestore";
import { FirestoreVitalsStore } from "@/lib/site/vitals/store/firestore";
import { privacyStoresContract } from "@/test-support/contracts/privacy-stores.contract";

// The erasure and purge contract on the real Cloud Firestore emulator (a fresh demo- project per case).
const firestore = firestoreForFile("privacy-stores");

describe("privacy stores: Firestore (emulator)", () => {
  privacyStoresContract(async () => {
    const db = firestore.client(firestore.project());
    return {
      leads: new FirestoreLeadOutbox(db),
      bookings: new FirestoreVisitBookingStore(db),
      sms: new FirestoreSmsOutbox(db),
      vitals: new FirestoreVitalsStore(db),
    };
  });
});
