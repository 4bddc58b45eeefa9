import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { OptOutStore } from "../list";
import { SqliteOptOutStore } from "./sqlite";

/** The 수신거부 list. On the backend DATA_BACKEND names, opened on the first call. */
export const optOutStore = defineStore<OptOutStore>("leads.opt-outs", {
  label: "opt-out store",
  sqlite: (db) => new SqliteOptOutStore(db),
  firestore: () => import("./firestore").then(({ FirestoreOptOutStore }) => new FirestoreOptOutStore()),
  bulk: ["listed"],
});
