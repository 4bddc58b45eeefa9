import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { QuotaStore } from "../counts";
import { SqliteQuotaStore } from "./sqlite";

/** The quota store of DATA_BACKEND, once per process; a failed open is tried again by the next call. */
export const quotaStore: () => Promise<QuotaStore> = defineStore<QuotaStore>("quota", {
  label: "quota store",
  sqlite: (db) => new SqliteQuotaStore(db),
  firestore: () => import("./firestore").then(({ FirestoreQuotaStore }) => new FirestoreQuotaStore()),
  bulk: ["purge"],
});
