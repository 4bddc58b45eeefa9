import type { MetadataRoute } from "next";
import { complex, pages } from "@/lib/content";
import { env } from "@/lib/env";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = env().SITE_URL;
  const fixed = pages
    .filter((p) => p.inSitemap)
    .map((p) => ({ url: `${siteUrl}${p.path === "/" ? "" : p.path}`, changeFrequency: "weekly" as const, priority: p.path === "/" ? 1 : 0.7 }));
  const perSite = complex.sites.flatMap((site) => [
    { url: `${siteUrl}/${site}/press`, changeFrequency: "daily" as const, priority: 0.6 },
    { url: `${siteUrl}/${site}/customer`, changeFrequency: "monthly" as const, priority: 0.6 },
  ]);
  return [...fixed, ...perSite];
}
