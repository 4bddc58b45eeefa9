import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { sitePages } from "@/lib/content";
import { parseSite } from "@/lib/content/site-param";
import { pageMetadata } from "@/lib/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = parseSite((await params).site);
  return site ? pageMetadata(sitePages.customer(site)) : {};
}

export default async function SiteCustomerPage({ params }: Props) {
  const site = parseSite((await params).site);
  if (!site) notFound();
  const page = sitePages.customer(site);
  return (
    <PageShell page={page}>
      <p className="max-w-3xl text-[17px] text-stone-700">{page.description}</p>
    </PageShell>
  );
}
