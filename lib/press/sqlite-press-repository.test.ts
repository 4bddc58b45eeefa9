import { afterAll, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/db/sqlite";
import { pressRepositoryContract } from "./press-repository.contract";
import { SqlitePressRepository } from "./sqlite-press-repository";

// A real SQLite file in a temporary folder; every case uses its own site ids.
const file = path.join(mkdtempSync(path.join(os.tmpdir(), "press-")), "site.db");
afterAll(() => closeAllDbs());

pressRepositoryContract("SQLite", () => new SqlitePressRepository(openDb(file)));
