import "server-only";
import { Secret, TOTP } from "otpauth";

// Time-based one-time codes (RFC 6238) through `otpauth`: 6 digits, 30-second steps, SHA-1, the
// parameters every authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
// 네이버 앱...) reads from a QR code. A code is accepted one step either side of now, for a phone
// clock a little off; which step it matched is returned, so the store can refuse it a second time.

export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;

/** A new 160-bit secret, base32 (what the QR code and the typed key carry). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = "admin"): TOTP {
  return new TOTP({
    issuer: "분양 홈페이지 관리자",
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// address of the QR code: the app names the entry with the issuer and `email`. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The time step of an instant. */
export const stepAt = (now: number): number => Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);

/** The step `code` is right for, within one step of `now`; null for a wrong code. */
export function matchingStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : stepAt(now) + delta;
}

/** The code of `secret` at `now` (what the phone shows; the tests type it). */
export function totpCode(secret: string, now: number): string {
  return totpOf(secret).generate({ timestamp: now });
}

/** The secret as a person types it into an app without a camera: groups of four. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}
