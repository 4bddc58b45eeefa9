import type { Metadata } from "next";
import { AdminFrame } from "@/components/admin/admin-frame";
import { AdminPanel } from "@/components/admin/admin-panel";
import { LeadInbox } from "@/components/admin/lead-inbox";
import { Link } from "@/components/ui/link";
import { dashboardCopy } from "@/lib/admin/dashboard-copy";

// The administrator's lead inbox: per request, never indexed, never cached.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "상담 신청 관리",
  robots: { index: false, follow: false, nocache: true },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LeadInboxPage({ searchParams }: Props) {
  return (
    <AdminFrame ornament="Lead inbox" title="상담 신청 관리" lead="사이트에서 접수된 관심고객 등록, 방문 예약, 고객 문의를 최근 순으로 확인합니다.">
      <AdminPanel>
        <p className="mb-6 text-[15px]">
          <Link href="/admin" className="text-ink-900 underline underline-offset-4">
            ← {dashboardCopy.nav.dashboard}
          </Link>
        </p>
        <LeadInbox searchParams={await searchParams} />
      </AdminPanel>
    </AdminFrame>
  );
}
