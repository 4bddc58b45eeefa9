import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { VisitBookingStore } from "../bookings";
import { SqliteVisitBookingStore } from "./sqlite";

/** The visit bookings and the seats of each slot. On the backend DATA_BACKEND names, opened on the first call. */
export const bookingStore = defineStore<VisitBookingStore>("visit.bookings", {
  label: "booking store",
  sqlite: (db) => new SqliteVisitBookingStore(db),
  firestore: () => import("./firestore").then(({ FirestoreVisitBookingStore }) => new FirestoreVisitBookingStore()),
  bulk: ["purge"],
});
