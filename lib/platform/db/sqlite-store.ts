import "server-only";
import type Database from "better-sqlite3";
import { migrate, type Db } from "./sqlite";

// The base of every SQLite store (leads, SMS, bookings, press, quota, vitals, sessions, alerts, job
// gate): the shared connection, its domain's migrations, and one prepared statement per SQL text.
// Times are stored as epoch milliseconds (INTEGER); dateOrNull reads one that may be NULL.

export abstract class SqliteStore {
  private readonly cache = new Map<string, Database.Statement>();

  /** `migrations`: the domain's steps for migrate() (lib/platform/db/sqlite.ts), applied here unless the subclass must prepare the connection first and calls migrate itself. */
  protected constructor(
    protected readonly db: Db,
    domain?: string,
    migrations?: readonly string[],
  ) {
    if (domain && migrations) migrate(db, domain, migrations);
  }

  /** Prepared once per SQL text (compiling a statement costs more than running it). */
  protected sql(text: string): Database.Statement {
    let statement = this.cache.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.cache.set(text, statement);
    }
    return statement;
  }
}

/** A stored time that may be absent (NULL) as a Date or null. */
export const dateOrNull = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));
