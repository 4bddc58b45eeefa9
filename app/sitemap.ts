import type { MetadataRoute } from "next";
import { complex, pages } from "@/lib/site/content";
import { contentUpdatedAt } from "@/lib/site/content/content-date";
import { env } from "@/lib/env";
import { pressRepository, type PressArticle } from "@/lib/press";
import { articlePath, pressListPath } from "@/lib/site/routes/paths.mjs";

// Built on every request: it lists every press article, which live in the store.
export const dynamic = "force-dynamic";

/**
 * Every article of a site, following the list's cursor. Bounded, and it stops when a page brings
 * nothing new, so a store that does not advance (the Firestore stand-in ignores startAfter) cannot
 * make the sitemap loop.
 */
async function allArticles(site: string): Promise<PressArticle[]> {
  const seen = new Map<string, PressArticle>();
  let cursor: string | null = null;
  for (let pageNo = 0; pageNo < 2_000; pageNo++) {
    const page = await (await pressRepository()).list(site, cursor);
    const fresh = page.items.filter((a) => !seen.has(a.id));
    for (const a of fresh) seen.set(a.id, a);
    cursor = page.nextCursor;
    if (!cursor || fresh.length === 0) break;
  }
  return [...seen.values()];
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = env().SITE_URL;
  const fixed = pages
    .filter((p) => p.inSitemap)
    .map((p) => ({
      url: `${siteUrl}${p.path === "/" ? "" : p.path}`,
      lastModified: contentUpdatedAt,
      changeFrequency: "weekly" as const,
      priority: p.path === "/" ? 1 : 0.7,
    }));
  const perSite = await Promise.all(
    complex.sites.map(async (site) => {
      const articles = await allArticles(site);
      // The list changes with its newest article; without one, with the content.
      const newest = articles.reduce((d, a) => (a.date > d ? a.date : d), new Date(0));
      return [
        {
          url: `${siteUrl}${pressListPath(site)}`,
          lastModified: articles.length ? newest : contentUpdatedAt,
          changeFrequency: "daily" as const,
          priority: 0.6,
        },
        ...articles.map((a) => ({
          url: `${siteUrl}${articlePath(site, a.id)}`,
          lastModified: a.date,
          changeFrequency: "monthly" as const,
          priority: 0.5,
        })),
      ];
    }),
  );
  return [...fixed, ...perSite.flat()];
}
