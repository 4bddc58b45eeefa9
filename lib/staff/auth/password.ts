import "server-only";
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

// Password hashes for the embedded administrator: `scrypt$N$r$p$salt$hash`, salt and hash in
// base64url. `npm run hash-password` prints one for ADMIN_PASSWORD_HASH.

export type ScryptParams = { N: number; r: number; p: number };

/** 2^15 rounds, r=8, p=1: about 32 MB and ~100 ms per check on these machines (OWASP's minimum is 2^17/8/1 for 128 MB; we stay at 32 MB per try). */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, length: number, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFC"), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  if (password.length === 0) throw new Error("The password is empty.");
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

type ParsedHash = ScryptParams & { salt: Buffer; key: Buffer };

export function parsePasswordHash(encoded: string): ParsedHash | null {
  const match = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(encoded.trim());
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const salt = Buffer.from(match[4]!, "base64url");
  const key = Buffer.from(match[5]!, "base64url");
  // N a power of two, sane bounds, so a bad setting cannot make one try cost gigabytes.
  const valid =
    N >= 2 ** 10 &&
    N <= 2 ** 20 &&
    (N & (N - 1)) === 0 &&
    r >= 1 &&
    r <= 32 &&
    p >= 1 &&
    p <= 16 &&
    salt.length >= 8 &&
    key.length >= 16;
  return valid ? { N, r, p, salt, key } : null;
}

/** True when `password` matches the stored hash; the comparison takes the same time wherever the bytes differ. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parsePasswordHash(encoded);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(key, parsed.key);
}

/** Constant-time string equality: both sides are hashed first, so neither the length nor the first differing byte shows in the timing. */
export function safeEqual(a: string, b: string): boolean {
  const da = createHash("sha256").update(a, "utf8").digest();
  const db = createHash("sha256").update(b, "utf8").digest();
  return timingSafeEqual(da, db);
}
