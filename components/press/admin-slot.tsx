import { AdminPanel } from "@/components/admin/admin-panel";
import { createArticle } from "./actions";
import { PressWriteForm } from "./press-write-form";

/**
 * The administrator's place under the press list: signed out, the login form; signed in, the
 * welcome line, logout and the write form. Decided on the server (AdminPanel).
 */
export function PressAdminSlot({ site }: { site: string }) {
  return (
    <AdminPanel className="mt-16 desk:mt-20">
      <PressWriteForm action={createArticle.bind(null, site)} />
    </AdminPanel>
  );
}
