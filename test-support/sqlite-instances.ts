import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Db } from "@/lib/platform/db/sqlite";
import { openDb } from "@/lib/platform/db/sqlite";

/**
 * A store on a real SQLite file in a fresh temporary folder (`first`, on the site's own connection),
 * and `second()`: another server instance on the same file, a connection of its own that waits for
 * the file's lock as the site's does. Callers close the site's connections with closeAllDbs.
 */
export function sqliteInstances<T>(label: string, make: (db: Db) => T): { first: T; second: () => T; file: string } {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), `${label}-`)), "site.db");
  return {
    file,
    first: make(openDb(file)),
    second: () => {
      const db = new Database(file);
      db.pragma("busy_timeout = 5000");
      return make(db);
    },
  };
}
