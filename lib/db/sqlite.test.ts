import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, migrate, openDb } from "./sqlite";

const tmpFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), "db-")), "site.db");

describe("sqlite store", () => {
  afterEach(() => closeAllDbs());

  it("opens a real file in WAL mode", () => {
    const db = openDb(tmpFile());
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
  });

  it("applies each migration step once, per domain", () => {
    const file = tmpFile();
    const db = openDb(file);
    migrate(db, "demo", ["CREATE TABLE a (x INTEGER)", "INSERT INTO a VALUES (1)"]);
    migrate(db, "demo", ["CREATE TABLE a (x INTEGER)", "INSERT INTO a VALUES (1)"]);
    closeAllDbs();
    const again = openDb(file);
    migrate(again, "demo", ["CREATE TABLE a (x INTEGER)", "INSERT INTO a VALUES (1)", "INSERT INTO a VALUES (2)"]);
    expect(again.prepare("SELECT x FROM a ORDER BY x").all()).toEqual([{ x: 1 }, { x: 2 }]);
  });

  it("rolls back a failing step and records nothing for it", () => {
    const db = openDb(tmpFile());
    expect(() => migrate(db, "bad", ["CREATE TABLE b (x INTEGER); INSERT INTO nope VALUES (1)"])).toThrow();
    expect(db.prepare("SELECT count(*) c FROM schema_migrations WHERE domain='bad'").get()).toEqual({ c: 0 });
    expect(db.prepare("SELECT count(*) c FROM sqlite_master WHERE name='b'").get()).toEqual({ c: 0 });
  });
});
