import type { Metadata, Viewport } from "next";
import "./globals.css";
import { complex } from "@/lib/site/content";
import { siteMetadata, siteViewport, SiteDocument } from "./site-document";
import { SiteFrame } from "@/components/chrome/site-frame";
import { NotFoundSection, notFoundTitle } from "@/components/chrome/not-found-section";

// The 404 of an address that matches no route (experimental.globalNotFound, next.config.ts), also
// Next's prerendered /_not-found that proxy.ts rewrites unknown sites to. No layout wraps it, so it
// is the whole document, in the public site's frame as before the admin pages had a frame of their
// own: a root not-found.tsx with that frame would be sent inside every page's payload.
export const metadata: Metadata = {
  ...siteMetadata(),
  title: `${notFoundTitle} | ${complex.siteName}`,
  robots: { index: false, follow: true },
};
export const viewport: Viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteFrame>
        <NotFoundSection />
      </SiteFrame>
    </SiteDocument>
  );
}
