import "server-only";

// Where embedded administrator sessions live on the server, so that logout ends a session for
// good: the cookie names a session id, the store knows which ids are open, and a copied cookie
// stops working the moment its row is gone. The ids kept here are hashes of the cookie's (see
// embedded-session.ts), so reading the store does not hand out working cookies.
// SQLite (table admin_sessions) or Firestore (collection adminSessions), picked by DATA_BACKEND in
// store/index.ts, like every other store of the site.

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
