import "server-only";
import type { SmsTemplate } from "./outbox";

// Sending one text message, behind an interface: the production adapter is SOLAPI's official
// SDK (solapi.ts); tests point it at a loopback stand-in. Without configuration there is no
// sender at all (smsSenderFromEnv returns null): nothing is queued, nothing is sent, nothing fails.

export type SmsMessage = {
  /** Digits only. */
  to: string;
  text: string;
  /** Our key of this message (booking id + event): logged by the sender, never shown to the visitor. */
  key: string;
  /** A 알림톡's template: sent as one where the channel is configured, `text` being its SMS/LMS fallback. */
  template?: SmsTemplate | null;
};

/**
 * What one attempt did. `retry`: worth another try later (network, timeout, 5xx, 429);
 * `failed`: repeating will not help (bad number, rejected sender, bad credentials).
 */
export type SmsOutcome =
  { kind: "sent"; providerId: string | null } | { kind: "retry"; error: string } | { kind: "failed"; error: string };

export interface SmsSender {
  send(message: SmsMessage): Promise<SmsOutcome>;
}

/** `kakaoPfId`: the KakaoTalk channel's id at SOLAPI (KA01PF...), which 알림톡 go out from; absent: texts only. */
export type SmsSettings = { apiKey: string; apiSecret: string; from: string; kakaoPfId?: string };

/** The SMS settings, when all three are set; otherwise null (SMS off). */
export function smsSettingsOf(e: {
  SOLAPI_API_KEY?: string;
  SOLAPI_API_SECRET?: string;
  SMS_SENDER_NUMBER?: string;
  SOLAPI_KAKAO_PF_ID?: string;
}): SmsSettings | null {
  if (!e.SOLAPI_API_KEY || !e.SOLAPI_API_SECRET || !e.SMS_SENDER_NUMBER) return null;
  return {
    apiKey: e.SOLAPI_API_KEY,
    apiSecret: e.SOLAPI_API_SECRET,
    from: e.SMS_SENDER_NUMBER,
    ...(e.SOLAPI_KAKAO_PF_ID ? { kakaoPfId: e.SOLAPI_KAKAO_PF_ID } : {}),
  };
}

/**
 * A message's length as Korean carriers count it (EUC-KR: a Hangul syllable or any other non-ASCII
 * character is 2 bytes). An SMS holds 90 bytes; a longer message goes as LMS (2,000 bytes).
 */
export function smsBytes(text: string): number {
  let bytes = 0;
  for (const ch of text) bytes += ch.codePointAt(0)! < 0x80 ? 1 : 2;
  return bytes;
}

export const SMS_MAX_BYTES = 90;
export const LMS_MAX_BYTES = 2000;

/** How a message goes: a 알림톡 where it has a template and the channel is set, else SMS or LMS by length. */
export function messageTypeOf(
  message: { text: string; template?: SmsTemplate | null },
  kakaoPfId: string | null | undefined,
): "ATA" | "SMS" | "LMS" {
  if (message.template && kakaoPfId) return "ATA";
  return smsBytes(message.text) <= SMS_MAX_BYTES ? "SMS" : "LMS";
}
