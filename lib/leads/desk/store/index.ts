import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { LeadDeskStore } from "../course";
import { SqliteLeadDeskStore } from "./sqlite";

/** Each lead's course at the sales desk: stage, assignee, next call, notes. On the backend DATA_BACKEND names, opened on the first call. */
export const leadDesk = defineStore<LeadDeskStore>("desk.courses", {
  label: "lead desk store",
  sqlite: (db) => new SqliteLeadDeskStore(db),
  firestore: () =>
    Promise.all([import("@/lib/platform/firebase/admin"), import("./firestore")]).then(
      ([{ firestore }, { FirestoreLeadDeskStore }]) => new FirestoreLeadDeskStore(firestore()),
    ),
  bulk: ["purge", "coursesCreated"],
});
