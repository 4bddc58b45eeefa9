import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { userStoreContract } from "@/test-support/contracts/user-store.contract";
import { SqliteAdminSessionStore } from "../../auth/store/sqlite";
import { SqliteUserStore } from "./sqlite";

// The SQLite user store on a real file in a temporary folder.
afterAll(() => closeAllDbs());

userStoreContract("SQLite", async () => {
  const db = openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "auth-users-")), "site.db"));
  return { users: new SqliteUserStore(db), sessions: new SqliteAdminSessionStore(db) };
});
