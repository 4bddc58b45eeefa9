import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { accessRecordsContract } from "@/test-support/contracts/access-records.contract";
import { SqliteAccessRecordStore } from "./sqlite";

// The SQLite access records on a real file in a temporary folder.
afterAll(() => closeAllDbs());

accessRecordsContract(
  "SQLite",
  async () => new SqliteAccessRecordStore(openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "access-")), "site.db"))),
);
