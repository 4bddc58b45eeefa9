import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { JobGateStore } from "../gate";
import { SqliteJobGateStore } from "./sqlite";

/** The gate that lets one instance at a time run each scheduled job. On the backend DATA_BACKEND names, opened on the first call. */
export const jobGateStore = defineStore<JobGateStore>("jobs.gate", {
  label: "job gate store",
  sqlite: (db) => new SqliteJobGateStore(db),
  firestore: () => import("./firestore").then(({ FirestoreJobGateStore }) => new FirestoreJobGateStore()),
});
