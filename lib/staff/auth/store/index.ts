import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { AdminSessionStore } from "../sessions";
import { SqliteAdminSessionStore } from "./sqlite";

// The session store of this server, picked once by DATA_BACKEND (lib/platform/store/factory.ts): the site's
// SQLite file, or Firestore (also when embedded sign-in is used with DATA_BACKEND=firestore).

export const adminSessionStore: () => Promise<AdminSessionStore> = defineStore<AdminSessionStore>("auth.sessions", {
  label: "session store",
  sqlite: (db) => new SqliteAdminSessionStore(db),
  firestore: () =>
    Promise.all([import("@/lib/platform/firebase/admin"), import("./firestore")]).then(
      ([{ firestore }, { FirestoreAdminSessionStore }]) => new FirestoreAdminSessionStore(firestore()),
    ),
});
