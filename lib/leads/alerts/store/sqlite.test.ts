import { afterEach, describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { alertStateContract } from "@/test-support/contracts/alert-state.contract";
import { SqliteAlertStateStore } from "./sqlite";

// The SQLite alert state on a real file; two stores on one connection stand for two instances.

describe("SQLite alert state: contract", () => {
  afterEach(() => closeAllDbs());
  alertStateContract(() => {
    const db = openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "alert-state-")), "site.db"));
    return [new SqliteAlertStateStore(db), new SqliteAlertStateStore(db)];
  });
});
