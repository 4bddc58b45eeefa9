import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { QuotaStore } from "./store";
import { SqliteQuotaStore } from "./store-sqlite";

export { ALL_DAYS, type QuotaClaim, type QuotaStore, type QuotaTake } from "./store";
export { hashedKey } from "./keys";

/** Text messages to one phone number a Korean day, from all causes (confirmations, reminders, changes). */
export const SMS_PER_NUMBER_DAILY = 3;
/** Changes of one booking (each moves it to a new slot and sends a new confirmation). */
export const CHANGES_PER_BOOKING = 3;
/** Quota counts are kept this many days (today's and yesterday's are all any check reads). */
export const QUOTA_KEEP_DAYS = 3;

/** The quota store of DATA_BACKEND, once per process; a failed open is tried again by the next call. */
export const quotaStore: () => Promise<QuotaStore> = defineStore<QuotaStore>("quota", {
  label: "quota store",
  sqlite: (db) => new SqliteQuotaStore(db),
  firestore: () => import("./store-firestore").then(({ FirestoreQuotaStore }) => new FirestoreQuotaStore()),
  bulk: ["purge"],
});
