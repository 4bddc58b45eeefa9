import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import type { AccessRecordStore } from "@/lib/staff/access/records";
import { accessRecordsContract } from "@/test-support/contracts/access-records.contract";
import { SqliteAccessRecordStore } from "./sqlite";

// The SQLite access records on a real file in a temporary folder; another instance is another
// connection to the file, and the tampering is plain SQL on it.
afterAll(() => closeAllDbs());

const files = new WeakMap<AccessRecordStore, string>();
const connect = (file: string) => {
  const db = new Database(file);
  db.pragma("busy_timeout = 5000");
  return db;
};

accessRecordsContract(
  "SQLite",
  async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "access-")), "site.db");
    const store = new SqliteAccessRecordStore(openDb(file));
    files.set(store, file);
    return store;
  },
  {
    second: (store) => new SqliteAccessRecordStore(connect(files.get(store)!)),
    edit: async (store, seq, detail) => {
      connect(files.get(store)!).prepare("UPDATE access_records SET detail = ? WHERE seq = ?").run(detail, seq);
    },
    remove: async (store, seq) => {
      connect(files.get(store)!).prepare("DELETE FROM access_records WHERE seq = ?").run(seq);
    },
  },
);
