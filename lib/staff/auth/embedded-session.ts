import "server-only";
import { createHash } from "node:crypto";
import type { EmbeddedCredentials } from "./config";
import type { AdminSessionStore } from "./sessions";
import {
  credentialVersion,
  newSessionId,
  readSessionToken,
  sessionIdOfToken,
  SESSION_TTL_SECONDS,
  signSessionToken,
  type Admin,
} from "./session-token";
import { normalEmail, type StaffUser, type UserStore } from "../users/users";

// Embedded sessions end on the server: sign-in records a random session id in the store, every
// request checks the store still has it, logout deletes it. A cookie copied before logout is then
// refused, however long its signature would last. Testable without Next: session.ts passes the
// cookie, the key and the stores.
//
// Two kinds of account sign in: the administrator configured in the environment (`credentials`)
// and the staff accounts of the user store. A staff session is checked against the
// account on every request: disabled, or its password changed, and the session is refused at once;
// its role is read there too, so a role change applies to the next request.

export type SessionContext = {
  credentials: EmbeddedCredentials;
  key: Uint8Array;
  store: AdminSessionStore;
  users?: UserStore;
  now?: Date;
  /** The idle limit: a session unused this long is refused (ADMIN_IDLE_MINUTES); none when absent. */
  idleMs?: number;
};

/** The store keeps a hash of the session id, not the id that (signed) makes a cookie. */
export function storedSessionId(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("base64url");
}

/** The credentials a staff account signs in with (its email and password hash), for the token's fingerprint. */
export function staffCredentials(user: StaffUser): EmbeddedCredentials | null {
  return user.status === "active" && user.passwordHash
    ? { email: user.email, kind: "hash", hash: user.passwordHash }
    : null;
}

export const staffAdmin = (user: StaffUser): Admin => ({
  email: user.email,
  role: user.role,
  name: user.name,
  userId: user.id,
  grants: user.grants,
});

/** Records a new session for `account` (the configured administrator unless given) and returns its cookie value. */
export async function openEmbeddedSession(
  { credentials, key, store, now = new Date() }: SessionContext,
  account: EmbeddedCredentials = credentials,
): Promise<string> {
  const sessionId = newSessionId();
  const token = await signSessionToken(account, key, sessionId, now);
  await store.create({
    id: storedSessionId(sessionId),
    email: normalEmail(account.email),
    createdAt: now,
    expiresAt: new Date(Math.floor(now.getTime() / 1000) * 1000 + SESSION_TTL_SECONDS * 1000),
  });
  return token;
}

/** The account of a cookie value: a valid token whose account still signs in with the same credentials and whose session the store still has open. */
export async function embeddedAdmin(
  token: string,
  { credentials, key, store, users, now = new Date(), idleMs = Number.POSITIVE_INFINITY }: SessionContext,
): Promise<Admin | null> {
  const claims = await readSessionToken(token, key, now);
  if (!claims) return null;
  let account: { credentials: EmbeddedCredentials; admin: Admin } | null = null;
  if (claims.email === normalEmail(credentials.email)) {
    account = { credentials, admin: { email: claims.email, role: "admin" } };
  } else if (users) {
    const user = await users.byEmail(claims.email);
    const staff = user ? staffCredentials(user) : null;
    if (user && staff) account = { credentials: staff, admin: staffAdmin(user) };
  }
  if (!account || claims.cv !== credentialVersion(account.credentials, key)) return null;
  if (!(await store.touch(storedSessionId(claims.sessionId), now, idleMs))) return null;
  return account.admin;
}

/** Ends the session a genuine cookie names (a forged or expired one names nothing to end). */
export async function closeEmbeddedSession(
  token: string,
  { key, store, now = new Date() }: Omit<SessionContext, "credentials">,
): Promise<void> {
  const sessionId = await sessionIdOfToken(token, key, now);
  if (sessionId) await store.end(storedSessionId(sessionId));
}
