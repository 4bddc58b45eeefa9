import { adminMetadata, AdminSubPage } from "@/components/admin/admin-sub-page";
import { AccessRecords } from "@/components/admin/access-records";

// Who saw whose personal data: per request, never indexed, never cached.
export const dynamic = "force-dynamic";

export const metadata = adminMetadata("접속기록");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminRecordsPage({ searchParams }: Props) {
  return (
    <AdminSubPage
      path="/admin/records"
      ornament="Access records"
      title="접속기록"
      lead="누가 언제 어디서 어떤 개인정보를 조회·내려받기·변경했는지 확인합니다."
    >
      <AccessRecords searchParams={await searchParams} />
    </AdminSubPage>
  );
}
