import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { isLoopbackUrl, type Env } from "@/lib/env";
import { generatedSecret } from "@/lib/platform/runtime/generated-secret";

// The signed manage link of a visit booking (cancel or change, no login):
//   /Promotion/Visit/manage?t=v1.<bookingId>.<expiry, unix seconds in base 36>.<HMAC-SHA256, base64url>
// The HMAC covers a purpose label, the version, the booking id and the expiry, keyed with
// VISIT_TOKEN_SECRET. Verification recomputes it and compares in constant time (timingSafeEqual)
// before it trusts anything in the token. A token never carries a name or a phone number.
//
// The key: VISIT_TOKEN_SECRET (32+ characters; lib/env.ts refuses a shorter one). Without it a
// server makes its own into DATA_DIR (lib/platform/runtime/generated-secret.ts), never a key written in the
// source: a production server at a public SITE_URL refuses to start instead (its instances may not
// share a disk, so each would sign differently), checkVisitSettings (lib/visits/startup.ts).

/** Where a server without VISIT_TOKEN_SECRET keeps the key it generated. */
export const VISIT_SECRET_FILE = ".visit-token-secret";
const PURPOSE = "visit-manage";
const VERSION = "v1";

export class MissingVisitTokenSecretError extends Error {
  constructor() {
    super(
      "VISIT_TOKEN_SECRET is required in production (32 characters or more, e.g. `openssl rand -base64 48`): it signs the cancel/change links of visit bookings.",
    );
    this.name = "MissingVisitTokenSecretError";
  }
}

/**
 * The key of the manage links: VISIT_TOKEN_SECRET, else one generated into DATA_DIR. Production at a
 * public SITE_URL needs VISIT_TOKEN_SECRET; a production server whose SITE_URL is this machine (the
 * README's `npm start`, or an operator who left the default behind a proxy) generates its own, so
 * no one can sign a link for it with a key read in the source.
 */
export function visitTokenKey(
  e: Pick<Env, "NODE_ENV" | "VISIT_TOKEN_SECRET" | "DATA_DIR"> & { SITE_URL?: string },
): Buffer {
  if (e.VISIT_TOKEN_SECRET) {
    if (e.VISIT_TOKEN_SECRET.length < 32) throw new Error("VISIT_TOKEN_SECRET must be at least 32 characters.");
    return Buffer.from(e.VISIT_TOKEN_SECRET, "utf8");
  }
  if (e.NODE_ENV === "production" && !(e.SITE_URL && isLoopbackUrl(e.SITE_URL)))
    throw new MissingVisitTokenSecretError();
  return Buffer.from(generatedSecret(e.DATA_DIR, VISIT_SECRET_FILE), "utf8");
}

/** What a token may look like before any work is done on it (an outside input). */
export const manageTokenSchema = z
  .string({ message: "예약 확인 링크가 올바르지 않습니다" })
  .max(200, { message: "예약 확인 링크가 올바르지 않습니다" })
  .regex(/^v1\.V-\d{4}-\d{4}\.[0-9a-z]{1,12}\.[A-Za-z0-9_-]{43}$/, { message: "예약 확인 링크가 올바르지 않습니다" });

function mac(key: Buffer, bookingId: string, expiry: string): Buffer {
  return createHmac("sha256", key).update(`${PURPOSE}\n${VERSION}\n${bookingId}\n${expiry}`).digest();
}

/** A manage token for `bookingId`, valid until `expiresAt` (whole seconds). */
export function signManageToken(key: Buffer, bookingId: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${VERSION}.${bookingId}.${expiry}.${mac(key, bookingId, expiry).toString("base64url")}`;
}

/** A link is useful until the day after the visit (a visitor may still look at it). */
export function manageTokenExpiry(startsAt: Date): Date {
  return new Date(startsAt.getTime() + 24 * 60 * 60 * 1000);
}

export type TokenCheck =
  { ok: true; bookingId: string; expiresAt: Date } | { ok: false; reason: "malformed" | "bad-signature" | "expired" };

export function verifyManageToken(key: Buffer, token: unknown, now: Date = new Date()): TokenCheck {
  const parsed = manageTokenSchema.safeParse(token);
  if (!parsed.success) return { ok: false, reason: "malformed" };
  const [, bookingId, expiry, signature] = parsed.data.split(".") as [string, string, string, string];
  const given = Buffer.from(signature, "base64url");
  const expected = mac(key, bookingId, expiry);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "bad-signature" };
  // 43 characters carry 258 bits for 256: the last one has 4 spellings of the same signature. Only
  // the one signManageToken writes is the link; the others would pass the HMAC as the same token.
  if (given.toString("base64url") !== signature) return { ok: false, reason: "bad-signature" };
  const expiresAt = new Date(parseInt(expiry, 36) * 1000);
  if (!(expiresAt.getTime() > now.getTime())) return { ok: false, reason: "expired" };
  return { ok: true, bookingId, expiresAt };
}

/** The visitor-facing sentence for a refused link. */
export function tokenProblemKo(reason: Extract<TokenCheck, { ok: false }>["reason"]): string {
  return reason === "expired"
    ? "예약 확인 링크의 사용 기간이 지났습니다. 대표번호로 문의해 주세요."
    : "예약 확인 링크가 올바르지 않습니다. 예약 때 받으신 링크를 다시 눌러 주세요.";
}
