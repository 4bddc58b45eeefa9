import { adminMetadata, AdminSubPage } from "@/components/admin/admin-sub-page";
import { signInView } from "@/lib/staff";
import { UnitsBoardView } from "@/components/admin/units-board";
import { loadUnitsBoard } from "./data";

// The remaining-units board of the desk: per request, never indexed, never cached.
export const dynamic = "force-dynamic";

export const metadata = adminMetadata("잔여세대");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminUnitsPage({ searchParams }: Props) {
  return (
    <AdminSubPage
      view={await signInView()}
      path="/admin/units"
      ornament="Remaining units"
      title="잔여세대"
      lead="타입별 잔여세대를 기록합니다. 저장하면 다시 빌드하지 않아도 홈페이지에 바로 반영됩니다."
    >
      <UnitsBoard searchParams={await searchParams} />
    </AdminSubPage>
  );
}

/** Loads once the panel has found a session (signed out, it shows the login form and this never runs). */
async function UnitsBoard({ searchParams }: { searchParams: Record<string, string | string[] | undefined> }) {
  return <UnitsBoardView data={await loadUnitsBoard(searchParams)} />;
}
