import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { UnitsBoardStore } from "../board";
import { SqliteUnitsBoard } from "./sqlite";

/** The remaining-units board of DATA_BACKEND, once per process; a failed open is tried again by the next call. */
export const unitsBoard: () => Promise<UnitsBoardStore> = defineStore<UnitsBoardStore>("units.board", {
  label: "units board",
  sqlite: (db) => new SqliteUnitsBoard(db),
  firestore: () => import("./firestore").then(({ FirestoreUnitsBoard }) => new FirestoreUnitsBoard()),
});
