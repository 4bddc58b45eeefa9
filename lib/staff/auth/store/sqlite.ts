import "server-only";
import type { Db } from "@/lib/platform/db/sqlite";
import { SqliteStore } from "@/lib/platform/db/sqlite-store";
import type { AdminSessionStore, StoredSession } from "../sessions";

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
