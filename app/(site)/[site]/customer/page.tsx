import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { complex, sitePages } from "@/lib/site/content";
import { parseSite } from "@/lib/site/routes/site";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { complexLd } from "@/lib/site/seo/json-ld";
import { PageShell } from "@/components/chrome/page-shell";
import { CustomerPage } from "@/components/leads/customer-page";

type Props = { params: Promise<{ site: string }> };

// Every site's page is built; any other slug is the not-found page (proxy.ts answers it first).
export const dynamicParams = false;

export function generateStaticParams() {
  return complex.sites.map((site) => ({ site }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = parseSite((await params).site);
  return site ? pageMetadata(sitePages.customer(site)) : {};
}

export default async function SiteCustomerPage({ params }: Props) {
  const site = parseSite((await params).site);
  if (!site) notFound();
  const page = sitePages.customer(site);
  return (
    <PageShell page={page} jsonLd={[complexLd(env().SITE_URL)]}>
      <CustomerPage />
    </PageShell>
  );
}
