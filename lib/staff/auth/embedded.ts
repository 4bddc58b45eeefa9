import "server-only";
import type { EmbeddedCredentials } from "./config";
import { staffCredentials } from "./embedded-session";
import { DEFAULT_SCRYPT, hashPassword, safeEqual, verifyPassword } from "./password";
import { normalEmail, type UserStore } from "../users/users";

/**
 * Checks the typed email and password against the configured administrator. Both are always
 * checked, each in constant time, and only the combined answer comes back: neither the result
 * nor the time taken tells which of the two was wrong.
 */
export async function checkEmbeddedCredentials(
  email: string,
  password: string,
  credentials: EmbeddedCredentials,
): Promise<boolean> {
  const emailMatches = safeEqual(email.trim().toLowerCase(), credentials.email.trim().toLowerCase());
  const passwordMatches =
    credentials.kind === "hash"
      ? await verifyPassword(password, credentials.hash)
      : safeEqual(password, credentials.password);
  return emailMatches && passwordMatches;
}

let stand: Promise<string> | undefined;
/** A hash of nothing anyone knows, checked when the typed address has no account, so the time taken does not tell whether it has one. */
const standInHash = () => (stand ??= hashPassword(crypto.randomUUID(), DEFAULT_SCRYPT));

/**
 * The account the typed email and password sign in: the configured administrator, or an active
 * staff account of `users`; null otherwise. Exactly one password hash is checked whatever the
 * address, so neither the answer nor the time tells whether an address has an account.
 */
export async function checkEmbeddedAccount(
  email: string,
  password: string,
  credentials: EmbeddedCredentials,
  users?: UserStore,
): Promise<EmbeddedCredentials | null> {
  if (safeEqual(normalEmail(email), normalEmail(credentials.email))) {
    return (await checkEmbeddedCredentials(email, password, credentials)) ? credentials : null;
  }
  const user = users ? await users.byEmail(email) : null;
  const staff = user ? staffCredentials(user) : null;
  const hash =
    staff?.kind === "hash" ? staff.hash : credentials.kind === "hash" ? credentials.hash : await standInHash();
  const matches = await verifyPassword(password, hash);
  return matches && staff ? staff : null;
}
