import { afterEach, describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { quotaContract } from "@/test-support/contracts/quota-store.contract";
import { SqliteQuotaStore } from "./sqlite";

// Quotas on a real SQLite file; other instances are other connections to the same file.
afterEach(() => closeAllDbs());

describe("quota store: SQLite", () => {
  quotaContract({
    open: async () => {
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), "quota-")), "site.db");
      const first = new SqliteQuotaStore(openDb(file));
      return {
        first,
        second: () => {
          const db = new Database(file);
          db.pragma("busy_timeout = 5000");
          return new SqliteQuotaStore(db);
        },
      };
    },
  });
});
