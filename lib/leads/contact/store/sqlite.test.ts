import { afterEach, describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { closeAllDbs } from "@/lib/platform/db/sqlite";
import { sqliteInstances } from "@/test-support/sqlite-instances";
import { contactClickContract } from "@/test-support/contracts/contact-clicks.contract";
import { SqliteContactClickStore } from "./sqlite";

// Contact taps on a real SQLite file; other instances are other connections to it.
afterEach(() => closeAllDbs());

describe("contact clicks: SQLite", () => {
  contactClickContract({
    open: async () => {
      const { first, second } = sqliteInstances("contact", (db) => new SqliteContactClickStore(db));
      return { first, second };
    },
  });
});
