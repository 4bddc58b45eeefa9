import "server-only";
import { createHmac } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import type { EmbeddedCredentials } from "./config";

// The embedded session: an HS256 JWT naming the administrator's email. It also carries a
// fingerprint of the configured credentials (an HMAC under the session key), so changing
// ADMIN_EMAIL or the password ends every existing session.

export const SESSION_TTL_SECONDS = 8 * 60 * 60;
const ISSUER = "presale-site";
const AUDIENCE = "presale-admin";

export type Admin = { email: string };

export function credentialVersion(credentials: EmbeddedCredentials, key: Uint8Array): string {
  const secret = credentials.kind === "hash" ? credentials.hash : credentials.password;
  return createHmac("sha256", key).update(`${credentials.email.trim().toLowerCase()}\n${secret}`).digest("base64url").slice(0, 22);
}

export async function signSessionToken(credentials: EmbeddedCredentials, key: Uint8Array, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ cv: credentialVersion(credentials, key) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(credentials.email.trim().toLowerCase())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
    .sign(key);
}

/** The administrator a token names, or null when it is forged, tampered with, expired or from other credentials. */
export async function verifySessionToken(token: string, key: Uint8Array, credentials: EmbeddedCredentials, now: Date = new Date()): Promise<Admin | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE, currentDate: now, requiredClaims: ["exp", "sub"] });
    if (payload.cv !== credentialVersion(credentials, key)) return null;
    if (payload.sub !== credentials.email.trim().toLowerCase()) return null;
    return { email: payload.sub };
  } catch {
    return null;
  }
}
