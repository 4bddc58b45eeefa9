import "server-only";
import { defineStore } from "@/lib/store/factory";
import type { UserStore } from "./users";
import { SqliteUserStore } from "./users-sqlite";

// The staff accounts of this server, picked once by DATA_BACKEND (lib/store/factory.ts).
export const userStore: () => Promise<UserStore> = defineStore<UserStore>("auth.users", {
  label: "user store",
  sqlite: (db) => new SqliteUserStore(db),
  firestore: () =>
    Promise.all([import("@/lib/firebase/admin"), import("./users-firestore")]).then(
      ([{ firestore }, { FirestoreUserStore }]) => new FirestoreUserStore(firestore()),
    ),
});
