import "server-only";
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

// Keys made from the session key (SESSION_SECRET; lib/staff/auth/secret.ts), one per use, so that
// no two uses share a key: the TOTP secrets sealed at rest, the recovery codes' hashes, the pending
// sign-in between the password and the code. A TOTP secret cannot be hashed (the server must
// compute codes from it), so it is kept encrypted with AES-256-GCM: a copy of the database alone
// does not give anyone the codes. Changing SESSION_SECRET makes the sealed secrets unreadable:
// every account then enrolls again after `npm run reset-second-factor` (docs/security.md).

export type KeyUse = "totp-seal" | "recovery-hash" | "pending-sign-in";

/** A 32-byte key for `use`, derived from the session key with HKDF-SHA256. */
export function derivedKey(sessionKey: Uint8Array, use: KeyUse): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", sessionKey, "presale-second-factor", use, 32));
}

/** `plain` sealed: version, nonce, tag and cipher text, base64url, dot-separated. */
export function seal(plain: string, sessionKey: Uint8Array): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(sessionKey, "totp-seal"), nonce);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", nonce, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** What `seal` sealed, or null when it was sealed under another key or changed. */
export function unseal(sealed: string, sessionKey: Uint8Array): string | null {
  const [version, nonce, tag, body] = sealed.split(".");
  if (version !== "v1" || !nonce || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      derivedKey(sessionKey, "totp-seal"),
      Buffer.from(nonce, "base64url"),
    );
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** A keyed hash (HMAC-SHA256 under the key for `use`), base64url. */
export function keyedHash(value: string, sessionKey: Uint8Array, use: KeyUse): string {
  return createHmac("sha256", derivedKey(sessionKey, use)).update(value).digest("base64url");
}
