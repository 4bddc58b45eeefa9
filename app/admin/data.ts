import "server-only";
import { z } from "zod";
import { kakaoChatUrl } from "@/components/chrome/kakao-channel";
import type { LeadDashboardData } from "@/components/admin/dashboard/lead-dashboard";
import { consentStanding, leadDashboard, periodRange, parsePeriod, funnelData, showUpTable } from "@/lib/office";
import { conversionDays, metaCapiSettings, alertSetup, leadAlertsOn, leadAlertSettings } from "@/lib/leads";
import { holdsRole, requireAdmin } from "@/lib/staff";
import { vitalsP75 } from "@/lib/site/vitals";

// What /admin shows, loaded here: the session (the marketing figures and settings are for
// administrators; a staff member is shown where to work), then every table's figures at once.

const retriedParam = z.coerce.number().int().min(0);

export async function loadDashboard(
  searchParams: Record<string, string | string[] | undefined>,
): Promise<LeadDashboardData> {
  if (!holdsRole((await requireAdmin()).role, "admin")) return { kind: "staff" };
  const now = new Date();
  const period = parsePeriod(searchParams.days);
  const [data, vitals, showUp, conversions, funnel, consents] = await Promise.all([
    leadDashboard(now, period),
    vitalsP75(now),
    showUpTable(now),
    conversionDays(periodRange(now, 30)),
    funnelData(now, period),
    consentStanding(now),
  ]);
  const retried = retriedParam.safeParse(
    Array.isArray(searchParams.retried) ? searchParams.retried[0] : searchParams.retried,
  );
  return {
    kind: "dashboard",
    now,
    data,
    vitals,
    showUp,
    conversions,
    funnel,
    consents,
    alerts: alertSetup(),
    retried: retried.success ? retried.data : null,
    kakao: kakaoChatUrl() !== null,
    metaOn: metaCapiSettings() !== null,
    alertsOn: leadAlertsOn(leadAlertSettings()),
  };
}
