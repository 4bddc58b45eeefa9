import { vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreForFile } from "@/test-support/firestore";
import { adminSessionStoreContract } from "@/test-support/contracts/session-store.contract";
import { FirestoreAdminSessionStore } from "./firestore";

// The Firestore session store on the real Cloud Firestore emulator (a fresh demo- project per case).
const firestore = firestoreForFile("admin-sessions");

adminSessionStoreContract(
  "Firestore (emulator)",
  async () => new FirestoreAdminSessionStore(firestore.client(firestore.project())),
);
