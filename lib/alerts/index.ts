import "server-only";
import { log } from "@/lib/log";
import { complex } from "@/lib/content";
import { env, type Env } from "@/lib/env";
import { defineStore } from "@/lib/store/factory";
import { leadOutbox } from "@/lib/leads";
import { alertFrom, alertsEnabled, sendAlert, type AlertChannels } from "./channels";
import { checkAlerts, type MonitorReport } from "./monitor";
import type { AlertStateStore } from "./state";
import { SqliteAlertStateStore } from "./state-sqlite";

// Alerts to the sales team, configured from env (ALERT_*). The state store comes from lib/store/factory.ts.

export function alertChannels(e: Env = env()): AlertChannels {
  const from = alertFrom(e);
  return {
    webhookUrl: e.ALERT_WEBHOOK_URL,
    email: e.ALERT_SMTP_URL && e.ALERT_EMAIL_TO.length > 0 ? { smtpUrl: e.ALERT_SMTP_URL, to: e.ALERT_EMAIL_TO, from } : undefined,
  };
}

/** What the dashboard says about alerts: off, or which channels and the threshold. */
export function alertSetup(): { enabled: boolean; email: boolean; webhook: boolean; pendingMinutes: number } {
  const channels = alertChannels();
  return { enabled: alertsEnabled(channels), email: Boolean(channels.email), webhook: Boolean(channels.webhookUrl), pendingMinutes: env().ALERT_PENDING_MINUTES };
}

const stateStore = defineStore<AlertStateStore>("alerts.state", {
  label: "alert state store",
  sqlite: (db) => new SqliteAlertStateStore(db),
  firestore: () => import("./state-firestore").then(({ FirestoreAlertStateStore }) => new FirestoreAlertStateStore()),
});

/** After a drain pass: tells the sales team what is due. Never throws (a failed check is logged). */
export async function runAlertCheck(): Promise<MonitorReport> {
  const channels = alertChannels();
  if (!alertsEnabled(channels)) return {};
  try {
    const e = env();
    return await checkAlerts({
      outbox: leadOutbox(),
      state: await stateStore(),
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
 * The site's daily SMS budget is spent (lib/sms/drainer.ts calls this once a day, on one instance):
 * nothing more goes out today. Says what to look at; no phone number or name.
 */
export async function sendSmsBudgetAlert(day: string, budget: number): Promise<void> {
  const channels = alertChannels();
  if (!alertsEnabled(channels)) return;
  const e = env();
  await sendAlert(channels, {
    subject: `[${complex.siteName}] 오늘 보낼 수 있는 문자 ${budget.toLocaleString("ko-KR")}건을 모두 보냈습니다`,
    text: `${day} 하루 문자 발송 한도(SMS_DAILY_BUDGET ${budget.toLocaleString("ko-KR")}건)에 도달해, 오늘 남은 예약 확인·안내 문자는 보내지 않습니다. 예약이 평소보다 많은 날이라면 한도를 늘려 주세요. 그렇지 않다면 같은 번호나 같은 곳에서 예약이 반복되는지 방문예약 목록을 확인해 주세요. 내일 0시(한국 시간)부터 다시 발송합니다.\n\n방문예약: ${e.SITE_URL}/admin/visits\n대시보드: ${e.SITE_URL}/admin`,
  });
  log.info(`[alerts] sms budget: alert sent for ${day}`);
}
