import { adminMetadata, AdminSubPage } from "@/components/admin/admin-sub-page";
import { signInView } from "@/lib/staff";
import { StaffListView } from "@/components/admin/staff-list";
import { loadStaffList } from "./data";

// The administrator's staff accounts: per request, never indexed, never cached.
export const dynamic = "force-dynamic";

export const metadata = adminMetadata("직원 계정");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminStaffPage({ searchParams }: Props) {
  return (
    <AdminSubPage
      view={await signInView()}
      path="/admin/staff"
      ornament="Staff"
      title="직원 계정"
      lead="상담 직원을 초대하고, 권한을 바꾸거나 계정을 사용 중지합니다."
    >
      <StaffList searchParams={await searchParams} />
    </AdminSubPage>
  );
}

/** Loads once the panel has found a session (signed out, it shows the login form and this never runs). */
async function StaffList({ searchParams }: { searchParams: Record<string, string | string[] | undefined> }) {
  return <StaffListView data={await loadStaffList(searchParams)} />;
}
