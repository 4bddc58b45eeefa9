import type { Metadata } from "next";
import { PressArticleView } from "@/components/press/press-article-view";
import { loadPressArticle, pressArticleMetadata } from "./data";

// An article as visitors get it: rendered on its first request, then served from Next's cache.
// Editing and deleting refresh it at once (revalidatePath in lib/press/actions.ts); the
// views it shows are refreshed every 10 s (PRESS_REVALIDATE_SECONDS in lib/press/views.ts; this
// literal must match it). The view itself is counted by proxy.ts (a document request) or by the
// page's view counter island (a client-side navigation). An administrator's session and form
// posts are rendered live instead (proxy.ts, ./%5Flive).
export const revalidate = 10;

// No article at build time (the store is not read while building).
export function generateStaticParams(): { site: string; id: string }[] {
  return [];
}

type Props = { params: Promise<{ site: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, id } = await params;
  return pressArticleMetadata(site, id);
}

export default async function PressArticlePage({ params }: Props) {
  const { site, id } = await params;
  return <PressArticleView data={await loadPressArticle(site, id, false)} />;
}
