import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { LeadOutbox } from "../outbox";
import { SqliteLeadOutbox } from "./sqlite";

/** The lead store: the delivery queue and the inbox's records, one row or document per lead. On the backend DATA_BACKEND names, opened on the first call. */
export const leadStore = defineStore<LeadOutbox>("leads.outbox", {
  label: "lead store",
  sqlite: (db) => new SqliteLeadOutbox(db),
  firestore: () => import("./firestore").then(({ FirestoreLeadOutbox }) => new FirestoreLeadOutbox()),
  bulk: ["purge", "list", "retryAllFailed"],
});
