import { vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreForFile } from "@/test-support/firestore";
import { accessRecordsContract } from "@/test-support/contracts/access-records.contract";
import { FirestoreAccessRecordStore } from "./firestore";

// The Firestore access records on the real Cloud Firestore emulator (a fresh demo- project per case).
const firestore = firestoreForFile("access-records");

accessRecordsContract(
  "Firestore (emulator)",
  async () => new FirestoreAccessRecordStore(firestore.client(firestore.project())),
);
