import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import type { EmbeddedCredentials } from "./config";
import type { Grant, Role } from "./roles";

// The embedded session: an HS256 JWT naming the administrator's email and a random session id
// (jti) that the server's session store must still know (embedded-session.ts), so logout ends it.
// It also carries a fingerprint of the configured credentials (an HMAC under the session key), so
// changing ADMIN_EMAIL or the password ends every existing session.

export const SESSION_TTL_SECONDS = 8 * 60 * 60;
const ISSUER = "presale-site";
const AUDIENCE = "presale-admin";

/** The signed-in person: the configured administrator (role admin, no account id) or a staff account. */
/** `grants`: what a staff member may do beyond the role (roles.ts); an administrator needs none. */
export type Admin = { email: string; role: Role; name?: string; userId?: string; grants?: Grant[] };

/** What a valid token names: the account's email and the session id the store must know. */
export type SessionClaims = { email: string; sessionId: string };

/** 128 random bits, base64url. */
export function newSessionId(): string {
  return randomBytes(16).toString("base64url");
}

const SESSION_ID = /^[A-Za-z0-9_-]{22,64}$/;

export function credentialVersion(credentials: EmbeddedCredentials, key: Uint8Array): string {
  const secret = credentials.kind === "hash" ? credentials.hash : credentials.password;
  return createHmac("sha256", key)
    .update(`${credentials.email.trim().toLowerCase()}\n${secret}`)
    .digest("base64url")
    .slice(0, 22);
}

export async function signSessionToken(
  credentials: EmbeddedCredentials,
  key: Uint8Array,
  sessionId: string,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ cv: credentialVersion(credentials, key) })
    .setJti(sessionId)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(credentials.email.trim().toLowerCase())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
    .sign(key);
}

/**
 * The administrator and session id a token names, or null when it is forged, tampered with,
 * expired, from other credentials, or has no session id (a token from before server-side sessions).
 * The caller still asks the store whether the session is open.
 */
export async function verifySessionToken(
  token: string,
  key: Uint8Array,
  credentials: EmbeddedCredentials,
  now: Date = new Date(),
): Promise<SessionClaims | null> {
  const payload = await verifiedPayload(token, key, now);
  if (!payload) return null;
  if (payload.cv !== credentialVersion(credentials, key)) return null;
  if (payload.sub !== credentials.email.trim().toLowerCase()) return null;
  return { email: payload.sub, sessionId: payload.jti };
}

/** A genuine, unexpired token's account email, session id and credential fingerprint, before the account is looked up. */
export async function readSessionToken(
  token: string,
  key: Uint8Array,
  now: Date = new Date(),
): Promise<{ email: string; sessionId: string; cv: unknown } | null> {
  const payload = await verifiedPayload(token, key, now);
  return payload ? { email: payload.sub, sessionId: payload.jti, cv: payload.cv } : null;
}

/** The session id of a genuine, unexpired token, whatever the credentials now are (logout ends it). */
export async function sessionIdOfToken(token: string, key: Uint8Array, now: Date = new Date()): Promise<string | null> {
  return (await verifiedPayload(token, key, now))?.jti ?? null;
}

async function verifiedPayload(token: string, key: Uint8Array, now: Date) {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ["exp", "sub", "jti"],
    });
    if (typeof payload.sub !== "string" || typeof payload.jti !== "string" || !SESSION_ID.test(payload.jti))
      return null;
    return { cv: payload.cv, sub: payload.sub, jti: payload.jti };
  } catch {
    return null;
  }
}
