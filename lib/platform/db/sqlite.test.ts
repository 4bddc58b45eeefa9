import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import Database from "better-sqlite3";
import { chmodSync, mkdtempSync, statSync } from "node:fs";
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

  it("creates its folder 0700 and the database, -wal and -shm 0600, whatever the umask", () => {
    const mode = (file: string) => statSync(file).mode & 0o777;
    const previous = process.umask(0o002); // a common login umask: files 0664, folders 0775
    try {
      const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "db-")), "data");
      const file = path.join(dir, "site.db");
      const db = openDb(file);
      db.exec("CREATE TABLE t (x TEXT); INSERT INTO t VALUES ('개인정보')");
      expect(mode(dir)).toBe(0o700);
      expect(mode(file)).toBe(0o600);
      expect(mode(`${file}-wal`)).toBe(0o600);
      expect(mode(`${file}-shm`)).toBe(0o600);
      // A file left readable by an older release is tightened when opened.
      closeAllDbs();
      process.umask(0o000);
      const loose = path.join(dir, "old.db");
      openDb(loose);
      closeAllDbs();
      chmodSync(loose, 0o644);
      openDb(loose).exec("CREATE TABLE u (x INTEGER)");
      expect(mode(loose)).toBe(0o600);
      expect(mode(`${loose}-wal`)).toBe(0o600);
    } finally {
      process.umask(previous);
    }
  });

  it("closeAllDbs moves the write-ahead log into the file and empties it, also while another connection keeps the file open", () => {
    const file = tmpFile();
    const db = openDb(file);
    db.exec("CREATE TABLE t (x TEXT)");
    const insert = db.prepare("INSERT INTO t VALUES (?)");
    for (let i = 0; i < 200; i++) insert.run(`row ${i}`);
    // An operator's shell, a backup: SQLite leaves the log to the last connection to close.
    const other = new Database(file, { readonly: true });
    try {
      expect(other.prepare("SELECT count(*) AS n FROM t").get()).toEqual({ n: 200 });
      expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
      closeAllDbs();
      expect(db.open).toBe(false);
      expect(statSync(`${file}-wal`).size).toBe(0);
      expect(other.prepare("SELECT count(*) AS n FROM t").get()).toEqual({ n: 200 });
    } finally {
      other.close();
    }
  });

  it("keeps one set of connections per process, whichever copy of the module opened them", async () => {
    const file = tmpFile();
    const db = openDb(file);
    vi.resetModules();
    const copy = await import("./sqlite");
    expect(copy.openDb(file)).toBe(db);
    copy.closeAllDbs();
    expect(db.open).toBe(false);
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
