import "server-only";

// Where embedded administrator sessions live on the server, so that logout ends a session for
// good: the cookie names a session id, the store knows which ids are open, and a copied cookie
// stops working the moment its row is gone. The ids kept here are hashes of the cookie's (see
// embedded-session.ts), so reading the store does not hand out working cookies.
// SQLite (table admin_sessions) or Firestore (collection adminSessions), picked by DATA_BACKEND in
// store/index.ts, like every other store of the site.

/** How stale a session's last use may get before a request writes it again. */
export const TOUCH_EVERY_MS = 60_000;

export type StoredSession = { id: string; email: string; createdAt: Date; expiresAt: Date };

export interface AdminSessionStore {
  /** Records a new session, and drops sessions that have expired by `now`. */
  create(session: StoredSession): Promise<void>;
  /** True while the session is recorded and not expired at `now` (its absolute limit alone). */
  isActive(id: string, now: Date): Promise<boolean>;
  /**
   * A request of the session at `now`: true while it is recorded, not expired, and was last used
   * less than `idleMs` before (the idle limit). Marks it used at `now`, at most once per
   * TOUCH_EVERY_MS, so a page that asks often does not write on every request.
   */
  touch(id: string, now: Date, idleMs: number): Promise<boolean>;
  /** Ends the session (no-op when unknown). */
  end(id: string): Promise<void>;
  /** Ends every session of one account (a disabled account); how many went. */
  endAllFor(email: string): Promise<number>;
  /** Deletes the sessions expired by `now`; how many went. */
  prune(now: Date): Promise<number>;
}
