import type { Metadata } from "next";
import { AdminFrame } from "@/components/admin/admin-frame";
import { AdminPanel } from "@/components/admin/admin-panel";
import { LeadDashboard } from "@/components/admin/dashboard/lead-dashboard";
import { Link } from "@/components/ui/link";
import { dashboardCopy } from "@/lib/admin/dashboard-copy";

// The marketer's dashboard: per request, never indexed, never cached; data only for an administrator.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: dashboardCopy.title,
  robots: { index: false, follow: false, nocache: true },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DashboardPage({ searchParams }: Props) {
  return (
    <AdminFrame ornament={dashboardCopy.ornament} title={dashboardCopy.title} lead={dashboardCopy.lead}>
      <AdminPanel permalink="/admin">
        <p className="mb-6 text-[15px]">
          <Link href="/admin/leads" className="text-ink-900 underline underline-offset-4">
            {dashboardCopy.nav.inbox} →
          </Link>
          <Link href="/admin/visits" className="ml-6 text-ink-900 underline underline-offset-4">
            방문예약 관리 →
          </Link>
        </p>
        <LeadDashboard searchParams={await searchParams} />
      </AdminPanel>
    </AdminFrame>
  );
}
