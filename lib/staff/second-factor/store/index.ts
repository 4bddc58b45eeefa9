import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { SecondFactorStore } from "../factors";
import { SqliteSecondFactorStore } from "./sqlite";

/** The back-office accounts' second factors. On the backend DATA_BACKEND names, opened on the first call. */
export const secondFactorStore = defineStore<SecondFactorStore>("staff.second-factors", {
  label: "second-factor store",
  sqlite: (db) => new SqliteSecondFactorStore(db),
  firestore: () => import("./firestore").then(({ FirestoreSecondFactorStore }) => new FirestoreSecondFactorStore()),
});
