import { AdminPanel } from "@/components/admin/admin-panel";
import { createArticle } from "@/lib/press/actions";
import { PressWriteForm } from "./press-write-form";
import { pressListPath } from "@/lib/routes/paths.mjs";

/**
 * The administrator's place under the press list: signed out, the login form; signed in, the
 * welcome line, logout and the write form. Decided on the server (AdminPanel). The cached list
 * (`live` false) is only ever served to requests without a session cookie (proxy.ts), so it shows
 * the login form without reading the session.
 */
export function PressAdminSlot({ site, live }: { site: string; live: boolean }) {
  return (
    <AdminPanel className="mt-16 desk:mt-20" signedOut={!live} permalink={pressListPath(site)}>
      <PressWriteForm action={createArticle.bind(null, site)} />
    </AdminPanel>
  );
}
