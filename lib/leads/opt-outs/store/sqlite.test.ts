import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { optOutsContract } from "@/test-support/contracts/opt-outs.contract";
import { SqliteOptOutStore } from "./sqlite";

// The 수신거부 list on a real SQLite file; another instance is another connection to it.
afterAll(() => closeAllDbs());

optOutsContract("SQLite", async () => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "opt-outs-")), "site.db");
  const first = new SqliteOptOutStore(openDb(file));
  return {
    first,
    second: () => {
      const db = new Database(file);
      db.pragma("busy_timeout = 5000");
      return new SqliteOptOutStore(db);
    },
  };
});
