import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminFrame } from "@/components/admin/admin-frame";
import { AdminPanel } from "@/components/admin/admin-panel";
import type { SignInView } from "@/lib/staff";

/** An administrator page's metadata: its title, never indexed, never cached. */
export function adminMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false, nocache: true } };
}

/** A page below the dashboard (the lead inbox, the visit bookings): the admin frame, then the login form or the page (the admin bar has the menu and the account). */
export function AdminSubPage({
  path,
  ornament,
  title,
  lead,
  view,
  children,
}: {
  path: string;
  ornament: string;
  title: string;
  lead: string;
  /** The session and the login form's setup, as the page read them (lib/staff signInView). */
  view: SignInView;
  children: ReactNode;
}) {
  return (
    <AdminFrame ornament={ornament} title={title} lead={lead}>
      <AdminPanel permalink={path} account={false} view={view}>
        {children}
      </AdminPanel>
    </AdminFrame>
  );
}
