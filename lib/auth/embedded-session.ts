import "server-only";
import { createHash } from "node:crypto";
import type { EmbeddedCredentials } from "./config";
import type { AdminSessionStore } from "./session-store";
import { newSessionId, sessionIdOfToken, SESSION_TTL_SECONDS, signSessionToken, verifySessionToken, type Admin } from "./session-token";

// Embedded sessions end on the server: sign-in records a random session id in the store, every
// request checks the store still has it, logout deletes it. A cookie copied before logout is then
// refused, however long its signature would last. Testable without Next: session.ts passes the
// cookie, the key and the store.

export type SessionContext = { credentials: EmbeddedCredentials; key: Uint8Array; store: AdminSessionStore; now?: Date };

/** The store keeps a hash of the session id, not the id that (signed) makes a cookie. */
export function storedSessionId(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("base64url");
}

/** Records a new session and returns its cookie value. */
export async function openEmbeddedSession({ credentials, key, store, now = new Date() }: SessionContext): Promise<string> {
  const sessionId = newSessionId();
  const token = await signSessionToken(credentials, key, sessionId, now);
  await store.create({
    id: storedSessionId(sessionId),
    email: credentials.email.trim().toLowerCase(),
    createdAt: now,
    expiresAt: new Date(Math.floor(now.getTime() / 1000) * 1000 + SESSION_TTL_SECONDS * 1000),
  });
  return token;
}

/** The administrator of a cookie value: a valid token whose session the store still has open. */
export async function embeddedAdmin(token: string, { credentials, key, store, now = new Date() }: SessionContext): Promise<Admin | null> {
  const claims = await verifySessionToken(token, key, credentials, now);
  if (!claims) return null;
  if (!(await store.isActive(storedSessionId(claims.sessionId), now))) return null;
  return { email: claims.email };
}

/** Ends the session a genuine cookie names (a forged or expired one names nothing to end). */
export async function closeEmbeddedSession(token: string, { key, store, now = new Date() }: Omit<SessionContext, "credentials">): Promise<void> {
  const sessionId = await sessionIdOfToken(token, key, now);
  if (sessionId) await store.end(storedSessionId(sessionId));
}
