import "server-only";
import { log } from "@/lib/platform/log";
import { cache } from "react";
import { cookies } from "next/headers";
import { env } from "@/lib/env";
import { signInSetup, type EmbeddedCredentials } from "./config";
import { closeEmbeddedSession, embeddedAdmin, openEmbeddedSession } from "./embedded-session";
import { verifyFirebaseSession } from "./firebase";
import { sessionKeyOf } from "./secret";
import { holdsRole, ROLE_REFUSED, type Role } from "./roles";
import { adminSessionStore } from "./store/index";
import { userStore } from "../users/store/index";
import { SESSION_TTL_SECONDS, type Admin } from "./session-token";

export type { Admin } from "./session-token";

// The administrator's session, read and written on the server only. Every admin page, route
// handler and server action asks getAdmin()/requireAdmin() itself: nothing trusts the browser's
// idea of who is signed in.

/** `__Host-` pins the cookie to this host, path / and HTTPS in production. */
export function sessionCookieName(): string {
  return env().NODE_ENV === "production" ? "__Host-admin-session" : "admin-session";
}

/** The sign-in waiting for its second step (pending-cookie.ts); pinned like the session's. */
export function pendingCookieName(): string {
  return env().NODE_ENV === "production" ? "__Host-admin-pending" : "admin-pending";
}

function cookieOptions(maxAge: number) {
  return { httpOnly: true, sameSite: "lax", secure: env().NODE_ENV === "production", path: "/", maxAge } as const;
}

/**
 * The signed-in administrator of this request, or null. Verified once per request (one store read
 * in embedded mode). A session store that cannot answer counts as signed out, and says so in the log.
 */
export const getAdmin = cache(async (): Promise<Admin | null> => {
  const value = (await cookies()).get(sessionCookieName())?.value;
  if (!value) return null;
  const setup = signInSetup();
  if (!setup.enabled) return null;
  if (setup.mode === "firebase") return verifyFirebaseSession(value);
  try {
    return await embeddedAdmin(value, {
      credentials: setup.credentials,
      key: sessionKeyOf(env()),
      store: await adminSessionStore(),
      users: await userStore(),
      idleMs: env().ADMIN_IDLE_MINUTES * 60_000,
    });
  } catch (error) {
    log.error("[auth] could not check the administrator session", { error });
    return null;
  }
});

export class AdminRequiredError extends Error {
  readonly status = 401;
  constructor() {
    super("관리자 로그인이 필요합니다. 다시 로그인해 주세요.");
    this.name = "AdminRequiredError";
  }
}

/** The signed-in administrator, or an AdminRequiredError (its message is the Korean refusal). */
export async function requireAdmin(): Promise<Admin> {
  const admin = await getAdmin();
  if (!admin) throw new AdminRequiredError();
  return admin;
}

export class RoleRequiredError extends Error {
  readonly status = 403;
  constructor() {
    super(ROLE_REFUSED);
    this.name = "RoleRequiredError";
  }
}

/** The signed-in person if their role allows `role`: an AdminRequiredError when signed out, a RoleRequiredError when the role does not allow it. */
export async function requireRole(role: Role): Promise<Admin> {
  const admin = await requireAdmin();
  if (!holdsRole(admin.role, role)) throw new RoleRequiredError();
  return admin;
}

/**
 * Opens an embedded session for `account` (the configured administrator unless given; the caller
 * has checked the password) and records it in the store.
 */
export async function startEmbeddedSession(account?: EmbeddedCredentials): Promise<void> {
  const setup = signInSetup();
  if (!setup.enabled || setup.mode !== "embedded") throw new Error("Embedded sign-in is not enabled.");
  const token = await openEmbeddedSession(
    { credentials: setup.credentials, key: sessionKeyOf(env()), store: await adminSessionStore() },
    account,
  );
  (await cookies()).set(sessionCookieName(), token, cookieOptions(SESSION_TTL_SECONDS));
}

/** Stores a session cookie made by Firebase (createSessionCookie). */
export async function startFirebaseSession(cookie: string): Promise<void> {
  (await cookies()).set(sessionCookieName(), cookie, cookieOptions(SESSION_TTL_SECONDS));
}

/** The raw session cookie (for logout), or undefined. */
export async function sessionCookieValue(): Promise<string | undefined> {
  return (await cookies()).get(sessionCookieName())?.value;
}

/**
 * Clears the cookie and, in embedded mode, ends the session in the store, so a copy of the cookie
 * is refused from now on. (Firebase mode revokes through Firebase: revokeFirebaseSessions.)
 */
export async function endSession(): Promise<void> {
  const jar = await cookies();
  const value = jar.get(sessionCookieName())?.value;
  const setup = signInSetup();
  if (value && setup.enabled && setup.mode === "embedded") {
    try {
      await closeEmbeddedSession(value, { key: sessionKeyOf(env()), store: await adminSessionStore() });
    } catch (error) {
      log.error(
        "[auth] could not end the administrator session in the store; a copy of its cookie works until it expires",
        { error },
      );
    }
  }
  jar.set(sessionCookieName(), "", cookieOptions(0));
}
