import type { ReactNode } from "react";
import { SiteFrame } from "@/components/chrome/site-frame";

// The public site (a route group: no segment in the address): every page in the site's frame.
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
