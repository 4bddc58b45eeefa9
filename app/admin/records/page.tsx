import { adminMetadata, AdminSubPage } from "@/components/admin/admin-sub-page";
import { signInView } from "@/lib/staff";
import { AccessRecordsView } from "@/components/admin/access-records";
import { loadAccessRecords } from "./data";

// Who saw whose personal data: per request, never indexed, never cached.
export const dynamic = "force-dynamic";

export const metadata = adminMetadata("접속기록");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminRecordsPage({ searchParams }: Props) {
  return (
    <AdminSubPage
      view={await signInView()}
      path="/admin/records"
      ornament="Access records"
      title="접속기록"
      lead="누가 언제 어디서 어떤 개인정보를 조회·내려받기·변경했는지 확인합니다."
    >
      <AccessRecords searchParams={await searchParams} />
    </AdminSubPage>
  );
}

/** Loads once the panel has found a session (signed out, it shows the login form and this never runs). */
async function AccessRecords({ searchParams }: { searchParams: Record<string, string | string[] | undefined> }) {
  return <AccessRecordsView data={await loadAccessRecords(searchParams)} />;
}
