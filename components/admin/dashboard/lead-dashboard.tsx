import type { ConversionDay, alertSetup } from "@/lib/leads";
import { ConsentStandingPanel } from "./consent-standing";
import {
  type ConsentStanding,
  type LeadDashboard,
  dashboardCopy,
  type FunnelData,
  type ShowUpTable as ShowUpTableData,
} from "@/lib/office";
import type { VitalsP75Row } from "@/lib/site/vitals";
import { Link } from "@/components/ui/link";
import { ConversionTable } from "./conversion-table";
import { DeliveryHealthPanel } from "./delivery-health";
import { FunnelTable } from "./funnel-table";
import { LeadChart } from "./lead-chart";
import { ShowUpTable } from "./show-up-table";
import { SourceTables } from "./source-tables";
import { VitalsTable } from "./vitals-table";

const dayLabel = new Intl.DateTimeFormat("ko-KR", { timeZone: "Asia/Seoul", month: "numeric", day: "numeric" });
const hourLabel = new Intl.DateTimeFormat("ko-KR", { timeZone: "Asia/Seoul", hour: "numeric", hourCycle: "h23" });
const longDay = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  month: "long",
  day: "numeric",
  weekday: "short",
});

/** What the dashboard shows (loaded by app/admin/data.ts); `staff`: a staff member, who is shown where to work. */
export type LeadDashboardData =
  | { kind: "staff" }
  | {
      kind: "dashboard";
      now: Date;
      data: LeadDashboard;
      vitals: VitalsP75Row[];
      showUp: ShowUpTableData;
      conversions: ConversionDay[];
      funnel: FunnelData;
      consents: ConsentStanding;
      alerts: ReturnType<typeof alertSetup>;
      retried: number | null;
      kakao: boolean;
      metaOn: boolean;
      alertsOn: boolean;
    };

/** The dashboard's content for a signed-in administrator (AdminPanel renders it only then). */
export function LeadDashboardView({ view, children }: { view: LeadDashboardData; children?: React.ReactNode }) {
  if (view.kind === "staff") return <StaffLanding />;
  const { now, data, vitals, showUp, conversions, funnel } = view;
  const best = data.daily.points.reduce((a, b) => (b.total > a.total ? b : a), data.daily.points[0]!);
  return (
    <div className="grid gap-8">
      <DeliveryHealthPanel health={data.health} now={now} alerts={view.alerts} retried={view.retried} />
      <div className="grid gap-8 desk:grid-cols-2">
        <LeadChart
          id="daily-chart"
          title={dashboardCopy.daily.title}
          summary={dashboardCopy.daily.summary(
            data.daily.total,
            best.total > 0 ? `${longDay.format(best.start)}(${best.total.toLocaleString("ko-KR")}건)` : null,
          )}
          tableCaption={dashboardCopy.daily.table}
          column={dashboardCopy.daily.column}
          series={data.daily}
          label={(d) => dayLabel.format(d)}
          labelEvery={5}
        />
        <LeadChart
          id="hourly-chart"
          title={dashboardCopy.hourly.title}
          summary={dashboardCopy.hourly.summary(data.hourly.total)}
          tableCaption={dashboardCopy.hourly.table}
          column={dashboardCopy.hourly.column}
          series={data.hourly}
          label={(d) => hourLabel.format(d)}
          labelEvery={3}
        />
      </div>
      <SourceTables tables={data.sources} periodDays={data.periodDays} kakao={view.kakao} />
      <FunnelTable data={funnel} />
      <ShowUpTable data={showUp} />
      <ConversionTable days={conversions} on={view.metaOn} alerts={view.alertsOn} />
      <ConsentStandingPanel standing={view.consents} />
      <VitalsTable rows={vitals} />
      {children}
    </div>
  );
}

/** What a staff member finds on the dashboard's address: the two places their work is. */
function StaffLanding() {
  return (
    <section
      aria-labelledby="staff-landing-title"
      className="border border-sand-200 bg-sand-50 p-6"
      data-testid="staff-landing"
    >
      <h2 id="staff-landing-title" className="text-[19px] font-medium text-ink-900">
        상담 직원 계정입니다
      </h2>
      <p className="mt-2 text-[15px] text-stone-700">
        대시보드와 내려받기, 보도자료, 설정은 관리자만 볼 수 있습니다. 상담 신청과 방문 예약에서 업무를 이어 가세요.
      </p>
      <p className="mt-4 flex flex-wrap gap-6 text-[15px]">
        <Link href="/admin/leads" className="text-ink-900 underline underline-offset-4">
          상담 신청 보기 →
        </Link>
        <Link href="/admin/visits" className="text-ink-900 underline underline-offset-4">
          방문 예약 보기 →
        </Link>
      </p>
    </section>
  );
}
