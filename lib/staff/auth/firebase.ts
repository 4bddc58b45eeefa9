import "server-only";
import { log } from "@/lib/platform/log";
import type { DecodedIdToken } from "firebase-admin/auth";
import { env } from "@/lib/env";
import { firebaseAuth } from "@/lib/platform/firebase/auth";
import { z } from "zod";
import { grantsOf, ROLES, type Grant, type Role } from "./roles";
import { type Admin, SESSION_TTL_SECONDS } from "./session-token";
import { thisComplex } from "./this-complex";

// Firebase mode: the browser signs in with Firebase Auth and hands us its ID token; we verify
// it, require a role in this complex (admin or staff), and answer with a session cookie made by
// Firebase. The project's users are shared by its complexes; their roles are not (RoleClaims).

/** How recent the sign-in behind an ID token must be to open a session (Firebase's own advice). */
const RECENT_SIGN_IN_SECONDS = 5 * 60;

export type TokenExchange =
  { ok: true; email: string; role: Role; cookie: string } | { ok: false; reason: "invalid" | "stale" | "not-admin" };

/**
 * The claims a role is read from. `roles` maps a complex's slug to its role there and `grants` a
 * slug to what the person may do there beyond it (`{ roles: { a: "staff" }, grants: { a: ["units"] } }`):
 * one Firebase project serves many complexes, and each complex's /admin/staff writes its own entry
 * only. `admin: true` is the operator's project-wide administrator.
 */
export type RoleClaims = Pick<DecodedIdToken, "email" | "email_verified"> & {
  admin?: unknown;
  roles?: unknown;
  grants?: unknown;
};

/** A claim keyed by complex (`roles`, `grants`): an object, or nothing (a legacy project-wide value, an array, garbage). */
const perComplex = z.record(z.string(), z.unknown());

/** The entries of a per-complex claim by slug, or none. */
export function claimEntries(claim: unknown): Record<string, unknown> {
  const map = perComplex.safeParse(claim);
  return map.success ? map.data : {};
}

/** The entry of `complex` in a per-complex claim, or undefined. */
export function entryOf(claim: unknown, complex: string): unknown {
  const entries = claimEntries(claim);
  return Object.hasOwn(entries, complex) ? entries[complex] : undefined;
}

const roleSchema = z.enum(ROLES);

/** True when `email` is listed in ADMIN_EMAILS (case and spaces aside). */
export function isListedEmail(email: string | undefined, allowedEmails: readonly string[]): boolean {
  const normal = email?.trim().toLowerCase();
  return !!normal && allowedEmails.some((allowed) => allowed.trim().toLowerCase() === normal);
}

/**
 * True for an administrator set by the operator rather than on /admin/staff: the custom claim
 * `admin: true` (project-wide, for every complex of the project) or a verified address of this
 * backend's ADMIN_EMAILS. The web API key is public, so anyone can create an account under a listed
 * address that has none yet: the listing counts only once Firebase has verified the address (the
 * link in its verification email, or `emailVerified` set by an operator).
 */
export function isOperatorAdmin(claims: RoleClaims, allowedEmails: readonly string[]): boolean {
  return claims.admin === true || (claims.email_verified === true && isListedEmail(claims.email, allowedEmails));
}

/**
 * The role a Firebase user's claims give in `complex`, or null (not staff there): an operator's
 * administrator (isOperatorAdmin), else the complex's entry of `roles`, set by an administrator of
 * that complex on /admin/staff. A claim must be exactly true or a known role. The legacy
 * project-wide `role` gives nothing: it was set on one complex's page, and nothing says which, so
 * honouring it would let that person into every complex of the project.
 */
export function roleOfClaims(claims: RoleClaims, allowedEmails: readonly string[], complex: string): Role | null {
  return isOperatorAdmin(claims, allowedEmails) ? "admin" : roleInComplex(claims.roles, complex);
}

/** The role the claim `roles` gives in `complex` alone (what /admin/staff sets), or null. */
export function roleInComplex(roles: unknown, complex: string): Role | null {
  const role = roleSchema.safeParse(entryOf(roles, complex));
  return role.success ? role.data : null;
}

/** What the claim `grants` lets a person do in `complex` beyond the role (the complex's entry). */
export function grantsInComplex(grants: unknown, complex: string): Grant[] {
  return grantsOf(entryOf(grants, complex));
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
  const role = decoded.email ? roleOfClaims(decoded, env().ADMIN_EMAILS, thisComplex()) : null;
  if (!decoded.email || !role) {
    log.warn(`[auth] Firebase user ${decoded.uid} signed in but holds no role in this complex`);
    return { ok: false, reason: "not-admin" };
  }
  const cookie = await auth.createSessionCookie(idToken, { expiresIn: SESSION_TTL_SECONDS * 1000 });
  return { ok: true, email: decoded.email, role, cookie };
}

/**
 * The person a Firebase session cookie names, with the role its claims give in this complex
 * (claims are those of the sign-in: a role change revokes the sessions, so the new role comes with
 * the next sign-in), or null (expired, revoked, disabled, forged, or holding no role here: a
 * cookie made on another complex of the project names its own project, so it verifies, and is
 * refused here for want of a role).
 */
export async function verifyFirebaseSession(cookie: string): Promise<Admin | null> {
  try {
    const decoded = await firebaseAuth().verifySessionCookie(cookie, true);
    const complex = thisComplex();
    const role = decoded.email ? roleOfClaims(decoded, env().ADMIN_EMAILS, complex) : null;
    if (!decoded.email || !role) return null;
    const name = typeof decoded.name === "string" && decoded.name.trim() ? decoded.name.trim() : undefined;
    const grants = grantsInComplex(decoded.grants, complex);
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
