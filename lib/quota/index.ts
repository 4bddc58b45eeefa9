import "server-only";
import { openDb } from "@/lib/db/sqlite";
import { env } from "@/lib/env";
import { withDeadlines } from "@/lib/runtime/deadline";
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

const KEY = Symbol.for("presale.quota.store");
const globalStore = globalThis as typeof globalThis & { [KEY]?: Promise<QuotaStore> };

/** The quota store of DATA_BACKEND, once per process; a failed open is tried again by the next call. */
export function quotaStore(): Promise<QuotaStore> {
  const existing = globalStore[KEY];
  if (existing) return existing;
  const created = (
    env().DATA_BACKEND === "firestore"
      ? import("./store-firestore").then(({ FirestoreQuotaStore }): QuotaStore => new FirestoreQuotaStore())
      : new Promise<QuotaStore>((resolve) => resolve(new SqliteQuotaStore(openDb())))
  ).then((store) => withDeadlines(store, "quota store", { bulk: ["purge"] }));
  created.catch(() => {
    if (globalStore[KEY] === created) delete globalStore[KEY];
  });
  globalStore[KEY] = created;
  return created;
}
