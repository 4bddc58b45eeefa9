import "server-only";
import type { Db } from "@/lib/platform/db/sqlite";
import { SqliteStore } from "@/lib/platform/db/sqlite-store";

// Where embedded administrator sessions live on the server, so that logout ends a session for
// good: the cookie names a session id, the store knows which ids are open, and a copied cookie
// stops working the moment its row is gone. The ids kept here are hashes of the cookie's (see
// embedded-session.ts), so reading the store does not hand out working cookies.
// SQLite (table admin_sessions) or Firestore (collection adminSessions), picked by DATA_BACKEND in
// session-runtime.ts, like every other store of the site.

export type StoredSession = { id: string; email: string; createdAt: Date; expiresAt: Date };

export interface AdminSessionStore {
  /** Records a new session, and drops sessions that have expired by `now`. */
  create(session: StoredSession): Promise<void>;
  /** True while the session is recorded and not expired at `now`. */
  isActive(id: string, now: Date): Promise<boolean>;
  /** Ends the session (no-op when unknown). */
  end(id: string): Promise<void>;
  /** Ends every session of one account (a disabled account); how many went. */
  endAllFor(email: string): Promise<number>;
  /** Deletes the sessions expired by `now`; how many went. */
  prune(now: Date): Promise<number>;
}

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
