import "server-only";
import { z } from "zod";

// Sending one text message, behind an interface: the production adapter is SOLAPI's official
// SDK (solapi.ts); tests point it at a loopback stand-in. Without configuration there is no
// sender at all (smsSenderFromEnv returns null): nothing is queued, nothing is sent, nothing fails.

/** A Korean mobile number, digits only (the only kind of number a visitor books with). */
export const mobileNumberSchema = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^01[016789]\d{7,8}$/, { message: "휴대전화 번호를 정확히 입력해 주세요 (예: 010-1234-5678)" }));

export type SmsMessage = {
  /** Digits only. */
  to: string;
  text: string;
  /** Our key of this message (booking id + event): logged by the sender, never shown to the visitor. */
  key: string;
};

/**
 * What one attempt did. `retry`: worth another try later (network, timeout, 5xx, 429);
 * `failed`: repeating will not help (bad number, rejected sender, bad credentials).
 */
export type SmsOutcome = { kind: "sent"; providerId: string | null } | { kind: "retry"; error: string } | { kind: "failed"; error: string };

export interface SmsSender {
  send(message: SmsMessage): Promise<SmsOutcome>;
}

export type SmsSettings = { apiKey: string; apiSecret: string; from: string };

/** The SMS settings, when all three are set; otherwise null (SMS off). */
export function smsSettingsOf(e: { SOLAPI_API_KEY?: string; SOLAPI_API_SECRET?: string; SMS_SENDER_NUMBER?: string }): SmsSettings | null {
  if (!e.SOLAPI_API_KEY || !e.SOLAPI_API_SECRET || !e.SMS_SENDER_NUMBER) return null;
  return { apiKey: e.SOLAPI_API_KEY, apiSecret: e.SOLAPI_API_SECRET, from: e.SMS_SENDER_NUMBER };
}
