import { adminMetadata, AdminSubPage } from "@/components/admin/admin-sub-page";
import { signInView } from "@/lib/staff";
import { LeadInboxView } from "@/components/admin/lead-inbox";
import { loadLeadInbox } from "./data";

// The administrator's lead inbox: per request, never indexed, never cached.
export const dynamic = "force-dynamic";

export const metadata = adminMetadata("상담 신청 관리");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LeadInboxPage({ searchParams }: Props) {
  return (
    <AdminSubPage
      view={await signInView()}
      path="/admin/leads"
      ornament="Lead inbox"
      title="상담 신청 관리"
      lead="사이트에서 접수된 관심고객 등록, 방문 예약, 고객 문의를 최근 순으로 확인합니다."
    >
      <LeadInbox searchParams={await searchParams} />
    </AdminSubPage>
  );
}

/** Loads once the panel has found a session (signed out, it shows the login form and this never runs). */
async function LeadInbox({ searchParams }: { searchParams: Record<string, string | string[] | undefined> }) {
  return <LeadInboxView data={await loadLeadInbox(searchParams)} />;
}
