import { z } from "zod";
import { complex } from "./complex";

/** Route param {site}: one of the configured site slugs. */
export const siteParamSchema = z.enum(complex.sites as [string, ...string[]]);

export function parseSite(value: string): string | undefined {
  const result = siteParamSchema.safeParse(value);
  return result.success ? result.data : undefined;
}

// A site's own pages: /{site}/customer, /{site}/press, /{site}/press/{id} (the feed, a route
// handler, answers its own plain-text 404).
const SITE_PAGE = /^\/([^/]+)\/(?:customer|press(?:\/(?!rss\.xml\/?$)[^/]+)?)\/?$/;

/**
 * Whether a path is one of a site's pages under a slug that names no site (proxy.ts answers it with
 * the not-found page). Rendered, such a page would call notFound() while streaming, and Next sends
 * an HTML document without the heading: a blank page without JavaScript, and for a crawler.
 */
export function isUnknownSitePage(pathname: string): boolean {
  const match = SITE_PAGE.exec(pathname);
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
