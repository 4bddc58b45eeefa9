import "server-only";
import Database from "better-sqlite3";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";
import { log } from "@/lib/platform/log";

// The embedded store: one SQLite file under DATA_DIR, in WAL mode, shared by every domain
// (press, leads, ...). Each domain owns its migrations and applies them with migrate().
// The file holds personal data (leads): the folder we create is 0700, and the database, its
// -wal and its -shm are 0600 whatever the process umask (SQLite gives later -wal/-shm files the
// database file's mode).

export type Db = Database.Database;

// One map per process, not per module instance: route bundles and instrumentation may each load
// this module, and closeAllDbs at shutdown must reach every connection.
const CONNECTIONS = Symbol.for("presale.db.connections");
const globalStore = globalThis as typeof globalThis & { [CONNECTIONS]?: Map<string, Db> };
const connections = (globalStore[CONNECTIONS] ??= new Map<string, Db>());

/** Opens (once per process and file) the database at `file`, default `${DATA_DIR}/site.db`. */
export function openDb(file: string = path.join(/* turbopackIgnore: true */ env().DATA_DIR, "site.db")): Db {
  // The data folder is chosen at run time: nothing here is for the build's file tracing to follow
  // (a traced path.resolve(file) pulled the whole project, data included, into .next/standalone).
  const resolved = path.resolve(/* turbopackIgnore: true */ file);
  const existing = connections.get(resolved);
  if (existing?.open) return existing;
  const dir = path.dirname(resolved);
  if (mkdirSync(dir, { recursive: true, mode: 0o700 }) !== undefined) chmodSync(dir, 0o700);
  ownerOnly(resolved, true);
  const db = new Database(resolved);
  db.pragma("journal_mode = WAL");
  for (const suffix of ["-wal", "-shm"]) ownerOnly(`${resolved}${suffix}`, false);
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  // Deleted rows (leads past retention, a withdrawn lead) are overwritten, not left in free pages.
  db.pragma("secure_delete = ON");
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    domain TEXT NOT NULL,
    version INTEGER NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    PRIMARY KEY (domain, version)
  )`);
  connections.set(resolved, db);
  return db;
}

/** Mode 0600 for `file`; creates it empty first when `create` (SQLite then opens an empty file as a new database). */
function ownerOnly(file: string, create: boolean): void {
  if (!existsSync(file)) {
    if (!create) return;
    closeSync(openSync(file, "a", 0o600));
  }
  if ((statSync(file).mode & 0o777) === 0o600) return;
  try {
    chmodSync(file, 0o600);
  } catch (error) {
    // A file of another owner (an operator's copy): readable as before, but say so.
    log.warn(`[db] could not restrict ${file} to its owner (mode 0600)`, { error });
  }
}

/**
 * Applies the not-yet-applied steps of one domain, in order, each in its own transaction.
 * Step i (0-based) is version i+1; never edit or reorder a step that has shipped, append a new one.
 */
export function migrate(db: Db, domain: string, steps: readonly string[]): void {
  const applied = new Set(
    (db.prepare("SELECT version FROM schema_migrations WHERE domain = ?").all(domain) as { version: number }[]).map(
      (r) => r.version,
    ),
  );
  steps.forEach((sql, index) => {
    const version = index + 1;
    if (applied.has(version)) return;
    db.transaction(() => {
      db.exec(sql);
      db.prepare("INSERT OR IGNORE INTO schema_migrations (domain, version) VALUES (?, ?)").run(domain, version);
    }).immediate();
  });
}

/**
 * Runs `run` with a shorter wait for a busy file, then restores the connection's own (5 s).
 * better-sqlite3 waits on the server's only thread, so background or best-effort writes (a view,
 * the drainer's claim) wait briefly and give up rather than hold every request for 5 s while
 * another process (a backup, a second connection) holds the write lock.
 */
export function withBusyTimeout<T>(db: Db, ms: number, run: () => T): T {
  const previous = db.pragma("busy_timeout", { simple: true }) as number;
  db.pragma(`busy_timeout = ${ms}`);
  try {
    return run();
  } finally {
    db.pragma(`busy_timeout = ${previous}`);
  }
}

/**
 * Closes every open connection (tests and graceful shutdown), each after a checkpoint that moves
 * the write-ahead log into the database file and empties it (TRUNCATE): the file alone is then the
 * whole database, for a backup or the next start. A checkpoint that can't run (another process
 * reading) is left to SQLite; the close goes ahead.
 */
export function closeAllDbs(): void {
  for (const db of connections.values()) {
    if (!db.open) continue;
    try {
      db.pragma("wal_checkpoint(TRUNCATE)");
    } catch (error) {
      log.warn(`[db] checkpoint of ${db.name} before close failed`, { error });
    }
    db.close();
  }
  connections.clear();
}
