import { describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { FirestoreLeadOutbox } from "@/lib/leads/store/firestore";
import { FirestoreQuotaStore } from "@/lib/platform/quota/store/firestore";
import { alertDigestContract } from "@/test-support/contracts/alert-digest.contract";
import { conversionQueueContract } from "@/test-support/contracts/conversion-queue.contract";
import { firestoreForFile } from "@/test-support/firestore";
import { FirestoreConversionQueue } from "./firestore";

// On the real Cloud Firestore emulator: the lead and its events in one transaction; the desk alerts'
// digest across two clients of one project (two server instances, or one after a restart).
const firestore = firestoreForFile("conversions");

describe("Firestore conversion queue: contract", () => {
  conversionQueueContract(() => {
    const db = firestore.client(firestore.project());
    return { outbox: new FirestoreLeadOutbox(db), queue: new FirestoreConversionQueue(db) };
  });
});

describe("Firestore conversion queue: the desk alerts' digest", () => {
  alertDigestContract(() => {
    const project = firestore.project();
    const db = firestore.client(project);
    return {
      outbox: new FirestoreLeadOutbox(db),
      queue: new FirestoreConversionQueue(db),
      quota: new FirestoreQuotaStore(db),
      another: () => new FirestoreConversionQueue(firestore.client(project)),
    };
  });
});
