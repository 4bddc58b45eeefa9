import "server-only";
import type { Env } from "@/lib/env";
import { generatedSecret } from "@/lib/platform/runtime/generated-secret";

// The key that signs embedded session cookies. Production: SESSION_SECRET (32+ bytes), no
// fallback. Development and tests: one is generated into DATA_DIR (mode 600) on first use and
// reused, so sessions survive a restart without anyone inventing a weak secret.

export const SECRET_FILE = ".session-secret";
const MIN_BYTES = 32;

export class MissingSessionSecretError extends Error {
  constructor() {
    super(
      "SESSION_SECRET is required in production (32 bytes or more, e.g. `openssl rand -base64 48`): refusing to sign sessions.",
    );
    this.name = "MissingSessionSecretError";
  }
}

export function sessionKeyOf(e: Pick<Env, "NODE_ENV" | "SESSION_SECRET" | "DATA_DIR">): Uint8Array {
  if (e.SESSION_SECRET) {
    const bytes = new TextEncoder().encode(e.SESSION_SECRET);
    if (bytes.length < MIN_BYTES) throw new Error(`SESSION_SECRET must be at least ${MIN_BYTES} bytes.`);
    return bytes;
  }
  if (e.NODE_ENV === "production") throw new MissingSessionSecretError();
  return new TextEncoder().encode(generatedSecret(e.DATA_DIR, SECRET_FILE));
}
