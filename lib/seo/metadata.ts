import type { Metadata } from "next";
import { complex, type PageEntry } from "@/lib/content";

export const OG_IMAGE = { url: "/og-image.png", width: 1200, height: 630 } as const;

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
      images: [{ ...OG_IMAGE, alt: complex.siteName }],
    },
    twitter: {
      card: "summary_large_image",
      title: socialTitle,
      description: page.description,
      images: [OG_IMAGE.url],
    },
  };
}
