import { FORM_LABELS, type DeliveryHealth } from "@/lib/leads";
import { formatLeadTime, dashboardCopy, retryAllFailed } from "@/lib/office";

const copy = dashboardCopy.health;

function age(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "1분 미만";
  if (minutes < 60) return `${minutes}분`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours}시간 ${minutes % 60}분` : `${Math.floor(hours / 24)}일`;
}

type Alerts = { enabled: boolean; email: boolean; webhook: boolean; pendingMinutes: number };

export function DeliveryHealthPanel({
  health,
  now,
  alerts,
  retried,
}: {
  health: DeliveryHealth;
  now: Date;
  alerts: Alerts;
  retried: number | null;
}) {
  const stats: [string, string, string][] = [
    ["pending", copy.pending, `${health.pending.toLocaleString("ko-KR")}건`],
    [
      "oldest",
      copy.oldest,
      health.oldestPendingAt ? `${age(now.getTime() - health.oldestPendingAt.getTime())} 전 접수` : copy.oldestNone,
    ],
    ["delivered", copy.delivered24, `${health.last24h.delivered.toLocaleString("ko-KR")}건`],
    ["failed", copy.failed24, `${health.last24h.failed.toLocaleString("ko-KR")}건`],
    ["no-destination", copy.noDestination24, `${health.last24h.noDestination.toLocaleString("ko-KR")}건`],
  ];
  const channels: string[] = [];
  if (alerts.email) channels.push(dashboardCopy.alerts.email);
  if (alerts.webhook) channels.push(dashboardCopy.alerts.webhook);
  return (
    <section
      aria-labelledby="health-title"
      className="border border-sand-200 bg-white p-5 desk:p-6"
      data-testid="delivery-health"
    >
      <h2 id="health-title" className="text-[19px] font-semibold text-ink-900">
        {copy.title}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 desk:grid-cols-5">
        {stats.map(([key, label, value]) => (
          <div key={key} className="border-l-2 border-gold-500 pl-3" data-testid={`health-${key}`}>
            <dt className="text-[13px] text-stone-600">{label}</dt>
            <dd className="mt-1 text-[20px] font-semibold tabular-nums text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 text-[16px] font-semibold text-ink-900">{copy.lastErrors}</h3>
      {health.lastErrors.length === 0 ? (
        <p className="mt-2 text-[15px] text-stone-600">{copy.noErrors}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-[14px]" data-testid="health-errors">
          {health.lastErrors.map((e) => (
            <li key={e.form} className="break-all">
              <span className="font-semibold">{FORM_LABELS[e.form]}</span> · {formatLeadTime(e.at)} ·{" "}
              <span className="text-[#8f2d22]">{e.error}</span>
            </li>
          ))}
        </ul>
      )}
      <form action={retryAllFailed} className="mt-5">
        <button
          type="submit"
          disabled={health.failedTotal === 0}
          className="border border-ink-900 px-5 py-2.5 text-[15px] text-ink-900 transition-colors hover:bg-ink-900 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:cursor-not-allowed disabled:border-sand-300 disabled:text-stone-500 disabled:hover:bg-transparent"
        >
          {copy.retryAll} ({health.failedTotal.toLocaleString("ko-KR")}건)
        </button>
      </form>
      {retried !== null ? (
        <p role="status" className="mt-3 text-[15px] text-ink-900" data-testid="retried-notice">
          {copy.retried(retried)}
        </p>
      ) : null}
      <h3 className="mt-6 text-[16px] font-semibold text-ink-900">{dashboardCopy.alerts.title}</h3>
      <p className="mt-2 text-[15px] text-stone-700" data-testid="alerts-setup">
        {alerts.enabled ? dashboardCopy.alerts.on(channels, alerts.pendingMinutes) : dashboardCopy.alerts.off}
      </p>
    </section>
  );
}
