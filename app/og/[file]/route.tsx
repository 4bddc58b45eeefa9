import { sectionLabels } from "@/lib/site/content";
import { ogSectionOf } from "@/lib/site/seo/metadata";
import { shareCard } from "@/lib/site/seo/share-card";

// /og/{section}.png: the 1200x630 share card of one kind of page (a menu section, home, the
// policy pages), drawn at build time (lib/site/seo/share-card.tsx).
export const dynamicParams = false;
export const dynamic = "force-static";

export function generateStaticParams() {
  return Object.keys(sectionLabels).map((section) => ({ file: `${section}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const section = ogSectionOf((await params).file);
  const label = section ? sectionLabels[section] : undefined;
  if (!section || !label)
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return shareCard(section === "home" ? null : label, { headers: { "Cache-Control": "public, max-age=86400" } });
}
