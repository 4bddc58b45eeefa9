import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "@/lib/env";

// The key that signs embedded session cookies. Production: SESSION_SECRET (32+ bytes), no
// fallback. Development and tests: one is generated into DATA_DIR (mode 600) on first use and
// reused, so sessions survive a restart without anyone inventing a weak secret.

export const SECRET_FILE = ".session-secret";
const MIN_BYTES = 32;

export class MissingSessionSecretError extends Error {
  constructor() {
    super("SESSION_SECRET is required in production (32 bytes or more, e.g. `openssl rand -base64 48`): refusing to sign sessions.");
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
  const file = path.resolve(e.DATA_DIR, SECRET_FILE);
  let key = generatedKeys.get(file);
  if (!key) {
    key = new TextEncoder().encode(generatedSecret(e.DATA_DIR));
    generatedKeys.set(file, key);
  }
  return key;
}

const generatedKeys = new Map<string, Uint8Array>();

function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= MIN_BYTES) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
}
