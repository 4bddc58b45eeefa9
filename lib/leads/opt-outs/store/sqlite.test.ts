import { afterAll, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { closeAllDbs } from "@/lib/platform/db/sqlite";
import { sqliteInstances } from "@/test-support/sqlite-instances";
import { optOutsContract } from "@/test-support/contracts/opt-outs.contract";
import { SqliteOptOutStore } from "./sqlite";

// The 수신거부 list on a real SQLite file; another instance is another connection to it.
afterAll(() => closeAllDbs());

optOutsContract("SQLite", async () => {
  const { first, second } = sqliteInstances("opt-outs", (db) => new SqliteOptOutStore(db));
  return { first, second };
});
