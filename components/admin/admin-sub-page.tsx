import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminFrame } from "@/components/admin/admin-frame";
import { AdminPanel } from "@/components/admin/admin-panel";
import { Link } from "@/components/ui/link";
import { dashboardCopy } from "@/lib/admin/dashboard-copy";

/** An administrator page's metadata: its title, never indexed, never cached. */
export function adminMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false, nocache: true } };
}

/** A page below the dashboard (the lead inbox, the visit bookings): the admin frame with a way back. */
export function AdminSubPage({ path, ornament, title, lead, children }: { path: string; ornament: string; title: string; lead: string; children: ReactNode }) {
  return (
    <AdminFrame ornament={ornament} title={title} lead={lead}>
      <AdminPanel permalink={path}>
        <p className="mb-6 text-[15px]">
          <Link href="/admin" className="text-ink-900 underline underline-offset-4">
            ← {dashboardCopy.nav.dashboard}
          </Link>
        </p>
        {children}
      </AdminPanel>
    </AdminFrame>
  );
}
