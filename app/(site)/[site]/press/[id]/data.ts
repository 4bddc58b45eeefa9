import "server-only";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { env } from "@/lib/env";
import { pressIdSchema, pressRepository, type PressArticle } from "@/lib/press";
import { sitePages, type PageEntry } from "@/lib/site/content";
import { PRESS_PATH, articlePath } from "@/lib/site/routes/paths.mjs";
import { parseSite } from "@/lib/site/routes/site";
import { pageMetadata, withFeed } from "@/lib/site/seo/metadata";
import { getAdmin } from "@/lib/staff";
import type { PressArticleData } from "@/components/press/press-article-view";

// What an article page shows, loaded here for both of its renderings (./page.tsx, cached for
// visitors; ./%5Flive/page.tsx, per request for an administrator's session and form posts: see
// proxy.ts). The article is loaded before anything is rendered, so a missing one answers a real
// redirect (307) rather than a page that changes its mind after streaming. The component
// (components/press/press-article-view.tsx) only shows it.

const MISSING_ARTICLE = PRESS_PATH;

function articlePage(site: string, article: PressArticle): PageEntry {
  const list = sitePages.press(site);
  return {
    ...list,
    path: articlePath(site, article.id),
    title: article.title,
    description: article.summary.length > 160 ? `${article.summary.slice(0, 159)}…` : article.summary,
  };
}

export async function pressArticleMetadata(rawSite: string, rawId: string): Promise<Metadata> {
  const site = parseSite(rawSite);
  const id = pressIdSchema.safeParse(rawId);
  if (!site || !id.success) return {};
  const article = await (await pressRepository()).get(site, id.data);
  if (!article) return {};
  const metadata = pageMetadata(articlePage(site, article), { type: "article" });
  return withFeed(
    { ...metadata, openGraph: { ...metadata.openGraph, type: "article", publishedTime: article.date.toISOString() } },
    site,
  );
}

export async function loadPressArticle(rawSite: string, rawId: string, live: boolean): Promise<PressArticleData> {
  const site = parseSite(rawSite);
  if (!site) notFound();
  const id = pressIdSchema.safeParse(rawId);
  if (!id.success) redirect(MISSING_ARTICLE);
  const article = await (await pressRepository()).get(site, id.data);
  if (!article) redirect(MISSING_ARTICLE);
  const signedIn = live ? await getAdmin() : null;
  return {
    site,
    page: articlePage(site, article),
    article,
    siteUrl: env().SITE_URL,
    editable: signedIn?.role === "admin",
  };
}
