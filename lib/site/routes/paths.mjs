// Every path shape of the site: the fixed addresses, the builders of the addresses with a
// parameter, and the patterns that recognise them. Plain JavaScript without imports, so the Node
// scripts (scripts/lib/site-routes.mjs) read it as it is, and any component, client or server, may
// import it. Types: paths.d.mts. What depends on the content (which slugs are sites, the page
// registry, canonical spellings, the proxy's matcher) is in lib/site/routes/site.ts and registry.ts.

// --- Fixed addresses -------------------------------------------------------------------------

/** The interest-registration page (the same page as each site's /{site}/customer). */
export const CUSTOMER_PATH = "/Promotion/Customer";
/** The menu's press entry: redirects to the default site's press list (app/Promotion/Press/route.ts). */
export const PRESS_PATH = "/Promotion/Press";
/** The booking pages' addresses. */
export const VISIT_PATH = "/Promotion/Visit";
export const VISIT_MANAGE_PATH = `${VISIT_PATH}/manage`;
export const VISIT_DONE_PATH = `${VISIT_PATH}/done`;
/** The one-time code page of a booking whose number must be proven (SMS on). */
export const VISIT_VERIFY_PATH = `${VISIT_PATH}/verify`;
export const DIRECTIONS_HREF = `${VISIT_PATH}#directions`;

// --- A site's pages: /{site}/customer, /{site}/press, /{site}/press/{id}, the feed ------------

/** The internal segment of a press page's live (per request) rendering (lib/proxy/press-routing.ts). */
export const LIVE_SEGMENT = "_live";

export const customerPath = (site) => `/${site}/customer`;
export const pressListPath = (site) => `/${site}/press`;
/** A later page of the list, for a browser without JavaScript (the '더보기' link). */
export const pressMorePath = (site, cursor) => `${pressListPath(site)}?cursor=${encodeURIComponent(cursor)}`;
export const articlePath = (site, id) => `${pressListPath(site)}/${id}`;
export const pressFeedPath = (site) => `${pressListPath(site)}/rss.xml`;
/** The fixed pages each site has (the proxy respells their case variants; content validation knows them). */
export const sitePagePaths = (site) => [pressListPath(site), customerPath(site)];
/** The live rendering of a press page: its path (a trailing slash dropped) with the live segment. */
export const livePath = (pathname) => `${pathname.replace(/\/$/, "")}/${LIVE_SEGMENT}`;

/** /{site}/customer, a trailing slash allowed; group 1 is the site. */
export const CUSTOMER_PATTERN = /^\/([^/]+)\/customer\/?$/;
/** /{site}/press, a trailing slash allowed; group 1 is the site. */
export const PRESS_LIST_PATTERN = /^\/([^/]+)\/press\/?$/;
/** /{site}/press/{id}, a trailing slash allowed; groups: site, id (the feed fits it too). */
export const ARTICLE_PATTERN = /^\/([^/]+)\/press\/([^/]+)\/?$/;
/** /{site}/press/rss.xml, a route handler of its own. */
export const PRESS_FEED_PATTERN = /^\/[^/]+\/press\/rss\.xml$/;
/** A live rendering, /{site}/press/_live or /{site}/press/{id}/_live; group 1 is the page's path. */
export const LIVE_PATTERN = /^(\/[^/]+\/press(?:\/[^/]+)?)\/_live\/?$/;
/** A site's own pages (the feed, which answers its own plain-text 404, excluded); group 1 is the site. */
export const SITE_PAGE_PATTERN = /^\/([^/]+)\/(?:customer|press(?:\/(?!rss\.xml\/?$)[^/]+)?)\/?$/;

// --- Pages per unit type: /FloorPlan/{slug}, /Interior/{slug} --------------------------------

export const floorPlanPath = (slug) => `/FloorPlan/${slug}`;
export const interiorPath = (slug) => `/Interior/${slug}`;
/** A page under /FloorPlan/ with one more segment (a type's page, or a fixed one such as /FloorPlan/videos). */
export const FLOOR_PLAN_PAGE_PATTERN = /^\/FloorPlan\/[^/]+$/;

/**
 * Sections with one page per unit type, /{section}/{slug}: the proxy's matcher lets any slug of the
 * content schema's shape through (unitSlugSchema: digits, then capital letters), so no complex's
 * types are written into proxy.ts and every complex builds with the same matcher. A lower-case
 * letter makes a variant the proxy sees; an unknown type that fits the shape is Next's 404 without
 * the proxy.
 */
export const TYPE_PAGE_SECTIONS = ["FloorPlan", "Interior"];
export const TYPE_SLUG_PATTERN = "[0-9]+[A-Z]*";

// --- Route handlers ---------------------------------------------------------------------------

/** GET: the next page of a site's press list (app/api/press/[site]/route.ts). */
export const pressPageApiPath = (site, cursor) =>
  `/api/press/${encodeURIComponent(site)}?cursor=${encodeURIComponent(cursor)}`;
/** POST: the view of a client-side navigation to an article (app/api/press/[site]/[id]/views/route.ts). */
export const articleViewsApiPath = (site, id) =>
  `/api/press/${encodeURIComponent(site)}/${encodeURIComponent(id)}/views`;
