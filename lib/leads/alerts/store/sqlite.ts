import "server-only";
import type { Db } from "@/lib/platform/db/sqlite";
import { SqliteStore } from "@/lib/platform/db/sqlite-store";
import { initialAlertState, type AlertCause, type AlertState, type AlertStateStore } from "../state";

const MIGRATIONS = [
  `CREATE TABLE alert_state (
    cause TEXT PRIMARY KEY,
    last_sent_at INTEGER,
    open INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 0
  )`,
];

export class SqliteAlertStateStore extends SqliteStore implements AlertStateStore {
  constructor(db: Db) {
    super(db, "alerts", MIGRATIONS);
  }

  async get(cause: AlertCause): Promise<AlertState> {
    const row = this.sql("SELECT last_sent_at, open, version FROM alert_state WHERE cause = ?").get(cause) as
      { last_sent_at: number | null; open: number; version: number } | undefined;
    return row ? { lastSentAt: row.last_sent_at, open: row.open === 1, version: row.version } : initialAlertState;
  }

  async replace(cause: AlertCause, expected: AlertState, next: Omit<AlertState, "version">): Promise<boolean> {
    const params = { cause, lastSentAt: next.lastSentAt, open: next.open ? 1 : 0, expected: expected.version };
    if (expected.version === 0) {
      return (
        this.sql(
          "INSERT OR IGNORE INTO alert_state (cause, last_sent_at, open, version) VALUES (@cause, @lastSentAt, @open, 1)",
        ).run(params).changes === 1
      );
    }
    return (
      this.sql(
        "UPDATE alert_state SET last_sent_at = @lastSentAt, open = @open, version = version + 1 WHERE cause = @cause AND version = @expected",
      ).run(params).changes === 1
    );
  }
}
