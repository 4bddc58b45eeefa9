import type { Metadata } from "next";
import { AdminFrame } from "@/components/admin/admin-frame";
import { AdminPanel } from "@/components/admin/admin-panel";
import { VisitDay } from "@/components/admin/visit-day";
import { Link } from "@/components/ui/link";
import { dashboardCopy } from "@/lib/admin/dashboard-copy";

// The administrator's visit bookings per day and slot: per request, never indexed, never cached.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "방문예약 관리",
  robots: { index: false, follow: false, nocache: true },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminVisitsPage({ searchParams }: Props) {
  return (
    <AdminFrame ornament="Visit bookings" title="방문예약 관리" lead="견본주택 방문예약을 날짜와 시간대별로 확인하고, 예약을 취소하거나 시간대를 마감합니다.">
      <AdminPanel>
        <p className="mb-6 text-[15px]">
          <Link href="/admin" className="text-ink-900 underline underline-offset-4">
            ← {dashboardCopy.nav.dashboard}
          </Link>
        </p>
        <VisitDay searchParams={await searchParams} />
      </AdminPanel>
    </AdminFrame>
  );
}
