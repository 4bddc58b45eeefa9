import type { ReactNode } from "react";
import { complex, menu } from "@/lib/site/content";
import { env } from "@/lib/env";
import { koreanToday } from "@/lib/site/today";
import { adTagConfig } from "@/lib/ads/config.mjs";
import { consentParties } from "@/lib/site/consent-parties";
import { organizationLd, websiteLd } from "@/lib/site/seo/json-ld";
import { JsonLd } from "@/components/ui/json-ld";
import { RegistrationPopupProvider } from "@/components/leads/registration-popup-context";
import { FieldReport } from "@/components/vitals/field-report";
import { SiteHeader } from "./site-header";
import { Logo } from "./logo";
import { SiteFooter } from "./site-footer";
import { MobileBottomBar } from "./mobile-bottom-bar";
import { ScrollToTop } from "./scroll-to-top";
import { ContactButtons } from "./contact-buttons";

/**
 * The public site's frame, inside the root layout's <body>: the organisation and website JSON-LD,
 * the registration popup's provider around the header (with the announcement marquee: the items of
 * the Korean day this page is rendered on, chosen again in the browser on a later day), the page's
 * <main>, the footer and the mobile bottom bar, then the Web Vitals reporter (which also remembers
 * the visit's landing page for the lead forms) and the ad platforms' loader. Rendered by
 * app/(site)/layout.tsx for every public page and by app/not-found.tsx (the 404 renders in the root
 * layout only). The administrator's pages have a frame of their own (app/admin/layout.tsx).
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const e = env();
  // The bar's items that can still show: the browser never chooses an earlier day than this one, so
  // an item that has ended is not sent (every page carries the bar).
  const today = koreanToday();
  const bar = complex.announcementBar;
  const announcement = { bar: { ...bar, items: bar.items.filter((i) => !i.until || today <= i.until) }, day: today };
  // The ad tags of this deployment (lib/ads/config.mjs): none set, not a byte of them.
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
    <>
      <JsonLd data={[organizationLd(e.SITE_URL), websiteLd(e.SITE_URL)]} />
      <RegistrationPopupProvider consent={consentParties()}>
        <SiteHeader menu={menu} phone={complex.phone} announcement={announcement} logo={<Logo />} />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
        <MobileBottomBar />
        <ContactButtons />
        <ScrollToTop />
      </RegistrationPopupProvider>
      <FieldReport />
      {ads ? <script src="/ads/loader.js" async data-ads={JSON.stringify(ads)} /> : null}
    </>
  );
}
