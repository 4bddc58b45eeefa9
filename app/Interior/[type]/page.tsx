import type { Metadata } from "next";
import { pageFor, interiors } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";

export const dynamicParams = false;

export function generateStaticParams() {
  return interiors.map((u) => ({ type: u.slug }));
}

type Props = { params: Promise<{ type: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type } = await params;
  return pageMetadata(pageFor(`/Interior/${type}`));
}

export default async function InteriorPage({ params }: Props) {
  const { type } = await params;
  const page = pageFor(`/Interior/${type}`);
  return (
    <PageShell page={page}>
      <p className="max-w-3xl text-[17px] text-stone-700">{page.description}</p>
    </PageShell>
  );
}
