import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { leadDeskContract } from "@/test-support/contracts/lead-desk.contract";
import { SqliteLeadDeskStore } from "./sqlite";

// The sales desk on a real SQLite file in a temporary folder.
afterAll(() => closeAllDbs());

leadDeskContract(
  "SQLite",
  async () => new SqliteLeadDeskStore(openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "desk-")), "site.db"))),
);
