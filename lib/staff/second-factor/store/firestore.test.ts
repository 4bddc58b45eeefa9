import { vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreForFile } from "@/test-support/firestore";
import { secondFactorsContract } from "@/test-support/contracts/second-factors.contract";
import { FirestoreSecondFactorStore } from "./firestore";

// The second factors on the real Cloud Firestore emulator; another instance is another client.
const firestore = firestoreForFile("second-factors");

secondFactorsContract("Firestore (emulator)", async () => {
  const project = firestore.project();
  return {
    first: new FirestoreSecondFactorStore(firestore.client(project)),
    second: () => new FirestoreSecondFactorStore(firestore.client(project)),
  };
});
