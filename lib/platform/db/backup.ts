import "server-only";
import Database from "better-sqlite3";
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  unlinkSync,
} from "node:fs";
import path from "node:path";

// Backup and restore of the embedded store (`npm run backup`, scripts/backup.ts).
//
// A backup is `VACUUM INTO` a new file: SQLite writes one consistent snapshot of the database as
// it was when the statement's read transaction began, while the server's writers keep committing
// to the WAL (a reader never blocks a writer in WAL mode). Unlike the online backup API, it does
// not start over when another connection writes, so it ends under a steady stream of leads. The
// source is opened read-only: a backup never writes the live file. The copy is compact (no free
// pages, so no rows deleted before it, which secure_delete already zeroed) and in rollback-journal
// mode: one self-contained file. It holds names and phone numbers: its folder is made 0700 and
// the file is created 0600 before SQLite writes a byte into it.
//
// A restore checks the file (PRAGMA integrity_check) before anything else, copies it next to the
// target under a temporary name (0600), checks the copy, and renames it into place, so a reader
// of DATA_DIR sees the old database or the restored one, never half a file. It does not replace an
// existing site.db unless asked (`force`), and never one that a running server has open.

export type TableCounts = Record<string, number>;

/** `site-20261125T010203Z.db`: the file name of a backup taken at `now` (UTC). */
export function backupFileName(now: Date): string {
  return `site-${now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "")}.db`;
}

/** The default place of a backup: `DATA_DIR/backups/site-<UTC time>.db`. */
export function defaultBackupPath(dataDir: string, now: Date = new Date()): string {
  return path.join(dataDir, "backups", backupFileName(now));
}

function ownerOnlyDir(dir: string): void {
  const created = mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (created !== undefined) chmodSync(dir, 0o700);
}

/** Creates `file` empty with mode 0600; fails if it exists. */
function createOwnerOnly(file: string): void {
  closeSync(openSync(file, "wx", 0o600));
  chmodSync(file, 0o600);
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Rows per table of the database at `file` (read-only), tables by name. */
export function tableCounts(file: string): TableCounts {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      tables.map((t) => [
        t,
        db
          .prepare(`SELECT count(*) FROM ${quoteIdentifier(t)}`)
          .pluck()
          .get() as number,
      ]),
    );
  } finally {
    db.close();
  }
}

/** PRAGMA integrity_check of the file at `file` (read-only): ["ok"], or what is wrong (at most 20 lines). */
export function integrityCheck(file: string): string[] {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    return (db.prepare("PRAGMA integrity_check(20)").pluck().all() as string[]).map(String);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  } finally {
    db?.close();
  }
}

const isOk = (lines: string[]) => lines.length === 1 && lines[0] === "ok";

export type BackupResult = { file: string; counts: TableCounts };

/** Writes a consistent snapshot of the database at `source` to `out` (a new file), checks it and counts its rows. */
export function backupDatabase(source: string, out: string): BackupResult {
  if (!existsSync(source))
    throw new Error(`No database at ${source}: nothing to back up (check DATA_DIR or --data-dir).`);
  const target = path.resolve(out);
  if (target === path.resolve(source)) throw new Error("The backup cannot be the database itself.");
  ownerOnlyDir(path.dirname(target));
  createOwnerOnly(target);
  try {
    const db = new Database(source, { readonly: true, fileMustExist: true });
    try {
      db.pragma("busy_timeout = 5000");
      db.prepare("VACUUM INTO ?").run(target);
    } finally {
      db.close();
    }
    const integrity = integrityCheck(target);
    if (!isOk(integrity)) throw new Error(`The backup failed its integrity check: ${integrity.join("; ")}`);
    return { file: target, counts: tableCounts(target) };
  } catch (error) {
    if (existsSync(target)) unlinkSync(target);
    throw error;
  }
}

/**
 * Whether a process has the WAL database at `file` open: we open it, checkpoint and close; the
 * last connection to close removes the -wal and -shm files, so if they are still there, another
 * connection (a running server) holds them.
 */
export function databaseInUse(file: string): boolean {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 2000");
    db.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    db.close();
  }
  return existsSync(`${file}-wal`) || existsSync(`${file}-shm`);
}

export type RestoreResult = {
  file: string;
  counts: TableCounts;
  /** Where the database that was replaced went (force), else null. */
  replaced: string | null;
};

/**
 * Restores the backup at `backup` as `dataDir/site.db`. Refuses a file that fails its integrity
 * check, an existing site.db unless `force`, and (even with `force`) a site.db that a running
 * server has open. A replaced database is moved to `dataDir/backups/site-replaced-<UTC time>.db`.
 */
export function restoreDatabase(
  backup: string,
  dataDir: string,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
): RestoreResult {
  if (!existsSync(backup)) throw new Error(`No backup at ${backup}.`);
  const integrity = integrityCheck(backup);
  if (!isOk(integrity)) throw new Error(`Refusing to restore ${backup}: integrity_check says ${integrity.join("; ")}`);
  const target = path.resolve(dataDir, "site.db");
  const exists = existsSync(target);
  if (exists && !force)
    throw new Error(
      `${target} exists: refusing to replace it (add --force to replace it; the old file is kept under backups/).`,
    );
  if (exists && databaseInUse(target))
    throw new Error(`${target} is open in another process (a running server?): stop it before restoring.`);
  ownerOnlyDir(path.dirname(target));
  const temporary = `${target}.restore-${process.pid}`;
  createOwnerOnly(temporary);
  try {
    copyFileSync(backup, temporary);
    // copyFile gives the copy the source's mode: ours is 0600 whatever the backup's was.
    chmodSync(temporary, 0o600);
    const fd = openSync(temporary, "r+");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    const copied = integrityCheck(temporary);
    if (!isOk(copied)) throw new Error(`The copy failed its integrity check: ${copied.join("; ")}`);
  } catch (error) {
    if (existsSync(temporary)) unlinkSync(temporary);
    throw error;
  }
  let replaced: string | null = null;
  if (exists) {
    ownerOnlyDir(path.join(path.dirname(target), "backups"));
    replaced = path.join(path.dirname(target), "backups", backupFileName(now).replace(/^site-/, "site-replaced-"));
    if (existsSync(replaced)) throw new Error(`${replaced} exists already: try again in a second.`);
    renameSync(target, replaced);
  }
  renameSync(temporary, target);
  return { file: target, counts: tableCounts(target), replaced };
}
