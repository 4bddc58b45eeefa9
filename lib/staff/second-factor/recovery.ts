import "server-only";
import { randomInt } from "node:crypto";
import { keyedHash } from "./sealed";

// Recovery codes: ten, shown once when the account enrolls, each good for one sign-in without the
// phone. 10 characters from 31 unambiguous letters and digits (about 50 bits): a keyed hash is
// enough to keep them (a slow hash would buy nothing against that much chance, and the account
// lock bounds the guesses anyway).

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const LENGTH = 10;

/** New recovery codes, as shown: `abcde-fghjk`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The code as typed, without case, spaces or hyphens; null when it cannot be a recovery code. */
export function normalRecoveryCode(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]/g, "");
  return plain.length === LENGTH && [...plain].every((c) => ALPHABET.includes(c)) ? plain : null;
}

/** How the store keeps a code: its keyed hash. */
export function recoveryHash(code: string, sessionKey: Uint8Array): string | null {
  const plain = normalRecoveryCode(code);
  return plain ? keyedHash(plain, sessionKey, "recovery-hash") : null;
}
