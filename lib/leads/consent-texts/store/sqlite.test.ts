import { afterAll, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { closeAllDbs } from "@/lib/platform/db/sqlite";
import { sqliteInstances } from "@/test-support/sqlite-instances";
import { consentTextsContract } from "@/test-support/contracts/consent-texts.contract";
import { SqliteConsentTextStore } from "./sqlite";

// The consent texts on a real SQLite file; another instance is another connection to it.
afterAll(() => closeAllDbs());

consentTextsContract("SQLite", async () => {
  const { first, second } = sqliteInstances("consent-texts", (db) => new SqliteConsentTextStore(db));
  return { first, second };
});
