import "server-only";
import { openDb } from "@/lib/db/sqlite";
import { env } from "@/lib/env";
import { withDeadlines } from "@/lib/runtime/deadline";
import { firestore } from "@/lib/firebase/admin";
import { FirestorePressRepository } from "./firestore-press-repository";
import { SqlitePressRepository } from "./sqlite-press-repository";
import type { PressStore } from "./types";

export { PRESS_PAGE_SIZE } from "./types";
export type { PressArticle, PressPage, PressInput, PressRepository, PressStore, PressSeedArticle } from "./types";

let store: PressStore | undefined;

/** The press store of this server, picked once by DATA_BACKEND (sqlite by default, or firestore). */
export function pressRepository(): PressStore {
  store ??= withDeadlines<PressStore>(
    env().DATA_BACKEND === "firestore" ? new FirestorePressRepository(firestore()) : new SqlitePressRepository(openDb()),
    "press store",
    // hasArticles runs only at server start, as its first call (it opens the connection): no visitor waits on it.
    { bulk: ["importArticles", "hasArticles"] },
  );
  return store;
}
