import "server-only";
import { openDb, type Db } from "@/lib/platform/db/sqlite";
import { env } from "@/lib/env";
import { withDeadlines } from "@/lib/platform/runtime/deadline";

// Every store of the site comes from here. This is the one place that reads DATA_BACKEND to choose
// between the site's SQLite file and Firestore, and the one place that keeps the per-process
// instances: route bundles and instrumentation may load a module more than once, so the instances
// live on globalThis, in one map keyed by name. A domain declares its store with defineStore (lazy:
// nothing opens before the first call) and keeps its own accessor over it (leadOutbox(),
// quotaStore(), visitDeps(), ...), so callers never see this module.

const KEY = Symbol.for("presale.stores");
type Registry = Map<string, unknown>;
const globalStore = globalThis as typeof globalThis & { [KEY]?: Registry };
const registry = (): Registry => (globalStore[KEY] ??= new Map());

/**
 * The one per-process instance called `name`, made by `make` on its first use. A promise that
 * rejects is dropped, so the next call tries again (a failed open must not stick); a `make` that
 * throws stores nothing.
 */
export function instance<T>(name: string, make: () => T): T {
  const all = registry();
  if (all.has(name)) return all.get(name) as T;
  const made = make();
  all.set(name, made);
  if (made instanceof Promise) {
    made.catch(() => {
      if (all.get(name) === made) all.delete(name);
    });
  }
  return made;
}

/** The backend switch: DATA_BACKEND (sqlite by default, or firestore) picks one of the two. */
export function byBackend<T>(choices: { sqlite: () => T; firestore: () => T }): T {
  return env().DATA_BACKEND === "firestore" ? choices.firestore() : choices.sqlite();
}

export type StoreDefinition<T extends object> = {
  /** Whose store, as deadline errors name it ("lead store.list"). */
  label: string;
  /** The SQLite adapter on the site's file (DATA_DIR/site.db). */
  sqlite: (db: Db) => T;
  /** The Firestore adapter, imported only when chosen (firebase-admin is not loaded for SQLite). */
  firestore: () => Promise<T>;
  /** Methods that may take BULK_DEADLINE_MS (purges, exports) instead of the store deadline. */
  bulk?: readonly (keyof T)[];
};

/**
 * A lazy accessor for one domain's store: opened once per process on the backend DATA_BACKEND
 * names, with every method under a deadline (lib/platform/runtime/deadline.ts). A SQLite file that cannot be
 * opened rejects like an unreachable Firestore, and is tried again by the next call.
 */
export function defineStore<T extends object>(name: string, definition: StoreDefinition<T>): () => Promise<T> {
  return () =>
    instance(name, () =>
      byBackend<Promise<T>>({
        sqlite: () => new Promise<T>((resolve) => resolve(definition.sqlite(openDb()))),
        firestore: definition.firestore,
      }).then((store) => withDeadlines(store, definition.label, { bulk: definition.bulk })),
    );
}

/**
 * Forgets every instance, as a new process would start (tests: fresh stores on a new data folder).
 * The SQLite connections themselves are closed by closeAllDbs (lib/platform/db/sqlite.ts).
 */
export function resetStores(): void {
  delete globalStore[KEY];
}
