import { vi } from "vitest";
vi.mock("server-only", () => ({}));
import type { AccessRecordStore } from "@/lib/staff/access/records";
import { firestoreForFile } from "@/test-support/firestore";
import { accessRecordsContract } from "@/test-support/contracts/access-records.contract";
import { ACCESS_COLLECTION, FirestoreAccessRecordStore } from "./firestore";

// The Firestore access records on the real Cloud Firestore emulator (a fresh demo- project per
// case); another instance is another client of the project, and the tampering is a plain write.
const firestore = firestoreForFile("access-records");
const projects = new WeakMap<AccessRecordStore, string>();
const recordAt = async (store: AccessRecordStore, seq: number) => {
  const snap = await firestore.client(projects.get(store)!).collection(ACCESS_COLLECTION).where("seq", "==", seq).get();
  return snap.docs[0]!.ref;
};

accessRecordsContract(
  "Firestore (emulator)",
  async () => {
    const project = firestore.project();
    const store = new FirestoreAccessRecordStore(firestore.client(project));
    projects.set(store, project);
    return store;
  },
  {
    second: (store) => new FirestoreAccessRecordStore(firestore.client(projects.get(store)!)),
    edit: async (store, seq, detail) => void (await (await recordAt(store, seq)).update({ detail })),
    remove: async (store, seq) => void (await (await recordAt(store, seq)).delete()),
  },
);
