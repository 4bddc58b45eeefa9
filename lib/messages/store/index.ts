import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { SmsOutbox } from "../outbox";
import { SqliteSmsOutbox } from "./sqlite";

/** The process's SMS outbox, on the backend DATA_BACKEND names (Firestore's adapter loaded only then). */
export const smsOutbox = defineStore<SmsOutbox>("sms.outbox", {
  label: "SMS store",
  sqlite: (db) => new SqliteSmsOutbox(db),
  firestore: () => import("./firestore").then(({ FirestoreSmsOutbox }) => new FirestoreSmsOutbox()),
  bulk: ["purge"],
});
