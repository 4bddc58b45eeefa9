import "server-only";
import type { Env } from "@/lib/env";
import { log } from "@/lib/platform/log";
import { visitTokenKey } from "./token";

/**
 * Settings the visit booking cannot run without, checked once at server start (to be called from
 * lib/server/startup.ts's onServerStart with the booking pages): in production a
 * missing VISIT_TOKEN_SECRET throws MissingVisitTokenSecretError, which stops the server there.
 * SMS settings are optional: without SOLAPI keys no SMS is sent and nothing fails, but a half
 * configuration (a key without its secret or a sender number) is a mistake worth a warning.
 */
export function checkVisitSettings(e: Env, warn: (message: string) => void = (message) => log.warn(message)): void {
  visitTokenKey(e);
  const sms = [e.SOLAPI_API_KEY, e.SOLAPI_API_SECRET, e.SMS_SENDER_NUMBER];
  if (sms.some(Boolean) && !sms.every(Boolean)) {
    warn(
      "[visit] SMS is off: SOLAPI_API_KEY, SOLAPI_API_SECRET and SMS_SENDER_NUMBER must all be set to send booking confirmations.",
    );
  }
}
