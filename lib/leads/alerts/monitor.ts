import "server-only";
import { log } from "@/lib/platform/log";
import { kstMonthDayTime } from "@/lib/platform/time/kst";
import { FORM_LABELS } from "@/lib/leads/constraints";
import type { LeadReports } from "@/lib/leads/outbox";
import type { DeliveryHealth } from "@/lib/leads/stats";
import { alertsEnabled, sendAlert, type AlertChannels, type AlertMessage } from "./channels";
import type { AlertCause, AlertState, AlertStateStore } from "./state";

// Watches the delivery queue after each drain pass and tells the sales team:
// - failed: leads were given up as failed since the last alert of this cause;
// - backlog: the oldest pending lead has waited longer than the threshold.
// Each cause alerts at most once an hour; once it clears (no failed lead left; the oldest pending
// lead back under the threshold), one "back to normal" message follows.

export const ALERT_REPEAT_MS = 60 * 60 * 1000;

export type MonitorDeps = {
  outbox: Pick<LeadReports, "deliveryHealth">;
  state: AlertStateStore;
  channels: AlertChannels;
  pendingThresholdMs: number;
  siteName: string;
  dashboardUrl: string;
  now?: Date;
};

export type MonitorReport = Partial<Record<AlertCause, "alert" | "recovery">>;

const minutes = (ms: number) => Math.max(Math.round(ms / 60_000), 1);
export function alertMessage(
  cause: AlertCause,
  kind: "alert" | "recovery",
  h: DeliveryHealth,
  deps: Pick<MonitorDeps, "siteName" | "dashboardUrl" | "pendingThresholdMs">,
  now: Date,
): AlertMessage {
  const tag = `[${deps.siteName}]`;
  const link = `대시보드: ${deps.dashboardUrl}`;
  if (cause === "failed" && kind === "alert") {
    const errors = h.lastErrors
      .map((e) => `- ${FORM_LABELS[e.form]}: ${e.error} (${kstMonthDayTime(e.at)})`)
      .join("\n");
    return {
      subject: `${tag} 상담 신청 ${h.failedSince.toLocaleString("ko-KR")}건이 영업팀에 전달되지 못했습니다`,
      text: `전달에 실패한 신청이 ${h.failedSince.toLocaleString("ko-KR")}건 새로 생겼습니다(현재 실패 상태 ${h.failedTotal.toLocaleString("ko-KR")}건). 신청 내용은 사이트에 안전하게 보관되어 있으니, 원인을 해결한 뒤 대시보드에서 '실패한 신청 모두 다시 보내기'를 눌러 주세요.${errors ? `\n\n마지막 오류:\n${errors}` : ""}\n\n${link}`,
    };
  }
  if (cause === "failed") {
    return {
      subject: `${tag} 전달 실패 신청이 모두 처리되었습니다`,
      text: `전달 실패 상태로 남은 신청이 없습니다. 상담 신청 전달이 정상으로 돌아왔습니다.\n\n${link}`,
    };
  }
  if (kind === "alert") {
    const age = h.oldestPendingAt ? minutes(now.getTime() - h.oldestPendingAt.getTime()) : 0;
    return {
      subject: `${tag} 상담 신청 전달이 ${age}분째 밀려 있습니다`,
      text: `전달 대기 중인 신청이 ${h.pending.toLocaleString("ko-KR")}건이고, 가장 오래된 신청은 ${age}분 전에 접수되었습니다(기준 ${minutes(deps.pendingThresholdMs)}분). 신청을 받는 서비스(폼 서비스)가 응답하는지 확인해 주세요. 신청은 사이트에 보관되어 있고 자동으로 다시 전달됩니다.\n\n${link}`,
    };
  }
  return {
    subject: `${tag} 상담 신청 전달이 정상으로 돌아왔습니다`,
    text: `밀려 있던 신청이 모두 전달되었습니다(현재 대기 ${h.pending.toLocaleString("ko-KR")}건).\n\n${link}`,
  };
}

/** One look at the queue; sends what is due. Does nothing (no store read) when no channel is configured. */
export async function checkAlerts(deps: MonitorDeps): Promise<MonitorReport> {
  if (!alertsEnabled(deps.channels)) return {};
  const now = deps.now ?? new Date();
  const [failedState, backlogState] = await Promise.all([deps.state.get("failed"), deps.state.get("backlog")]);
  // New failures are counted from the last alert of that cause (a day back the first time).
  const failedSince = new Date(failedState.lastSentAt ?? now.getTime() - 24 * 3600_000);
  const health = await deps.outbox.deliveryHealth(now, failedSince);
  const report: MonitorReport = {};

  const oldestAge = health.oldestPendingAt ? now.getTime() - health.oldestPendingAt.getTime() : 0;
  const verdicts: [AlertCause, AlertState, boolean, boolean][] = [
    ["failed", failedState, health.failedSince > 0, health.failedTotal === 0],
    ["backlog", backlogState, oldestAge > deps.pendingThresholdMs, oldestAge <= deps.pendingThresholdMs],
  ];
  for (const [cause, state, firing, cleared] of verdicts) {
    const mayRepeat = state.lastSentAt === null || now.getTime() - state.lastSentAt >= ALERT_REPEAT_MS;
    let kind: "alert" | "recovery" | null = null;
    if (firing && mayRepeat) kind = "alert";
    else if (state.open && cleared) kind = "recovery";
    if (!kind) continue;
    // Take the turn first: of two instances, only the one whose write lands sends.
    const next =
      kind === "alert" ? { lastSentAt: now.getTime(), open: true } : { lastSentAt: state.lastSentAt, open: false };
    if (!(await deps.state.replace(cause, state, next))) continue;
    await sendAlert(deps.channels, alertMessage(cause, kind, health, deps, now));
    log.info(`[alerts] ${cause}: ${kind} sent`);
    report[cause] = kind;
  }
  return report;
}
