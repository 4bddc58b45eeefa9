import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { complex, menu } from "@/lib/content";
import { env } from "@/lib/env";
import { siteFontSheet } from "@/lib/font/site-font";
import { organizationLd, websiteLd } from "@/lib/seo/json-ld";
import { siteVerification } from "@/lib/seo/verification";
import { JsonLd } from "@/components/ui/json-ld";
import { SiteHeader } from "@/components/chrome/site-header";
import { Logo } from "@/components/chrome/logo";
import { SiteFooter } from "@/components/chrome/site-footer";
import { MobileBottomBar } from "@/components/chrome/mobile-bottom-bar";
import { ScrollToTop } from "@/components/chrome/scroll-to-top";
import { FontLoader } from "@/components/chrome/font-loader";
import { PaintFirst } from "@/components/chrome/paint-first";
import { RegistrationPopupProvider } from "@/components/leads/registration-popup-context";
import { consentRecipients } from "@/lib/content/leads";
import { FieldReport } from "@/components/vitals/field-report";
import { adTagConfig } from "@/lib/ads/config.mjs";

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: complex.siteName, template: `%s | ${complex.siteName}` },
  applicationName: complex.siteName,
  robots: { index: true, follow: true },
  formatDetection: { telephone: false },
  verification: siteVerification({ naver: env().NAVER_SITE_VERIFICATION, google: env().GOOGLE_SITE_VERIFICATION }),
};

export const viewport: Viewport = {
  themeColor: "#101b2f",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const siteUrl = env().SITE_URL;
  // The ad tags of this deployment (lib/ads/config.mjs): none set, not a byte of them.
  const e = env();
  const ads = adTagConfig({
    NAVER_WCS_ID: e.NAVER_WCS_ID,
    KAKAO_PIXEL_ID: e.KAKAO_PIXEL_ID,
    META_PIXEL_ID: e.META_PIXEL_ID,
    GA4_MEASUREMENT_ID: e.GA4_MEASUREMENT_ID,
    GOOGLE_ADS_ID: e.GOOGLE_ADS_ID,
    GOOGLE_ADS_LEAD_LABEL: e.GOOGLE_ADS_LEAD_LABEL,
    GOOGLE_ADS_BOOKING_LABEL: e.GOOGLE_ADS_BOOKING_LABEL,
  });
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
        <JsonLd data={[organizationLd(siteUrl), websiteLd(siteUrl)]} />
        <RegistrationPopupProvider consentRecipients={consentRecipients}>
          <SiteHeader menu={menu} phone={complex.phone} announcement={complex.announcementBar} logo={<Logo />} />
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <SiteFooter />
          <MobileBottomBar />
          <ScrollToTop />
        </RegistrationPopupProvider>
        <FieldReport />
        {ads ? <script src="/ads/loader.js" async data-ads={JSON.stringify(ads)} /> : null}
      </body>
    </html>
  );
}
