import "server-only";
import { log } from "@/lib/log";
import { getAuth, type DecodedIdToken } from "firebase-admin/auth";
import { env } from "@/lib/env";
import { firebaseApp } from "@/lib/firebase/admin";
import type { Admin } from "./session-token";
import { SESSION_TTL_SECONDS } from "./session-token";

// Firebase mode: the browser signs in with Firebase Auth and hands us its ID token; we verify
// it, require the administrator role, and answer with a session cookie made by Firebase.

/** How recent the sign-in behind an ID token must be to open a session (Firebase's own advice). */
const RECENT_SIGN_IN_SECONDS = 5 * 60;

export type TokenExchange = { ok: true; email: string; cookie: string } | { ok: false; reason: "invalid" | "stale" | "not-admin" };

type AdminClaims = Pick<DecodedIdToken, "email" | "email_verified"> & { admin?: unknown };

/**
 * An administrator is a user with the custom claim admin=true, or one whose email is listed in
 * ADMIN_EMAILS and verified. The web API key is public, so anyone can create an account under a
 * listed address that has none yet: the listing counts only once Firebase has verified the address
 * (the link in its verification email, or `emailVerified` set by an operator).
 */
export function isAdminClaims(claims: AdminClaims, allowedEmails: readonly string[]): boolean {
  if (claims.admin === true) return true;
  if (claims.email_verified !== true) return false;
  const email = claims.email?.trim().toLowerCase();
  return !!email && allowedEmails.some((allowed) => allowed.trim().toLowerCase() === email);
}

/** Verifies a fresh ID token (revocation included) and, for an administrator, makes an 8-hour session cookie. */
export async function exchangeIdToken(idToken: string, now: Date = new Date()): Promise<TokenExchange> {
  const auth = getAuth(firebaseApp());
  let decoded: DecodedIdToken;
  try {
    decoded = await auth.verifyIdToken(idToken, true);
  } catch (error) {
    log.warn(`[auth] Firebase ID token refused: ${(error as { code?: string }).code ?? (error as Error).message}`);
    return { ok: false, reason: "invalid" };
  }
  if (now.getTime() / 1000 - decoded.auth_time > RECENT_SIGN_IN_SECONDS) return { ok: false, reason: "stale" };
  if (!decoded.email || !isAdminClaims(decoded, env().ADMIN_EMAILS)) {
    log.warn(`[auth] Firebase user ${decoded.uid} signed in but is not an administrator`);
    return { ok: false, reason: "not-admin" };
  }
  const cookie = await auth.createSessionCookie(idToken, { expiresIn: SESSION_TTL_SECONDS * 1000 });
  return { ok: true, email: decoded.email, cookie };
}

/** The administrator a Firebase session cookie names, or null (expired, revoked, forged, or no longer an administrator). */
export async function verifyFirebaseSession(cookie: string): Promise<Admin | null> {
  try {
    const decoded = await getAuth(firebaseApp()).verifySessionCookie(cookie, true);
    if (!decoded.email || !isAdminClaims(decoded, env().ADMIN_EMAILS)) return null;
    return { email: decoded.email, role: "admin" };
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    // An expired, revoked or malformed cookie is an ordinary signed-out visitor; anything else is worth a log line.
    if (!/session-cookie-(expired|revoked)|argument-error|user-disabled|user-not-found/.test(code)) {
      log.warn(`[auth] Firebase session check failed: ${code || (error as Error).message}`);
    }
    return null;
  }
}

/** Logs the user out everywhere: their refresh tokens and session cookies stop working. */
export async function revokeFirebaseSessions(cookie: string): Promise<void> {
  try {
    const auth = getAuth(firebaseApp());
    const decoded = await auth.verifySessionCookie(cookie, false);
    await auth.revokeRefreshTokens(decoded.sub);
  } catch {
    // Nothing valid to revoke: clearing the cookie is all that is left to do.
  }
}
