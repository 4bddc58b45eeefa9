import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { complex } from "@/lib/site/content";
import { env } from "@/lib/env";
import { siteFontSheet } from "@/lib/site/font/site-font";
import { siteVerification } from "@/lib/site/seo/verification";
import { FontLoader } from "@/components/chrome/font-loader";
import { PaintFirst } from "@/components/chrome/paint-first";
import { LinkRouter } from "@/components/ui/link-router";

/** The metadata every page starts from (./layout.tsx; ./global-not-found.tsx, which no layout wraps, spreads it). */
export function siteMetadata(): Metadata {
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: complex.siteName, template: `%s | ${complex.siteName}` },
    applicationName: complex.siteName,
    robots: { index: true, follow: true },
    formatDetection: { telephone: false },
    verification: siteVerification({ naver: env().NAVER_SITE_VERIFICATION, google: env().GOOGLE_SITE_VERIFICATION }),
  };
}

export const siteViewport: Viewport = {
  themeColor: "#101b2f",
  width: "device-width",
  initialScale: 1,
};

/**
 * The document every page shares: the paint-first script, the site font's markers and the skip link
 * to #main. What frames the page is its group's: the public site's (components/chrome/site-frame.tsx)
 * or the administrator's (app/admin/layout.tsx).
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="ko">
      <head>
        <PaintFirst />
      </head>
      <body>
        <FontLoader sheet={siteFontSheet()} />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:bg-white focus:px-4 focus:py-2 focus:text-ink-900"
        >
          본문 바로가기
        </a>
        {children}
        <LinkRouter />
      </body>
    </html>
  );
}
