import "server-only";
import type { Db } from "@/lib/platform/db/sqlite";
import { SqliteStore } from "@/lib/platform/db/sqlite-store";
import { TOUCH_EVERY_MS, type AdminSessionStore, type StoredSession } from "../sessions";

// The sessions in the site's SQLite file (table admin_sessions).

const MIGRATIONS = [
  `CREATE TABLE admin_sessions (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX admin_sessions_expires ON admin_sessions (expires_at);`,
  `CREATE INDEX admin_sessions_email ON admin_sessions (email);`,
  // The idle limit: when the session last served a request (NULL: not since it was created).
  `ALTER TABLE admin_sessions ADD COLUMN last_seen_at INTEGER;`,
] as const;

export class SqliteAdminSessionStore extends SqliteStore implements AdminSessionStore {
  constructor(db: Db) {
    super(db, "auth", MIGRATIONS);
  }

  async create(session: StoredSession): Promise<void> {
    this.db
      .transaction(() => {
        this.pruneNow(session.createdAt);
        this.sql("INSERT INTO admin_sessions (id, email, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
          session.id,
          session.email,
          session.createdAt.getTime(),
          session.expiresAt.getTime(),
        );
      })
      .immediate();
  }

  async isActive(id: string, now: Date): Promise<boolean> {
    return !!this.sql("SELECT 1 FROM admin_sessions WHERE id = ? AND expires_at > ?").get(id, now.getTime());
  }

  async touch(id: string, now: Date, idleMs: number): Promise<boolean> {
    const t = now.getTime();
    const row = this.sql(
      "SELECT expires_at AS expiresAt, COALESCE(last_seen_at, created_at) AS seenAt FROM admin_sessions WHERE id = ?",
    ).get(id) as { expiresAt: number; seenAt: number } | undefined;
    if (!row || row.expiresAt <= t || t - row.seenAt >= idleMs) return false;
    if (t - row.seenAt >= TOUCH_EVERY_MS)
      this.sql("UPDATE admin_sessions SET last_seen_at = MAX(COALESCE(last_seen_at, 0), ?) WHERE id = ?").run(t, id);
    return true;
  }

  async end(id: string): Promise<void> {
    this.sql("DELETE FROM admin_sessions WHERE id = ?").run(id);
  }

  async endAllFor(email: string): Promise<number> {
    return this.sql("DELETE FROM admin_sessions WHERE email = ?").run(email.trim().toLowerCase()).changes;
  }

  async prune(now: Date): Promise<number> {
    return this.pruneNow(now);
  }

  private pruneNow(now: Date): number {
    return this.sql("DELETE FROM admin_sessions WHERE expires_at <= ?").run(now.getTime()).changes;
  }
}
