import { afterEach, describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { closeAllDbs } from "@/lib/platform/db/sqlite";
import { sqliteInstances } from "@/test-support/sqlite-instances";
import { quotaContract } from "@/test-support/contracts/quota-store.contract";
import { SqliteQuotaStore } from "./sqlite";

// Quotas on a real SQLite file; other instances are other connections to the same file.
afterEach(() => closeAllDbs());

describe("quota store: SQLite", () => {
  quotaContract({
    open: async () => {
      const { first, second } = sqliteInstances("quota", (db) => new SqliteQuotaStore(db));
      return { first, second };
    },
  });
});
