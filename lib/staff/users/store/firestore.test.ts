import { vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreForFile } from "@/test-support/firestore";
import { userStoreContract } from "@/test-support/contracts/user-store.contract";
import { FirestoreAdminSessionStore } from "../../auth/store/firestore";
import { FirestoreUserStore } from "./firestore";

// The Firestore user store on the real Cloud Firestore emulator (a fresh demo- project per case).
const firestore = firestoreForFile("staff-users");

userStoreContract("Firestore (emulator)", async () => {
  const db = firestore.client(firestore.project());
  return { users: new FirestoreUserStore(db), sessions: new FirestoreAdminSessionStore(db) };
});
