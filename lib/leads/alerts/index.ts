import "server-only";
import { log } from "@/lib/platform/log";
import { complex } from "@/lib/site/content";
import { env, type Env } from "@/lib/env";
import { leadOutbox } from "@/lib/leads/runtime";
import { alertFrom, alertsEnabled, sendAlert, type AlertChannels } from "./channels";
import { checkAlerts, type MonitorReport } from "./monitor";
import { alertStateStore } from "./store";

// Alerts to the sales team, configured from env (ALERT_*). The state store comes from lib/platform/store/factory.ts.

export function alertChannels(e: Env = env()): AlertChannels {
  const from = alertFrom(e);
  return {
    webhookUrl: e.ALERT_WEBHOOK_URL,
    email:
      e.ALERT_SMTP_URL && e.ALERT_EMAIL_TO.length > 0
        ? { smtpUrl: e.ALERT_SMTP_URL, to: e.ALERT_EMAIL_TO, from }
        : undefined,
  };
}

/** What the dashboard says about alerts: off, or which channels and the threshold. */
export function alertSetup(): { enabled: boolean; email: boolean; webhook: boolean; pendingMinutes: number } {
  const channels = alertChannels();
  return {
    enabled: alertsEnabled(channels),
    email: Boolean(channels.email),
    webhook: Boolean(channels.webhookUrl),
    pendingMinutes: env().ALERT_PENDING_MINUTES,
  };
}

/** After a drain pass: tells the sales team what is due. Never throws (a failed check is logged). */
export async function runAlertCheck(): Promise<MonitorReport> {
  const channels = alertChannels();
  if (!alertsEnabled(channels)) return {};
  try {
    const e = env();
    return await checkAlerts({
      outbox: leadOutbox(),
      state: await alertStateStore(),
      channels,
      pendingThresholdMs: e.ALERT_PENDING_MINUTES * 60_000,
      siteName: complex.siteName,
      dashboardUrl: `${e.SITE_URL}/admin`,
    });
  } catch (error) {
    log.error("[alerts] the alert check failed (next pass tries again)", { error });
    return {};
  }
}

/**
 * A daily SMS budget is spent (once a day, on one instance): the booking's texts (lib/messages/drainer.ts)
 * or the registrants' welcomes (lib/visits/welcome.ts). Says what stops and what to look at; no phone
 * number or name.
 */
export async function sendSmsBudgetAlert(
  day: string,
  budget: number,
  of: "booking" | "welcome" = "booking",
): Promise<void> {
  const channels = alertChannels();
  if (!alertsEnabled(channels)) return;
  const e = env();
  const count = budget.toLocaleString("ko-KR");
  await sendAlert(
    channels,
    of === "booking"
      ? {
          subject: `[${complex.siteName}] 오늘 보낼 수 있는 예약 문자 ${count}건을 모두 보냈습니다`,
          text: `${day} 예약 문자 발송 한도(SMS_DAILY_BUDGET ${count}건)에 도달해, 오늘 남은 예약 확인·안내 문자는 보내지 않습니다. 예약이 평소보다 많은 날이라면 한도를 늘려 주세요. 그렇지 않다면 같은 번호나 같은 곳에서 예약이 반복되는지 방문예약 목록을 확인해 주세요. 내일 0시(한국 시간)부터 다시 발송합니다.\n\n방문예약: ${e.SITE_URL}/admin/visits\n대시보드: ${e.SITE_URL}/admin`,
        }
      : {
          subject: `[${complex.siteName}] 오늘 보낼 수 있는 등록 안내 문자 ${count}건을 모두 보냈습니다`,
          text: `${day} 관심고객 등록 안내 문자 한도(SMS_WELCOME_DAILY_BUDGET ${count}건)에 도달해, 오늘 남은 등록 고객께는 안내 문자를 보내지 않고 '상담사가 전화드린다'고 안내합니다. 방문예약 문자는 따로 한도가 있어 계속 발송됩니다. 등록이 평소보다 많은 날이라면 한도를 늘려 주세요. 그렇지 않다면 같은 곳에서 등록이 반복되는지 등록 목록을 확인해 주세요.\n\n등록 목록: ${e.SITE_URL}/admin/leads\n대시보드: ${e.SITE_URL}/admin`,
        },
  );
  log.info(`[alerts] sms ${of} budget: alert sent for ${day}`);
}
