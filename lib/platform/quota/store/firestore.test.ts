import { describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreForFile } from "@/test-support/firestore";
import { quotaContract } from "@/test-support/contracts/quota-store.contract";
import { FirestoreQuotaStore } from "./firestore";

// Quotas on the real Cloud Firestore emulator; other instances are other clients of the same project.
const firestore = firestoreForFile("quota");

describe("quota store: Firestore (emulator)", () => {
  quotaContract({
    open: async () => {
      const project = firestore.project();
      return {
        first: new FirestoreQuotaStore(firestore.client(project)),
        second: () => new FirestoreQuotaStore(firestore.client(project)),
      };
    },
  });
});
