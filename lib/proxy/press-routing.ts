import {
  ARTICLE_PATTERN,
  LIVE_PATTERN,
  livePath,
  PRESS_FEED_PATTERN,
  PRESS_LIST_PATTERN,
} from "@/lib/site/routes/paths.mjs";
import { parseSite } from "@/lib/site/routes/site";

// Which rendering of a press page a request gets (the press step of proxy.ts, press.ts). The list
// and the articles are served from Next's cache (app/[site]/press/page.tsx,
// app/[site]/press/[id]/page.tsx). A cached page can hold nothing personal and read no query, so
// these requests go to the live rendering instead (the same components, rendered per request,
// under the internal segment LIVE_SEGMENT, `_live`, of lib/site/routes/paths.mjs):
//
// - a request carrying the administrator's session cookie: the panel with the write form, the
//   edit tools (the page checks the session itself; an expired cookie just gets the live page);
// - any method but GET and HEAD: server actions (sign-in, publish, edit, delete), which must run
//   with and re-render the page that reads the session;
// - a later list page (?cursor=…, the '더보기' link without JavaScript).

export type PressRouting = { kind: "pass" } | { kind: "rewrite"; pathname: string };

export function pressRouting(
  method: string,
  pathname: string,
  searchParams: URLSearchParams,
  hasSession: boolean,
): PressRouting {
  // The proxy runs again on its own rewrite's destination: a live address passes as it is. (Typed
  // by hand, it shows the same page rendered per request, like ?cursor=; its canonical link names
  // the cached address.)
  if (LIVE_PATTERN.test(pathname)) return { kind: "pass" };

  const list = PRESS_LIST_PATTERN.exec(pathname);
  // The feed (app/[site]/press/rss.xml) is a route of its own, the same for everyone.
  const article = list || PRESS_FEED_PATTERN.test(pathname) ? null : ARTICLE_PATTERN.exec(pathname);
  const site = list?.[1] ?? article?.[1];
  if (!site || !parseSite(site)) return { kind: "pass" };
  const readOnly = method === "GET" || method === "HEAD";
  const needsLive = hasSession || !readOnly || (list !== null && searchParams.has("cursor"));
  if (!needsLive) return { kind: "pass" };
  return { kind: "rewrite", pathname: livePath(pathname) };
}
