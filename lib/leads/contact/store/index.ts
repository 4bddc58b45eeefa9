import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { ContactClickStore } from "../clicks";
import { SqliteContactClickStore } from "./sqlite";

/** The counts of taps on the phone link and the KakaoTalk button, per source. On the backend DATA_BACKEND names, opened on the first call. */
export const contactStore = defineStore<ContactClickStore>("leads.contact", {
  label: "contact click store",
  sqlite: (db) => new SqliteContactClickStore(db),
  firestore: () => import("./firestore").then(({ FirestoreContactClickStore }) => new FirestoreContactClickStore()),
});
