import "server-only";
import { EncryptJWT, jwtDecrypt } from "jose";
import { derivedKey } from "../second-factor/sealed";
import { ROLES, type Role } from "./roles";

// The sign-in between its two factors: the password (or Firebase's ID token) was right, the code
// is still to come. It lives in a cookie of its own, encrypted (JWE, dir + A256GCM under a key of
// its own made from the session key), for PENDING_TTL_SECONDS: it holds a new account's TOTP
// secret until the first code confirms it, and in Firebase mode the session cookie Firebase made,
// which the browser gets only once the code is right. It is no session: nothing but the second
// step reads it.

export const PENDING_TTL_SECONDS = 10 * 60;
const ISSUER = "presale-site";
const AUDIENCE = "presale-second-factor";

export type PendingStage = "enroll" | "code" | "enrolled";

export type PendingSignIn = {
  email: string;
  role: Role;
  stage: PendingStage;
  /** Embedded: the fingerprint of the credentials the password matched (a password changed since ends it). */
  cv?: string;
  /** Firebase: the session cookie Firebase made for this sign-in. */
  firebase?: string;
  /** enroll: the new TOTP secret, until its first code confirms it. */
  secret?: string;
};

const STAGES: readonly PendingStage[] = ["enroll", "code", "enrolled"];

export async function sealPending(pending: PendingSignIn, sessionKey: Uint8Array, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ ...pending })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PENDING_TTL_SECONDS)
    .encrypt(derivedKey(sessionKey, "pending-sign-in"));
}

/** The pending sign-in a cookie holds, or null when forged, changed, expired or malformed. */
export async function openPending(
  value: string,
  sessionKey: Uint8Array,
  now = new Date(),
): Promise<PendingSignIn | null> {
  try {
    const { payload: p } = await jwtDecrypt(value, derivedKey(sessionKey, "pending-sign-in"), {
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ["exp"],
    });
    const role = ROLES.find((r) => r === p.role);
    const stage = STAGES.find((s) => s === p.stage);
    if (typeof p.email !== "string" || !role || !stage) return null;
    const text = (v: unknown) => (typeof v === "string" ? v : undefined);
    return { email: p.email, role, stage, cv: text(p.cv), firebase: text(p.firebase), secret: text(p.secret) };
  } catch {
    return null;
  }
}
