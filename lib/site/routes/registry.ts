import { complex } from "@/lib/site/content/complex";
import { canonicalPaths } from "@/lib/site/content/pages";
import {
  articlePath,
  sitePagePaths,
  TYPE_PAGE_SECTIONS,
  TYPE_SLUG_PATTERN,
  VISIT_DONE_PATH,
  VISIT_MANAGE_PATH,
  VISIT_VERIFY_PATH,
} from "./paths.mjs";

// The route registry: the canonical spelling of every fixed route, the one case-insensitive lookup
// of them (fixedRouteOf), and the proxy's matcher made from them. The path shapes themselves are
// ./paths.mjs's.
//
// Next serves an uppercase folder (/Brand/intro) only as spelled; any other spelling 404s unless
// proxy.ts redirects it. The proxy costs a prerendered page more than half its throughput
// (docs/architecture.md), so its matcher lets the exact canonical spellings through untouched and
// catches everything else, case variants included.

/** Every path whose other spellings redirect to it: the page registry, each site's pages, the booking links' pages. */
const fixedPaths = [
  ...canonicalPaths,
  ...complex.sites.flatMap((s) => sitePagePaths(s)),
  VISIT_MANAGE_PATH,
  VISIT_DONE_PATH,
  VISIT_VERIFY_PATH,
];

const byLowerCase = new Map<string, string>();
for (const path of fixedPaths) byLowerCase.set(path.toLowerCase(), path);
const siteByLowerCase = new Map(complex.sites.map((s) => [s.toLowerCase(), s]));

/**
 * The case-insensitive lookup of the fixed routes: the canonical spelling of the fixed route that
 * `path` names in any letter case, or undefined. The path is taken as given (a caller trims a
 * trailing slash as it needs).
 */
export function fixedRouteOf(path: string): string | undefined {
  return byLowerCase.get(path.toLowerCase());
}

/**
 * The canonical spelling of a route when `pathname` is another spelling of it (case, a trailing
 * slash), else undefined. Under a site's press list (/{site}/press/{id}) the site and "press" are
 * respelled and the article id is kept as written: ids are case-sensitive (Firestore's are), so
 * /{site}/press/ABC names another article than /{site}/press/abc.
 */
export function canonicalSpelling(pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const canonical = fixedRouteOf(trimmed) ?? articleSpelling(trimmed);
  return canonical && canonical !== pathname ? canonical : undefined;
}

function articleSpelling(pathname: string): string | undefined {
  const [, site, press, id, ...rest] = pathname.split("/");
  if (!site || press?.toLowerCase() !== "press" || !id || rest.length > 0) return undefined;
  const canonicalSite = siteByLowerCase.get(site.toLowerCase());
  if (!canonicalSite) return undefined;
  return articlePath(canonicalSite, id.toLowerCase() === "rss.xml" ? "rss.xml" : id);
}

/** First path segments of every fixed route. */
export const canonicalSections: string[] = [
  ...new Set(canonicalPaths.map((p) => p.split("/")[1] ?? "").filter(Boolean)),
];

/** What never needs the proxy: Next's assets, route handlers, drawings, public/ files and metadata routes. */
export const UNPROXIED_PREFIXES = [
  "_next/",
  "api/",
  "art/",
  "media/",
  "og/",
  "fonts/",
  "docs/",
  "favicon",
  "icon",
  "og-image",
  "sitemap",
  "robots",
];

/**
 * The proxy's matcher (proxy.ts `config.matcher[0]`), made from the route registry. Next reads the
 * matcher as a literal at build time, so proxy.ts carries a copy and lib/site/routes/registry.test.ts
 * fails, printing this value, when the two differ.
 */
export function proxyMatcherSource(paths: readonly string[] = canonicalPaths): string {
  const typeSlug = new RegExp(`^${TYPE_SLUG_PATTERN}$`);
  const bySection = new Map<string, string[]>();
  const topLevel: string[] = [];
  for (const path of paths) {
    const [, section, rest, ...deeper] = path.split("/");
    if (!section) continue; // "/": the matcher's `.+` never matches it
    if (deeper.length > 0) throw new Error(`proxyMatcherSource: ${path} is deeper than two segments`);
    if (rest === undefined) {
      topLevel.push(escape(section));
      continue;
    }
    const isTypeSection = (TYPE_PAGE_SECTIONS as readonly string[]).includes(section);
    if (isTypeSection && typeSlug.test(rest)) continue; // covered by the slug pattern
    const list = bySection.get(section) ?? [];
    list.push(escape(rest));
    bySection.set(section, list);
  }
  for (const section of TYPE_PAGE_SECTIONS)
    bySection.set(section, [...(bySection.get(section) ?? []), TYPE_SLUG_PATTERN]);
  const alternatives = [
    ...[...bySection].map(
      ([section, rests]) => `${escape(section)}/${rests.length === 1 ? rests[0] : `(?:${rests.join("|")})`}`,
    ),
    ...topLevel,
  ];
  return `/((?!${UNPROXIED_PREFIXES.map(escape).join("|")}|(?:${alternatives.join("|")})$).+)`;
}

function escape(segment: string): string {
  return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
