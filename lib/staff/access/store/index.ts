import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { AccessRecordStore } from "../records";
import { SqliteAccessRecordStore } from "./sqlite";

/** The access records: who viewed or exported which personal data, and when. On the backend DATA_BACKEND names, opened on the first call. */
export const accessRecords = defineStore<AccessRecordStore>("access.records", {
  label: "access record store",
  sqlite: (db) => new SqliteAccessRecordStore(db),
  firestore: () =>
    Promise.all([import("@/lib/platform/firebase/admin"), import("./firestore")]).then(
      ([{ firestore }, { FirestoreAccessRecordStore }]) => new FirestoreAccessRecordStore(firestore()),
    ),
  bulk: ["purge"],
});
