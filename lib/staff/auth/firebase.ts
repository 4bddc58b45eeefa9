import "server-only";
import { log } from "@/lib/platform/log";
import type { DecodedIdToken } from "firebase-admin/auth";
import { env } from "@/lib/env";
import { firebaseAuth } from "@/lib/platform/firebase/auth";
import { grantsOf, ROLES, type Role } from "./roles";
import { type Admin, SESSION_TTL_SECONDS } from "./session-token";

// Firebase mode: the browser signs in with Firebase Auth and hands us its ID token; we verify
// it, require a role (admin or staff), and answer with a session cookie made by Firebase.

/** How recent the sign-in behind an ID token must be to open a session (Firebase's own advice). */
const RECENT_SIGN_IN_SECONDS = 5 * 60;

export type TokenExchange =
  { ok: true; email: string; role: Role; cookie: string } | { ok: false; reason: "invalid" | "stale" | "not-admin" };

export type RoleClaims = Pick<DecodedIdToken, "email" | "email_verified"> & { admin?: unknown; role?: unknown };

/** True when `email` is listed in ADMIN_EMAILS (case and spaces aside). */
export function isListedEmail(email: string | undefined, allowedEmails: readonly string[]): boolean {
  const normal = email?.trim().toLowerCase();
  return !!normal && allowedEmails.some((allowed) => allowed.trim().toLowerCase() === normal);
}

/**
 * The role a Firebase user's claims give, or null (no access). An administrator is a user with the
 * custom claim role="admin" or the legacy admin=true, or one whose email is listed in ADMIN_EMAILS
 * and verified; staff hold role="staff" (claims set by an administrator on /admin/staff). The web
 * API key is public, so anyone can create an account under a listed address that has none yet:
 * the listing counts only once Firebase has verified the address (the link in its verification
 * email, or `emailVerified` set by an operator). A claim must be exactly true or a known role.
 */
export function roleOfClaims(claims: RoleClaims, allowedEmails: readonly string[]): Role | null {
  if (claims.admin === true || claims.role === "admin") return "admin";
  if (claims.email_verified === true && isListedEmail(claims.email, allowedEmails)) return "admin";
  return ROLES.find((role) => role === claims.role) ?? null;
}

/** True when the claims make an administrator (roleOfClaims). */
export function isAdminClaims(claims: RoleClaims, allowedEmails: readonly string[]): boolean {
  return roleOfClaims(claims, allowedEmails) === "admin";
}

/** Verifies a fresh ID token (revocation included) and, for a user with a role, makes an 8-hour session cookie. */
export async function exchangeIdToken(idToken: string, now: Date = new Date()): Promise<TokenExchange> {
  const auth = firebaseAuth();
  let decoded: DecodedIdToken;
  try {
    decoded = await auth.verifyIdToken(idToken, true);
  } catch (error) {
    log.warn(`[auth] Firebase ID token refused: ${(error as { code?: string }).code ?? (error as Error).message}`);
    return { ok: false, reason: "invalid" };
  }
  if (now.getTime() / 1000 - decoded.auth_time > RECENT_SIGN_IN_SECONDS) return { ok: false, reason: "stale" };
  const role = decoded.email ? roleOfClaims(decoded, env().ADMIN_EMAILS) : null;
  if (!decoded.email || !role) {
    log.warn(`[auth] Firebase user ${decoded.uid} signed in but holds no role`);
    return { ok: false, reason: "not-admin" };
  }
  const cookie = await auth.createSessionCookie(idToken, { expiresIn: SESSION_TTL_SECONDS * 1000 });
  return { ok: true, email: decoded.email, role, cookie };
}

/**
 * The person a Firebase session cookie names, with the role its claims give (claims are those of
 * the sign-in: a role change revokes the sessions, so the new role comes with the next sign-in),
 * or null (expired, revoked, disabled, forged, or holding no role).
 */
export async function verifyFirebaseSession(cookie: string): Promise<Admin | null> {
  try {
    const decoded = await firebaseAuth().verifySessionCookie(cookie, true);
    const role = decoded.email ? roleOfClaims(decoded, env().ADMIN_EMAILS) : null;
    if (!decoded.email || !role) return null;
    const name = typeof decoded.name === "string" && decoded.name.trim() ? decoded.name.trim() : undefined;
    const grants = grantsOf(decoded.grants);
    return {
      email: decoded.email,
      role,
      userId: decoded.uid,
      ...(name ? { name } : {}),
      ...(grants.length ? { grants } : {}),
    };
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
    const auth = firebaseAuth();
    const decoded = await auth.verifySessionCookie(cookie, false);
    await auth.revokeRefreshTokens(decoded.sub);
  } catch {
    // Nothing valid to revoke: clearing the cookie is all that is left to do.
  }
}
