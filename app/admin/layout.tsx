import type { ReactNode } from "react";
import { FallbackFontLayout } from "@/components/chrome/fallback-font";
import { AdminBar } from "@/components/admin/admin-bar";
import { getAdmin } from "@/lib/staff";
import "./admin.css";

// The back office's own frame, not the public site's (no marquee, site header, footer, bottom bar,
// registration popup, ad tags or Web Vitals beacon): the admin bar, then the page. Lead names and
// messages are any Korean text: behind the site font, full Pretendard (FallbackFontLayout).
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const admin = await getAdmin();
  return (
    <FallbackFontLayout>
      <AdminBar admin={admin} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
    </FallbackFontLayout>
  );
}
