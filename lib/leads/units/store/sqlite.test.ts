import { afterEach, describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { unitsBoardContract } from "@/test-support/contracts/units-board.contract";
import { SqliteUnitsBoard } from "./sqlite";

// The remaining-units board on a real SQLite file; other instances are other connections to it.
afterEach(() => closeAllDbs());

describe("remaining-units board: SQLite", () => {
  unitsBoardContract({
    open: async () => {
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), "units-")), "site.db");
      const first = new SqliteUnitsBoard(openDb(file));
      return {
        first,
        second: () => {
          const db = new Database(file);
          db.pragma("busy_timeout = 5000");
          return new SqliteUnitsBoard(db);
        },
      };
    },
  });
});
