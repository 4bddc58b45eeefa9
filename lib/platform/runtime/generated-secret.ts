import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// A secret no one typed: generated into DATA_DIR (mode 600) on first use, then read back, so what it
// signs survives a restart and every process on the same folder agrees on it. For the keys a
// single-machine server may make for itself (the session cookie's outside production, the visit
// booking links' when VISIT_TOKEN_SECRET is unset). Never a key written in the source.

const MIN_LENGTH = 32;
const cache = new Map<string, string>();

/** The secret in `DATA_DIR/<fileName>`, made (48 random bytes, base64url) when missing. */
export function generatedSecret(dataDir: string, fileName: string): string {
  // The folder is chosen at run time: nothing here is for the build's file tracing to follow (a
  // traced path pulls the whole project into .next/standalone; see lib/platform/db/sqlite.ts).
  const file = path.resolve(/* turbopackIgnore: true */ path.join(dataDir, fileName));
  const known = cache.get(file);
  if (known) return known;
  const secret = readOrCreate(file);
  cache.set(file, secret);
  return secret;
}

function readOrCreate(file: string): string {
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= MIN_LENGTH) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
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
