import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { ConversionQueue } from "../queue";
import { SqliteConversionQueue } from "./sqlite";

/** The follow-up queue: Meta events and the desk's alerts, each sent once after its lead is stored. On the backend DATA_BACKEND names, opened on the first call. */
export const conversionStore = defineStore<ConversionQueue>("ads.conversions", {
  label: "conversion queue",
  sqlite: (db) => new SqliteConversionQueue(db),
  firestore: () => import("./firestore").then(({ FirestoreConversionQueue }) => new FirestoreConversionQueue()),
  bulk: ["daily"],
});
