import { describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { FirestoreLeadOutbox } from "@/lib/leads/store/firestore";
import { conversionQueueContract } from "@/test-support/contracts/conversion-queue.contract";
import { firestoreForFile } from "@/test-support/firestore";
import { FirestoreConversionQueue } from "./firestore";

// On the real Cloud Firestore emulator: the lead and its events in one transaction.
const firestore = firestoreForFile("conversions");

describe("Firestore conversion queue: contract", () => {
  conversionQueueContract(() => {
    const db = firestore.client(firestore.project());
    return { outbox: new FirestoreLeadOutbox(db), queue: new FirestoreConversionQueue(db) };
  });
});
