import type { ReactNode } from "react";
import type { PageEntry } from "@/lib/site/content";
import { env } from "@/lib/env";
import { breadcrumbLd } from "@/lib/site/seo/json-ld";
import { JsonLd } from "@/components/ui/json-ld";
import { PageBanner } from "@/components/chrome/page-banner";
import { FallbackFont } from "@/components/chrome/fallback-font";
import { PageFont } from "@/components/chrome/page-font";
import { PressTabs } from "./press-tabs";

type Props = {
  page: PageEntry;
  site: string;
  children: ReactNode;
  jsonLd?: Record<string, unknown>[];
  /** The text the page shows from the store: full Pretendard is linked behind the site font when it has characters the font lacks. */
  storeText: string[];
};

/** The frame of the press pages: the banner with the <h1>, the two press tabs, breadcrumb data. */
export function PressFrame({ page, site, children, jsonLd = [], storeText }: Props) {
  return (
    <>
      <PageFont route={page.path} />
      <FallbackFont text={storeText} />
      <JsonLd data={[breadcrumbLd(env().SITE_URL, page), ...jsonLd]} />
      <PageBanner page={page} />
      <PressTabs site={site} />
      <div className="mx-auto max-w-frame px-5 py-14 desk:px-8 desk:py-20">{children}</div>
    </>
  );
}
