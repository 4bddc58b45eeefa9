import { adminMetadata, AdminSubPage } from "@/components/admin/admin-sub-page";
import { signInView } from "@/lib/staff";
import { VisitDayView } from "@/components/admin/visit-day";
import { loadVisitDay } from "./data";

// The administrator's visit bookings per day and slot: per request, never indexed, never cached.
export const dynamic = "force-dynamic";

export const metadata = adminMetadata("방문예약 관리");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminVisitsPage({ searchParams }: Props) {
  return (
    <AdminSubPage
      view={await signInView()}
      path="/admin/visits"
      ornament="Visit bookings"
      title="방문예약 관리"
      lead="견본주택 방문예약을 날짜와 시간대별로 확인하고, 예약을 취소하거나 시간대를 마감합니다."
    >
      <VisitDay searchParams={await searchParams} />
    </AdminSubPage>
  );
}

/** Loads once the panel has found a session (signed out, it shows the login form and this never runs). */
async function VisitDay({ searchParams }: { searchParams: Record<string, string | string[] | undefined> }) {
  return <VisitDayView data={await loadVisitDay(searchParams)} />;
}
