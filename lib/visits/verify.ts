import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

// Proof that a booking's phone number is the visitor's, before we hold a place for it or text it a
// confirmation: a one-time code by SMS (when SMS is configured; lib/visits/lead-booking.ts).
//
// Nothing is stored for it besides the lead: the verification link carries what the booking needs
// (the lead's id, the slot, the party size, the SMS consent, an expiry), signed with the booking
// links' key; the code is derived from the lead's id with the same key (HMAC), so only the server
// knows it, the SMS is the only way to learn it, and a repeated request (the same lead) gets a new
// link with the code already sent. The name and number
// are read from the stored lead, never from the link. Tries are counted in the shared quota store
// (5 a link), so a code cannot be guessed.
//
//   /Promotion/Visit/verify?c=c1.<payload, base64url JSON>.<HMAC-SHA256, base64url>

export const VERIFY_TTL_MS = 10 * 60_000;
export const VERIFY_ATTEMPTS = 5;
const PURPOSE = "visit-verify";
const VERSION = "c1";

const payloadSchema = z
  .object({
    l: z.uuid(),
    s: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
    p: z.number().int().min(1).max(20),
    c: z.boolean(),
    e: z.number().int().positive(),
  })
  .strict();

export type Verification = { leadId: string; slot: string; partySize: number; smsConsent: boolean; expiresAt: Date };

/** What a verification link may look like before any work is done on it (an outside input). */
export const verificationTokenSchema = z
  .string({ message: "인증 링크가 올바르지 않습니다" })
  .max(400, { message: "인증 링크가 올바르지 않습니다" })
  .regex(/^c1\.[A-Za-z0-9_-]{1,300}\.[A-Za-z0-9_-]{43}$/, { message: "인증 링크가 올바르지 않습니다" });

export const verificationCodeSchema = z
  .string({ message: "문자로 받으신 인증번호 6자리를 입력해 주세요." })
  .transform((v) => v.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { message: "문자로 받으신 인증번호 6자리를 입력해 주세요." }));

const mac = (key: Buffer, label: string, text: string) =>
  createHmac("sha256", key).update(`${label}\n${VERSION}\n${text}`).digest();

export function signVerification(key: Buffer, v: Omit<Verification, "expiresAt">, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({
      l: v.leadId,
      s: v.slot,
      p: v.partySize,
      c: v.smsConsent,
      e: Math.floor((now.getTime() + VERIFY_TTL_MS) / 1000),
    }),
  ).toString("base64url");
  return `${VERSION}.${payload}.${mac(key, PURPOSE, payload).toString("base64url")}`;
}

export type VerificationCheck =
  { ok: true; verification: Verification } | { ok: false; reason: "malformed" | "bad-signature" | "expired" };

export function readVerification(key: Buffer, token: unknown, now: Date): VerificationCheck {
  const parsed = verificationTokenSchema.safeParse(token);
  if (!parsed.success) return { ok: false, reason: "malformed" };
  const [, payload, signature] = parsed.data.split(".") as [string, string, string];
  const expected = mac(key, PURPOSE, payload);
  const given = Buffer.from(signature, "base64url");
  if (
    given.length !== expected.length ||
    !timingSafeEqual(given, expected) ||
    given.toString("base64url") !== signature
  )
    return { ok: false, reason: "bad-signature" };
  let data: z.infer<typeof payloadSchema>;
  try {
    data = payloadSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const expiresAt = new Date(data.e * 1000);
  if (!(expiresAt.getTime() > now.getTime())) return { ok: false, reason: "expired" };
  return { ok: true, verification: { leadId: data.l, slot: data.s, partySize: data.p, smsConsent: data.c, expiresAt } };
}

/** The six digits sent for the lead `leadId`: a keyed hash, so only the server knows them. */
export function verificationCode(key: Buffer, leadId: string): string {
  return String(mac(key, `${PURPOSE}-code`, leadId).readUInt32BE(0) % 1_000_000).padStart(6, "0");
}

/** Whether `code` is the lead's (constant time). */
export function codeMatches(key: Buffer, leadId: string, code: string): boolean {
  const expected = Buffer.from(verificationCode(key, leadId));
  const given = Buffer.from(code);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function verificationText(siteName: string, code: string): string {
  return `[${siteName}] 견본주택 방문예약 인증번호는 [${code}] 입니다. 10분 안에 예약 화면에 입력해 주세요. 직접 요청하지 않으셨다면 이 문자는 무시하셔도 됩니다.`;
}
