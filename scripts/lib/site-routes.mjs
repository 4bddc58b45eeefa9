// The routes the performance scripts measure, read from a running build's sitemap.xml, so no
// complex's slugs are written here: the site slug, the floor-plan type and the article id are the
// first the content (and the press store) lists. The path shapes are lib/site/routes/paths.mjs's.
import { existsSync } from "node:fs";
import path from "node:path";
import {
  ARTICLE_PATTERN,
  CUSTOMER_PATH,
  FLOOR_PLAN_PAGE_PATTERN,
  PRESS_LIST_PATTERN,
} from "../../lib/site/routes/paths.mjs";

const root = path.resolve(new URL("../..", import.meta.url).pathname);

/** The paths of sitemap.xml, in its order (the origin is dropped: it is SITE_URL, not the server). */
export async function sitemapPaths(baseUrl) {
  const res = await fetch(`${baseUrl}/sitemap.xml`);
  if (!res.ok) throw new Error(`GET /sitemap.xml answered ${res.status}`);
  return parseSitemap(await res.text());
}

export function parseSitemap(xml) {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(
    (m) => new URL(m[1].replace(/&amp;/g, "&")).pathname || "/",
  );
}

/** Whether app/(site)/<segments> is a folder (the public pages' route group): a static segment, as opposed to a [param] value. */
const isStaticSegment = (...segments) => existsSync(path.join(root, "app", "(site)", ...segments));

/**
 * One route per page type, from the sitemap paths: home, a content page with a banner, the first
 * floor plan, community, the first site's press list, its first article, the customer page.
 */
export function pageTypeRoutes(paths) {
  const fixed = (route) => {
    if (!paths.includes(route)) throw new Error(`${route} is not in sitemap.xml`);
    return route;
  };
  const floorPlan = paths.find(
    (p) => FLOOR_PLAN_PAGE_PATTERN.test(p) && !isStaticSegment("FloorPlan", p.split("/")[2]),
  );
  const pressList = paths.find((p) => PRESS_LIST_PATTERN.test(p) && !isStaticSegment(p.split("/")[1]));
  if (!floorPlan) throw new Error("sitemap.xml lists no /FloorPlan/{type} page");
  if (!pressList) throw new Error("sitemap.xml lists no /{site}/press page");
  const article = paths.find((p) => ARTICLE_PATTERN.exec(p)?.[1] === pressList.split("/")[1]);
  if (!article) throw new Error(`sitemap.xml lists no article under ${pressList} (is the press store empty?)`);
  return [
    { type: "home", route: fixed("/") },
    { type: "content + banner", route: fixed("/Brand/intro") },
    { type: "floor plan", route: floorPlan },
    { type: "community", route: fixed("/ComplexGuide/community") },
    { type: "press list", route: pressList },
    { type: "article", route: article },
    { type: "customer", route: fixed(CUSTOMER_PATH) },
  ];
}

/** The sitemap's pages that are not press articles (the marketing pages, press lists, customer pages). */
export function marketingRoutes(paths) {
  return paths.filter((p) => !ARTICLE_PATTERN.test(p));
}
