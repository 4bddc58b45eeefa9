import "server-only";
import { createHmac } from "node:crypto";

// A quota key for a phone number or a client address: a keyed hash, so the quota store holds no
// personal data and the numbers cannot be recovered by hashing every 010 number. The key is the
// server's own secret (the booking links' key), the same on every instance.

export function hashedKey(
  kind: "sms-to" | "booking-from" | "welcome-to" | "sign-in-as",
  value: string,
  secret: Buffer,
): string {
  return `${kind}:${createHmac("sha256", secret).update(`quota\n${kind}\n${value}`).digest("base64url").slice(0, 32)}`;
}
