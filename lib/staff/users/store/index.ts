import "server-only";
import { defineStore } from "@/lib/platform/store/factory";
import type { UserStore } from "../users";
import { SqliteUserStore } from "./sqlite";

// The staff accounts of this server, picked once by DATA_BACKEND (lib/platform/store/factory.ts).
export const userStore: () => Promise<UserStore> = defineStore<UserStore>("auth.users", {
  label: "user store",
  sqlite: (db) => new SqliteUserStore(db),
  firestore: () =>
    Promise.all([import("@/lib/platform/firebase/admin"), import("./firestore")]).then(
      ([{ firestore }, { FirestoreUserStore }]) => new FirestoreUserStore(firestore()),
    ),
});
