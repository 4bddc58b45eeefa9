import { afterEach, describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { jobGateContract } from "@/test-support/contracts/job-gate.contract";
import { SqliteJobGateStore } from "./sqlite";

// The job gate on a real SQLite file; other instances are other connections to the same file.
afterEach(() => closeAllDbs());

describe("job gate: SQLite", () => {
  jobGateContract({
    open: async () => {
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), "job-gate-")), "site.db");
      const first = new SqliteJobGateStore(openDb(file));
      return {
        first,
        second: () => {
          const db = new Database(file);
          db.pragma("busy_timeout = 5000");
          return new SqliteJobGateStore(db);
        },
      };
    },
  });
});
