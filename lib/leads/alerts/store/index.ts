import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { AlertStateStore } from "../state";
import { SqliteAlertStateStore } from "./sqlite";

/** When the sales team was last told, and whether an alert is open (so one incident sends one alert). On the backend DATA_BACKEND names, opened on the first call. */
export const alertStateStore = defineStore<AlertStateStore>("alerts.state", {
  label: "alert state store",
  sqlite: (db) => new SqliteAlertStateStore(db),
  firestore: () => import("./firestore").then(({ FirestoreAlertStateStore }) => new FirestoreAlertStateStore()),
});
