import "server-only";
import { firestore } from "@/lib/platform/firebase/admin";
import { withDeadlines } from "@/lib/platform/runtime/deadline";
import { byBackend, instance } from "@/lib/platform/store/factory";
import { openDb } from "@/lib/platform/db/sqlite";
import { FirestorePressRepository } from "./firestore-press-repository";
import { SqlitePressRepository } from "./sqlite-press-repository";
import type { PressStore } from "./types";

/**
 * The press store of this server, picked once by DATA_BACKEND (lib/platform/store/factory.ts). Synchronous,
 * unlike the other stores: pages read it on every render, so both adapters are loaded up front.
 */
export function pressRepository(): PressStore {
  return instance("press", () =>
    withDeadlines<PressStore>(
      byBackend<PressStore>({
        sqlite: () => new SqlitePressRepository(openDb()),
        firestore: () => new FirestorePressRepository(firestore()),
      }),
      "press store",
      // hasArticles runs only at server start, as its first call (it opens the connection): no visitor waits on it.
      { bulk: ["importArticles", "hasArticles"] },
    ),
  );
}
