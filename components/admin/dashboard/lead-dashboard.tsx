import { kakaoChatUrl } from "@/components/chrome/kakao-channel";
import { z } from "zod";
import { leadDashboard } from "@/lib/admin/dashboard";
import { dashboardCopy } from "@/lib/admin/dashboard-copy";
import { parsePeriod } from "@/lib/admin/dashboard-query";
import { alertSetup } from "@/lib/alerts";
import { requireAdmin } from "@/lib/auth/session";
import { holdsRole } from "@/lib/auth/roles";
import { Link } from "@/components/ui/link";
import { funnelData } from "@/lib/admin/funnel";
import { FunnelTable } from "./funnel-table";
import { DeliveryHealthPanel } from "./delivery-health";
import { LeadChart } from "./lead-chart";
import { SourceTables } from "./source-tables";
import { VitalsTable } from "./vitals-table";
import { ShowUpTable } from "./show-up-table";
import { showUpTable } from "@/lib/admin/show-up";
import { ConversionTable } from "./conversion-table";
import { conversionDays, metaCapiSettings } from "@/lib/ads";
import { leadAlertsOn } from "@/lib/desk/lead-alert";
import { leadAlertSettings } from "@/lib/desk/lead-alert-runtime";
import { periodRange } from "@/lib/admin/dashboard";
import { vitalsP75 } from "@/lib/vitals";

const dayLabel = new Intl.DateTimeFormat("ko-KR", { timeZone: "Asia/Seoul", month: "numeric", day: "numeric" });
const hourLabel = new Intl.DateTimeFormat("ko-KR", { timeZone: "Asia/Seoul", hour: "numeric", hourCycle: "h23" });
const longDay = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  month: "long",
  day: "numeric",
  weekday: "short",
});

const retriedParam = z.coerce.number().int().min(0);

type Props = { searchParams: Record<string, string | string[] | undefined>; children?: React.ReactNode };

/** The dashboard's content for a signed-in administrator (AdminPanel renders it only then; checked again here). */
export async function LeadDashboard({ searchParams, children }: Props) {
  // The marketing figures and settings are for administrators; a staff member is shown where to work.
  if (!holdsRole((await requireAdmin()).role, "admin")) return <StaffLanding />;
  const now = new Date();
  const period = parsePeriod(searchParams.days);
  const [data, vitals, showUp, conversions, funnel] = await Promise.all([
    leadDashboard(now, period),
    vitalsP75(now),
    showUpTable(now),
    conversionDays(periodRange(now, 30)),
    funnelData(now, period),
  ]);
  const retried = retriedParam.safeParse(
    Array.isArray(searchParams.retried) ? searchParams.retried[0] : searchParams.retried,
  );
  const best = data.daily.points.reduce((a, b) => (b.total > a.total ? b : a), data.daily.points[0]!);
  return (
    <div className="grid gap-8">
      <DeliveryHealthPanel
        health={data.health}
        now={now}
        alerts={alertSetup()}
        retried={retried.success ? retried.data : null}
      />
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
      <SourceTables tables={data.sources} periodDays={data.periodDays} kakao={kakaoChatUrl() !== null} />
      <FunnelTable data={funnel} />
      <ShowUpTable data={showUp} />
      <ConversionTable days={conversions} on={metaCapiSettings() !== null} alerts={leadAlertsOn(leadAlertSettings())} />
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
