import { describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreForFile } from "@/test-support/firestore";
import { jobGateContract } from "@/test-support/contracts/job-gate.contract";
import { FirestoreJobGateStore } from "./firestore";

// The job gate on the real Cloud Firestore emulator; other instances are other clients (apps) of the same project.
const firestore = firestoreForFile("job-gate");

describe("job gate: Firestore (emulator)", () => {
  jobGateContract({
    open: async () => {
      const project = firestore.project();
      return {
        first: new FirestoreJobGateStore(firestore.client(project)),
        second: () => new FirestoreJobGateStore(firestore.client(project)),
      };
    },
  });
});
