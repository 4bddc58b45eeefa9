import { afterAll, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { closeAllDbs } from "@/lib/platform/db/sqlite";
import { sqliteInstances } from "@/test-support/sqlite-instances";
import { secondFactorsContract } from "@/test-support/contracts/second-factors.contract";
import { SqliteSecondFactorStore } from "./sqlite";

// The second factors on a real SQLite file; another instance is another connection to it.
afterAll(() => closeAllDbs());

secondFactorsContract("SQLite", async () => sqliteInstances("second-factors", (db) => new SqliteSecondFactorStore(db)));
