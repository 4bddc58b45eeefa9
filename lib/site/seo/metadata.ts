import type { Metadata } from "next";
import { complex, sectionLabels, type PageEntry } from "@/lib/site/content";
import { pressFeedPath } from "@/lib/site/routes/paths.mjs";

export const OG_IMAGE = { url: "/og-image.png", width: 1200, height: 630 } as const;

/** The share card of a page's kind (app/og/[file]): its menu section's, or the site card. */
export function ogImageFor(page: Pick<PageEntry, "path" | "section">): string {
  const section = page.path === "/" ? "home" : page.section;
  return section in sectionLabels ? `/og/${section}.png` : OG_IMAGE.url;
}

/** "brand.png" -> "brand"; null for anything that is not a section's card. */
export function ogSectionOf(file: string): string | null {
  const m = /^([a-z][a-z0-9-]{0,39})\.png$/.exec(file);
  return m && Object.hasOwn(sectionLabels, m[1]!) ? m[1]! : null;
}

/** Metadata of one page: title, description, absolute canonical (via metadataBase), robots, social cards. */
export function pageMetadata(page: PageEntry, overrides: { type?: "website" | "article" } = {}): Metadata {
  const canonical = page.canonical ?? page.path;
  const title = page.path === "/" ? { absolute: page.title } : page.title;
  const socialTitle = page.path === "/" ? page.title : `${page.title} | ${complex.siteName}`;
  return {
    title,
    description: page.description,
    alternates: { canonical },
    robots: { index: true, follow: true },
    openGraph: {
      type: overrides.type ?? "website",
      locale: "ko_KR",
      siteName: complex.siteName,
      title: socialTitle,
      description: page.description,
      url: canonical,
      images: [{ ...OG_IMAGE, url: ogImageFor(page), alt: `${page.title} | ${complex.siteName}` }],
    },
    twitter: {
      card: "summary_large_image",
      title: socialTitle,
      description: page.description,
      images: [ogImageFor(page)],
    },
  };
}

/** Adds the site's press feed (RSS 2.0) as <link rel="alternate" type="application/rss+xml">. */
export function withFeed(metadata: Metadata, site: string): Metadata {
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { "application/rss+xml": [{ url: pressFeedPath(site), title: `보도자료 RSS` }] },
    },
  };
}
