import type { Metadata } from "next";
import { PressArticleView } from "@/components/press/press-article-view";
import { loadPressArticle, pressArticleMetadata } from "../data";

// The article rendered per request: proxy.ts rewrites /{site}/press/{id} here for an
// administrator's session (the page shows the edit tools) and form posts (edit, delete). Its
// canonical link names /{site}/press/{id}, the address the browser shows.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ site: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, id } = await params;
  return pressArticleMetadata(site, id);
}

export default async function LivePressArticlePage({ params }: Props) {
  const { site, id } = await params;
  return <PressArticleView data={await loadPressArticle(site, id, true)} />;
}
