import { breadcrumbsFor, complex, type PageEntry } from "@/lib/site/content";
import { OG_IMAGE } from "./metadata";

// JSON-LD builders. Every value comes from lib/site/content; siteUrl makes the addresses absolute.

type JsonLd = Record<string, unknown>;

export function organizationLd(siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: complex.company.name,
    url: siteUrl,
    telephone: complex.phone,
    brand: { "@type": "Brand", name: complex.brand.name },
  };
}

export function websiteLd(siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: complex.siteName,
    url: siteUrl,
    inLanguage: "ko-KR",
    publisher: { "@id": `${siteUrl}/#organization` },
  };
}

export function complexLd(siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ApartmentComplex",
    "@id": `${siteUrl}/#complex`,
    name: complex.siteName,
    url: siteUrl,
    telephone: complex.phone,
    image: { "@type": "ImageObject", url: `${siteUrl}${OG_IMAGE.url}`, width: OG_IMAGE.width, height: OG_IMAGE.height },
    numberOfAccommodationUnits: complex.figures.households,
    address: {
      "@type": "PostalAddress",
      addressCountry: "KR",
      addressRegion: complex.address.region,
      addressLocality: complex.address.locality,
      streetAddress: complex.address.street,
    },
    description: complex.facts.map((f) => `${f.label}: ${f.value}`).join(" / "),
  };
}

export function breadcrumbLd(siteUrl: string, page: PageEntry): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: breadcrumbsFor(page).map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.title,
      item: `${siteUrl}${crumb.href === "/" ? "" : crumb.href}`,
    })),
  };
}

/** A press article (schema.org NewsArticle): headline, summary, dates, the publisher and the share image. */
export function newsArticleLd(
  siteUrl: string,
  article: { path: string; title: string; summary: string; date: Date; views?: number },
): JsonLd {
  const url = `${siteUrl}${article.path}`;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    "@id": `${url}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    description: article.summary,
    datePublished: article.date.toISOString(),
    inLanguage: "ko-KR",
    image: [
      { "@type": "ImageObject", url: `${siteUrl}${OG_IMAGE.url}`, width: OG_IMAGE.width, height: OG_IMAGE.height },
    ],
    author: { "@type": "Organization", name: complex.company.name, url: siteUrl },
    publisher: { "@id": `${siteUrl}/#organization` },
    about: { "@id": `${siteUrl}/#complex` },
    ...(article.views !== undefined
      ? {
          interactionStatistic: {
            "@type": "InteractionCounter",
            interactionType: "https://schema.org/ReadAction",
            userInteractionCount: article.views,
          },
        }
      : {}),
  };
}

/** Serialises for a <script type="application/ld+json">, escaping "<" so no text can close the tag. */
export function serializeLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
