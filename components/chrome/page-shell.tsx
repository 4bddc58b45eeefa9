import type { ReactNode } from "react";
import type { PageEntry } from "@/lib/site/content";
import { env } from "@/lib/env";
import { breadcrumbLd } from "@/lib/site/seo/json-ld";
import { JsonLd } from "@/components/ui/json-ld";
import { PageBanner } from "./page-banner";
import { PageFont } from "./page-font";
import { SideNav } from "./side-nav";
import { SubMenu } from "./sub-menu";

/** The frame of every sub-page: banner with the <h1>, sub-menu, optional side navigation, breadcrumb data. */
export function PageShell({
  page,
  children,
  jsonLd = [],
}: {
  page: PageEntry;
  children: ReactNode;
  jsonLd?: Record<string, unknown>[];
}) {
  const siteUrl = env().SITE_URL;
  return (
    <>
      <PageFont route={page.path} />
      <JsonLd data={[breadcrumbLd(siteUrl, page), ...jsonLd]} />
      <PageBanner page={page} />
      <SubMenu page={page} />
      {page.sideNav ? (
        <div className="mx-auto flex max-w-frame gap-14 px-5 py-14 desk:px-8 desk:py-20">
          <SideNav page={page} />
          <div className="min-w-0 flex-1">{children}</div>
        </div>
      ) : (
        <div className="mx-auto max-w-frame px-5 py-14 desk:px-8 desk:py-20">{children}</div>
      )}
    </>
  );
}
