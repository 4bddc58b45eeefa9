import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { VitalsStore } from "../histograms";
import { SqliteVitalsStore } from "./sqlite";

/** The visitors' Web Vitals, as daily histograms (no person in them). On the backend DATA_BACKEND names, opened on the first call. */
export const vitalsStore = defineStore<VitalsStore>("vitals", {
  label: "vitals store",
  sqlite: (db) => new SqliteVitalsStore(db),
  firestore: () => import("./firestore").then(({ FirestoreVitalsStore }) => new FirestoreVitalsStore()),
});
