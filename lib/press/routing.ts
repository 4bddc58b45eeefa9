import { parseSite } from "@/lib/content/site-param";

// Which rendering of a press page a request gets (proxy.ts). The list and the articles are served
// from Next's cache (app/[site]/press/page.tsx, app/[site]/press/[id]/page.tsx). A cached page can
// hold nothing personal and read no query, so these requests go to the live rendering instead
// (the same components, rendered per request, under the internal segment `_live`):
//
// - a request carrying the administrator's session cookie: the panel with the write form, the
//   edit tools (the page checks the session itself; an expired cookie just gets the live page);
// - any method but GET and HEAD: server actions (sign-in, publish, edit, delete), which must run
//   with and re-render the page that reads the session;
// - a later list page (?cursor=…, the '더보기' link without JavaScript).

export const LIVE_SEGMENT = "_live";

const LIST = /^\/([^/]+)\/press\/?$/;
const ARTICLE = /^\/([^/]+)\/press\/([^/]+)\/?$/;
const FEED = /^\/[^/]+\/press\/rss\.xml$/;
const LIVE = /^(\/[^/]+\/press(?:\/[^/]+)?)\/_live\/?$/;

export type PressRouting = { kind: "pass" } | { kind: "rewrite"; pathname: string };

export function pressRouting(method: string, pathname: string, searchParams: URLSearchParams, hasSession: boolean): PressRouting {
  // The proxy runs again on its own rewrite's destination: a live address passes as it is. (Typed
  // by hand, it shows the same page rendered per request, like ?cursor=; its canonical link names
  // the cached address.)
  if (LIVE.test(pathname)) return { kind: "pass" };

  const list = LIST.exec(pathname);
  // The feed (app/[site]/press/rss.xml) is a route of its own, the same for everyone.
  const article = list || FEED.test(pathname) ? null : ARTICLE.exec(pathname);
  const site = list?.[1] ?? article?.[1];
  if (!site || !parseSite(site)) return { kind: "pass" };
  const readOnly = method === "GET" || method === "HEAD";
  const needsLive = hasSession || !readOnly || (list !== null && searchParams.has("cursor"));
  if (!needsLive) return { kind: "pass" };
  return { kind: "rewrite", pathname: `${pathname.replace(/\/$/, "")}/${LIVE_SEGMENT}` };
}
