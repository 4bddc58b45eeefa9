import { describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreForFile } from "@/test-support/firestore";
import { alertStateContract } from "@/test-support/contracts/alert-state.contract";
import { FirestoreAlertStateStore } from "./firestore";

// The Firestore alert state on the real emulator: two clients of one project for two server instances.

const firestore = firestoreForFile("alert-state");

describe("Firestore alert state: contract", () => {
  alertStateContract(() => {
    const projectId = firestore.project();
    return [
      new FirestoreAlertStateStore(firestore.client(projectId)),
      new FirestoreAlertStateStore(firestore.client(projectId)),
    ];
  });
});
