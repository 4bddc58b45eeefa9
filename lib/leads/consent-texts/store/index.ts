import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { ConsentTextStore } from "../texts";
import { SqliteConsentTextStore } from "./sqlite";

/** The text behind each consent version. On the backend DATA_BACKEND names, opened on the first call. */
export const consentTextStore = defineStore<ConsentTextStore>("leads.consent-texts", {
  label: "consent text store",
  sqlite: (db) => new SqliteConsentTextStore(db),
  firestore: () => import("./firestore").then(({ FirestoreConsentTextStore }) => new FirestoreConsentTextStore()),
});
