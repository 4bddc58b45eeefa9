import { vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreForFile } from "@/test-support/firestore";
import { optOutsContract } from "@/test-support/contracts/opt-outs.contract";
import { FirestoreOptOutStore } from "./firestore";

// The 수신거부 list on the real Cloud Firestore emulator; another instance is another client.
const firestore = firestoreForFile("opt-outs");

optOutsContract("Firestore (emulator)", async () => {
  const project = firestore.project();
  return {
    first: new FirestoreOptOutStore(firestore.client(project)),
    second: () => new FirestoreOptOutStore(firestore.client(project)),
  };
});
