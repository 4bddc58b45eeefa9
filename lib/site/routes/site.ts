import { z } from "zod";
import { complex } from "@/lib/site/content/complex";
import { SITE_PAGE_PATTERN } from "./paths.mjs";

/** Route param {site}: one of the configured site slugs. */
export const siteParamSchema = z.enum(complex.sites as [string, ...string[]]);

export function parseSite(value: string): string | undefined {
  const result = siteParamSchema.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * Whether a path is one of a site's pages under a slug that names no site (the proxy answers it with
 * the not-found page: lib/proxy/unknown-site.ts). Rendered, such a page would call notFound() while
 * streaming, and Next sends an HTML document without the heading: a blank page without JavaScript,
 * and for a crawler.
 */
export function isUnknownSitePage(pathname: string): boolean {
  const match = SITE_PAGE_PATTERN.exec(pathname);
  if (!match) return false;
  const slug = decodePathSegment(match[1]!);
  return slug === undefined || parseSite(slug) === undefined;
}

/** A path segment as the route sees it (percent-decoded), or undefined when it is malformed (%E0%A4%A). */
export function decodePathSegment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
