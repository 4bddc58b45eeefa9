import { afterEach, describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { closeAllDbs } from "@/lib/platform/db/sqlite";
import { sqliteInstances } from "@/test-support/sqlite-instances";
import { jobGateContract } from "@/test-support/contracts/job-gate.contract";
import { SqliteJobGateStore } from "./sqlite";

// The job gate on a real SQLite file; other instances are other connections to the same file.
afterEach(() => closeAllDbs());

describe("job gate: SQLite", () => {
  jobGateContract({
    open: async () => {
      const { first, second } = sqliteInstances("job-gate", (db) => new SqliteJobGateStore(db));
      return { first, second };
    },
  });
});
