import "server-only";
import { openDb } from "@/lib/db/sqlite";
import { env } from "@/lib/env";
import { withDeadlines } from "@/lib/runtime/deadline";
import { SqliteAdminSessionStore, type AdminSessionStore } from "./session-store";

// The session store of this server, picked once by DATA_BACKEND: the site's SQLite file, or
// Firestore (also when embedded sign-in is used with DATA_BACKEND=firestore). On globalThis,
// since server bundles may load this module more than once.

const KEY = Symbol.for("presale.auth.sessions");
const globalStore = globalThis as typeof globalThis & { [KEY]?: Promise<AdminSessionStore> };

export function adminSessionStore(): Promise<AdminSessionStore> {
  const existing = globalStore[KEY];
  if (existing) return existing;
  const created: Promise<AdminSessionStore> = (
    env().DATA_BACKEND === "firestore"
      ? Promise.all([import("@/lib/firebase/admin"), import("./session-store-firestore")]).then(
          ([{ firestore }, { FirestoreAdminSessionStore }]): AdminSessionStore => new FirestoreAdminSessionStore(firestore()),
        )
      : new Promise<AdminSessionStore>((resolve) => resolve(new SqliteAdminSessionStore(openDb())))
  ).then((store) => withDeadlines(store, "session store"));
  // A failed open must not stick: the next request tries again.
  created.catch(() => {
    if (globalStore[KEY] === created) delete globalStore[KEY];
  });
  globalStore[KEY] = created;
  return created;
}
