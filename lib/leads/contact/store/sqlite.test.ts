import { afterEach, describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { contactClickContract } from "@/test-support/contracts/contact-clicks.contract";
import { SqliteContactClickStore } from "./sqlite";

// Contact taps on a real SQLite file; other instances are other connections to it.
afterEach(() => closeAllDbs());

describe("contact clicks: SQLite", () => {
  contactClickContract({
    open: async () => {
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), "contact-")), "site.db");
      const first = new SqliteContactClickStore(openDb(file));
      return {
        first,
        second: () => {
          const db = new Database(file);
          db.pragma("busy_timeout = 5000");
          return new SqliteContactClickStore(db);
        },
      };
    },
  });
});
