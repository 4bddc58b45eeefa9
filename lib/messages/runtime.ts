import "server-only";
import { env } from "@/lib/env";
import { instance } from "@/lib/platform/store/factory";
import { smsSettingsOf, type SmsSender } from "./sender";
import { SolapiSmsSender } from "./solapi";

/** The process's SMS sender when SOLAPI_* and SMS_SENDER_NUMBER are set, else null (nothing is queued or sent). */
export const smsSender = (): SmsSender | null =>
  instance("sms.sender", () => {
    const settings = smsSettingsOf(env());
    return settings ? new SolapiSmsSender(settings) : null;
  });
