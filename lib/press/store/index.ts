import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { PressStore } from "../types";
import { SqlitePressRepository } from "./sqlite";

/**
 * The press store of this server, on the backend DATA_BACKEND names (lib/platform/store/factory.ts):
 * opened on the first call, every method under a deadline; Firestore's adapter is loaded only when
 * it is the backend.
 */
export const pressRepository = defineStore<PressStore>("press", {
  label: "press store",
  sqlite: (db) => new SqlitePressRepository(db),
  firestore: () =>
    Promise.all([import("./firestore"), import("@/lib/platform/firebase/admin")]).then(
      ([{ FirestorePressRepository }, { firestore }]) => new FirestorePressRepository(firestore()),
    ),
  // hasArticles runs only at server start, as its first call (it opens the connection): no visitor waits on it.
  bulk: ["importArticles", "hasArticles"],
});
