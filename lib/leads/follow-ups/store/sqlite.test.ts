import { afterEach, describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { SqliteLeadOutbox } from "@/lib/leads/store/sqlite";
import { SqliteQuotaStore } from "@/lib/platform/quota/store/sqlite";
import { alertDigestContract } from "@/test-support/contracts/alert-digest.contract";
import { conversionQueueContract } from "@/test-support/contracts/conversion-queue.contract";
import { sqliteInstances } from "@/test-support/sqlite-instances";
import { SqliteConversionQueue } from "./sqlite";

describe("SQLite conversion queue: contract", () => {
  afterEach(() => closeAllDbs());
  conversionQueueContract(() => {
    const db = openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "conversions-")), "site.db"));
    return { outbox: new SqliteLeadOutbox(db), queue: new SqliteConversionQueue(db) };
  });
});

describe("SQLite conversion queue: the desk alerts' digest", () => {
  afterEach(() => closeAllDbs());
  alertDigestContract(() => {
    const file = sqliteInstances("digest", (db) => ({
      outbox: new SqliteLeadOutbox(db),
      queue: new SqliteConversionQueue(db),
      quota: new SqliteQuotaStore(db),
    }));
    return { ...file.first, another: () => file.second().queue };
  });
});
