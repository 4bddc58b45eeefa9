import { VISIT_DONE_PATH, VISIT_MANAGE_PATH, VISIT_VERIFY_PATH } from "@/lib/visit/paths";
import { canonicalPaths } from "./pages";
import { complex } from "./complex";

// Canonical spellings of the fixed routes, and the proxy's matcher made from them.
//
// Next serves an uppercase folder (/Brand/intro) only as spelled; any other spelling 404s unless
// proxy.ts redirects it. The proxy costs a prerendered page more than half its throughput
// (docs/architecture.md), so its matcher lets the exact canonical spellings through untouched and
// catches everything else, case variants included.

/** Every path whose other spellings redirect to it: the page registry, each site's pages, the booking links' pages. */
const fixedPaths = [...canonicalPaths, ...complex.sites.flatMap((s) => [`/${s}/press`, `/${s}/customer`]), VISIT_MANAGE_PATH, VISIT_DONE_PATH, VISIT_VERIFY_PATH];

const byLowerCase = new Map<string, string>();
for (const path of fixedPaths) byLowerCase.set(path.toLowerCase(), path);
const siteByLowerCase = new Map(complex.sites.map((s) => [s.toLowerCase(), s]));

/**
 * The canonical spelling of a route when `pathname` is another spelling of it (case, a trailing
 * slash), else undefined. Under a site's press list (/{site}/press/{id}) the site and "press" are
 * respelled and the article id is kept as written: ids are case-sensitive (Firestore's are), so
 * /{site}/press/ABC names another article than /{site}/press/abc.
 */
export function canonicalSpelling(pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const canonical = byLowerCase.get(trimmed.toLowerCase()) ?? articleSpelling(trimmed);
  return canonical && canonical !== pathname ? canonical : undefined;
}

function articleSpelling(pathname: string): string | undefined {
  const [, site, press, id, ...rest] = pathname.split("/");
  if (!site || press?.toLowerCase() !== "press" || !id || rest.length > 0) return undefined;
  const canonicalSite = siteByLowerCase.get(site.toLowerCase());
  if (!canonicalSite) return undefined;
  return `/${canonicalSite}/press/${id.toLowerCase() === "rss.xml" ? "rss.xml" : id}`;
}

/** First path segments of every fixed route. */
export const canonicalSections: string[] = [...new Set(canonicalPaths.map((p) => p.split("/")[1] ?? "").filter(Boolean))];

/**
 * Sections with one page per unit type, /{section}/{slug}: the matcher lets any slug of the content
 * schema's shape through (unitSlugSchema: digits, then capital letters), so no complex's types are
 * written into proxy.ts and every complex builds with the same matcher. A lower-case letter makes a
 * variant the proxy sees; an unknown type that fits the shape is Next's 404 without the proxy.
 */
export const TYPE_PAGE_SECTIONS = ["FloorPlan", "Interior"] as const;
export const TYPE_SLUG_PATTERN = "[0-9]+[A-Z]*";

/** What never needs the proxy: Next's assets, route handlers, drawings, public/ files and metadata routes. */
export const UNPROXIED_PREFIXES = ["_next/", "api/", "art/", "og/", "fonts/", "docs/", "favicon", "icon", "og-image", "sitemap", "robots"];

/**
 * The proxy's matcher (proxy.ts `config.matcher[0]`), made from the route registry. Next reads the
 * matcher as a literal at build time, so proxy.ts carries a copy and lib/content/routes.test.ts
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
  for (const section of TYPE_PAGE_SECTIONS) bySection.set(section, [...(bySection.get(section) ?? []), TYPE_SLUG_PATTERN]);
  const alternatives = [
    ...[...bySection].map(([section, rests]) => `${escape(section)}/${rests.length === 1 ? rests[0] : `(?:${rests.join("|")})`}`),
    ...topLevel,
  ];
  return `/((?!${UNPROXIED_PREFIXES.map(escape).join("|")}|(?:${alternatives.join("|")})$).+)`;
}

function escape(segment: string): string {
  return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
