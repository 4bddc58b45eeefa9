import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { siteMetadata, siteViewport, SiteDocument } from "./site-document";

export const metadata: Metadata = siteMetadata();
export const viewport: Viewport = siteViewport;

// The root layout: the document alone. The public pages' frame is app/(site)/layout.tsx's, the
// administrator's app/admin/layout.tsx's; an address that matches no route gets app/global-not-found.tsx.
export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
