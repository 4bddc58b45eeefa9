import type { Metadata } from "next";
import { AdminFrame } from "@/components/admin/admin-frame";
import { AdminPanel } from "@/components/admin/admin-panel";
import { LeadDashboardView } from "@/components/admin/dashboard/lead-dashboard";
import { loadDashboard } from "./data";
import { dashboardCopy } from "@/lib/office";
import { signInView } from "@/lib/staff";

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
      <AdminPanel permalink="/admin" account={false} view={await signInView()}>
        <LeadDashboard searchParams={await searchParams} />
      </AdminPanel>
    </AdminFrame>
  );
}

/** Loads once the panel has found a session (signed out, it shows the login form and this never runs). */
async function LeadDashboard({ searchParams }: { searchParams: Record<string, string | string[] | undefined> }) {
  return <LeadDashboardView view={await loadDashboard(searchParams)} />;
}
