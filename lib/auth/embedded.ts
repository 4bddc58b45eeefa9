import "server-only";
import type { EmbeddedCredentials } from "./config";
import { safeEqual, verifyPassword } from "./password";

/**
 * Checks the typed email and password against the configured administrator. Both are always
 * checked, each in constant time, and only the combined answer comes back: neither the result
 * nor the time taken tells which of the two was wrong.
 */
export async function checkEmbeddedCredentials(email: string, password: string, credentials: EmbeddedCredentials): Promise<boolean> {
  const emailMatches = safeEqual(email.trim().toLowerCase(), credentials.email.trim().toLowerCase());
  const passwordMatches =
    credentials.kind === "hash" ? await verifyPassword(password, credentials.hash) : safeEqual(password, credentials.password);
  return emailMatches && passwordMatches;
}
