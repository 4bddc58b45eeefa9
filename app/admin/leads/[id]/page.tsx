import { adminMetadata, AdminSubPage } from "@/components/admin/admin-sub-page";
import { signInView } from "@/lib/staff";
import { LeadCourseView } from "@/components/admin/lead-course";
import { loadLeadCourse } from "./data";

// One lead at the sales desk: per request, never indexed, never cached.
export const dynamic = "force-dynamic";

export const metadata = adminMetadata("상담 신청 상세");

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminLeadPage({ params, searchParams }: Props) {
  const { id } = await params;
  return (
    <AdminSubPage
      view={await signInView()}
      path={`/admin/leads/${encodeURIComponent(id)}`}
      ornament="Lead"
      title="상담 신청 상세"
      lead="신청 내용을 확인하고, 통화 결과와 다음 통화일, 담당을 기록합니다."
    >
      <LeadCourse id={id} searchParams={await searchParams} />
    </AdminSubPage>
  );
}

/** Loads once the panel has found a session (signed out, it shows the login form and this never runs). */
async function LeadCourse({
  id,
  searchParams,
}: {
  id: string;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  return <LeadCourseView data={await loadLeadCourse(id, searchParams)} />;
}
