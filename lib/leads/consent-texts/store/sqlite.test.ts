import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { consentTextsContract } from "@/test-support/contracts/consent-texts.contract";
import { SqliteConsentTextStore } from "./sqlite";

// The consent texts on a real SQLite file; another instance is another connection to it.
afterAll(() => closeAllDbs());

consentTextsContract("SQLite", async () => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "consent-texts-")), "site.db");
  const first = new SqliteConsentTextStore(openDb(file));
  return {
    first,
    second: () => {
      const db = new Database(file);
      db.pragma("busy_timeout = 5000");
      return new SqliteConsentTextStore(db);
    },
  };
});
