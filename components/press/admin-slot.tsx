import { AdminPanel } from "@/components/admin/admin-panel";
import type { SignInView } from "@/lib/staff";
import { createArticle } from "@/lib/press";
import { PressWriteForm } from "./press-write-form";
import { pressListPath } from "@/lib/site/routes/paths.mjs";

/**
 * The administrator's place under the press list: signed out, the login form; signed in, the
 * welcome line, logout and the write form. Publishing is for administrators; a staff member sees
 * why there is no form (createArticle checks it again). The page's loader read the session.
 * Where the sign-in is not configured, visitors see nothing here: the cause is the operator's, and
 * the server says it in its log at start (lib/staff startAuth, with the settings to fix).
 */
export function PressAdminSlot({
  site,
  signIn,
  publishRefused,
}: {
  site: string;
  signIn: SignInView;
  publishRefused: boolean;
}) {
  if (!signIn.admin && !signIn.pending && !signIn.setup.enabled) return null;
  return (
    <AdminPanel className="mt-16 desk:mt-20" view={signIn} permalink={pressListPath(site)}>
      {publishRefused ? (
        <p className="text-[15px] text-stone-700" data-testid="press-role-refused">
          보도자료 등록·수정은 관리자만 할 수 있습니다.
        </p>
      ) : (
        <PressWriteForm action={createArticle.bind(null, site)} />
      )}
    </AdminPanel>
  );
}
