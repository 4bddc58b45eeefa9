import { AdminPanel } from "@/components/admin/admin-panel";
import { holdsRole, getAdmin } from "@/lib/staff";
import { createArticle } from "@/lib/press";
import { PressWriteForm } from "./press-write-form";
import { pressListPath } from "@/lib/site/routes/paths.mjs";

/**
 * The administrator's place under the press list: signed out, the login form; signed in, the
 * welcome line, logout and the write form. Decided on the server (AdminPanel). The cached list
 * (`live` false) is only ever served to requests without a session cookie (proxy.ts), so it shows
 * the login form without reading the session.
 */
export async function PressAdminSlot({ site, live }: { site: string; live: boolean }) {
  // Publishing is for administrators; a staff member sees why there is no form (createArticle checks it again).
  const admin = live ? await getAdmin() : null;
  return (
    <AdminPanel className="mt-16 desk:mt-20" signedOut={!live} permalink={pressListPath(site)}>
      {admin && !holdsRole(admin.role, "admin") ? (
        <p className="text-[15px] text-stone-700" data-testid="press-role-refused">
          보도자료 등록·수정은 관리자만 할 수 있습니다.
        </p>
      ) : (
        <PressWriteForm action={createArticle.bind(null, site)} />
      )}
    </AdminPanel>
  );
}
