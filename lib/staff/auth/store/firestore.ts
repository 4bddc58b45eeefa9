import "server-only";
import { log } from "@/lib/platform/log";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { deleteMatching } from "@/lib/platform/firebase/delete-query";
import { TOUCH_EVERY_MS, type AdminSessionStore, type StoredSession } from "../sessions";

// Collection `adminSessions`, document id = the session's stored id, fields email, createdAt,
// expiresAt, and lastSeenAt (the idle limit; absent until the first request after a minute). Expired documents are deleted at each sign-in (a single-field range query, no
// composite index); a Firestore TTL policy on expiresAt may clean up as well.

const COLLECTION = "adminSessions";
const PRUNE_BATCH = 200;

export class FirestoreAdminSessionStore implements AdminSessionStore {
  constructor(private readonly db: Firestore) {}

  private get sessions() {
    return this.db.collection(COLLECTION);
  }

  async create(session: StoredSession): Promise<void> {
    await this.sessions.doc(session.id).create({
      email: session.email,
      createdAt: Timestamp.fromDate(session.createdAt),
      expiresAt: Timestamp.fromDate(session.expiresAt),
    });
    try {
      await this.prune(session.createdAt);
    } catch (error) {
      // The new session stands; old rows are only clutter (each one has expired).
      log.warn("[auth] could not prune expired administrator sessions", { error });
    }
  }

  async isActive(id: string, now: Date): Promise<boolean> {
    const snap = await this.sessions.doc(id).get();
    const expiresAt = snap.get("expiresAt");
    return snap.exists && expiresAt instanceof Timestamp && expiresAt.toMillis() > now.getTime();
  }

  async touch(id: string, now: Date, idleMs: number): Promise<boolean> {
    const ref = this.sessions.doc(id);
    const snap = await ref.get();
    const expiresAt = snap.get("expiresAt");
    const seen = snap.get("lastSeenAt") ?? snap.get("createdAt");
    if (!snap.exists || !(expiresAt instanceof Timestamp) || !(seen instanceof Timestamp)) return false;
    const t = now.getTime();
    if (expiresAt.toMillis() <= t || t - seen.toMillis() >= idleMs) return false;
    if (t - seen.toMillis() >= TOUCH_EVERY_MS) {
      // update() needs the document: a logout in between is not undone by this write.
      await ref.update({ lastSeenAt: Timestamp.fromDate(now) }).catch((error: unknown) => {
        log.warn("[auth] could not mark a session's last use (the next request tries again)", { error });
      });
    }
    return true;
  }

  async end(id: string): Promise<void> {
    await this.sessions.doc(id).delete();
  }

  async endAllFor(email: string): Promise<number> {
    return deleteMatching(this.sessions.where("email", "==", email.trim().toLowerCase()), PRUNE_BATCH);
  }

  async prune(now: Date): Promise<number> {
    return deleteMatching(this.sessions.where("expiresAt", "<=", Timestamp.fromDate(now)), PRUNE_BATCH);
  }
}
