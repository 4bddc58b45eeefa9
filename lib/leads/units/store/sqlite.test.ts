import { afterEach, describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { closeAllDbs } from "@/lib/platform/db/sqlite";
import { sqliteInstances } from "@/test-support/sqlite-instances";
import { unitsBoardContract } from "@/test-support/contracts/units-board.contract";
import { SqliteUnitsBoard } from "./sqlite";

// The remaining-units board on a real SQLite file; other instances are other connections to it.
afterEach(() => closeAllDbs());

describe("remaining-units board: SQLite", () => {
  unitsBoardContract({
    open: async () => {
      const { first, second } = sqliteInstances("units", (db) => new SqliteUnitsBoard(db));
      return { first, second };
    },
  });
});
