import { ARTICLE_PATTERN } from "@/lib/site/routes/paths.mjs";
import { decodePathSegment, parseSite } from "@/lib/site/routes/site";
import { pressIdSchema } from "./schema";
import type { PressRepository } from "./types";

// When does a request for an article count as a view? A real visit: a document request (a
// browser's navigation or reload, a crawler, curl), or a client-side navigation to the article
// from another page. Not counted: Next's link prefetches, a browser's speculative prefetch or
// prerender, a router refresh of the article page (after a server action), a Back/Forward that
// the browser restores from its page cache.
//
// The article page is served from Next's cache (app/[site]/press/[id]/page.tsx), so it cannot count
// while it renders. The two kinds of visit are counted where they can be seen:
//
// - A document request passes through proxy.ts (its press step, lib/proxy/press.ts), which counts
//   a GET of /{site}/press/{id} that is a navigation, not one of Next's own client requests (link
//   prefetches, client navigations, router refreshes: fetch() calls) and not a speculative
//   prefetch. Next removes its own request headers (RSC, Next-Router-Prefetch...) and the _rsc
//   query before the proxy sees them, so the proxy goes by the browser's Fetch Metadata:
//   `Sec-Fetch-Mode: navigate` is a navigation, any other mode a script's request. A client
//   without Fetch Metadata (a crawler, curl, a very old browser) is counted, unless it sends Next's
//   `Next-Url` header, which only Next's client does.
// - A client-side navigation may send no request at all (Next reuses the prefetched page), so the
//   article's view counter island (components/press/article-views.tsx) reports it with one POST to
//   /api/press/{site}/{id}/views when it mounts on a page that the browser did not load as a
//   document. A router refresh keeps the island mounted and reports nothing.
//
// Counting never fails a page: recordView() logs a busy SQLite file, contention or a Firestore error
// and answers "failed"; the caller serves the page anyway.

/**
 * How old the view counts shown on the cached list and article pages may be: the pages are
 * rendered again at most this long after the last render (on the next request after it). The
 * pages' `export const revalidate` must be this literal (checked by views.test.ts).
 */
export const PRESS_REVALIDATE_SECONDS = 10;

type HeaderSource = { get(name: string): string | null };

export function isSpeculativePrefetch(headers: HeaderSource): boolean {
  const purpose =
    `${headers.get("purpose") ?? ""} ${headers.get("sec-purpose") ?? ""} ${headers.get("x-purpose") ?? ""} ${headers.get("x-moz") ?? ""}`.toLowerCase();
  return purpose.includes("prefetch") || purpose.includes("prerender");
}

/**
 * A script's request rather than a navigation: Next's client requests (prefetches, client
 * navigations, refreshes), seen by their Fetch Metadata (fetch(): mode cors or same-origin) or by
 * Next's headers where they are visible (RSC, Next-Router-Prefetch; Next-Url).
 */
export function isScriptRequest(headers: HeaderSource): boolean {
  const mode = headers.get("sec-fetch-mode");
  if (mode !== null && mode !== "navigate") return true;
  return ["rsc", "next-router-prefetch", "next-router-segment-prefetch", "next-url"].some(
    (name) => headers.get(name) !== null,
  );
}

/** The site and article id of an article path (/{site}/press/{id}), or null. */
export function articleOfPath(pathname: string): { site: string; id: string } | null {
  const match = ARTICLE_PATTERN.exec(pathname);
  if (!match) return null;
  const rawId = decodePathSegment(match[2]!);
  if (rawId === undefined) return null;
  const site = parseSite(match[1]!);
  const id = pressIdSchema.safeParse(rawId);
  return site && id.success ? { site, id: id.data } : null;
}

/** The article a request views as a document request (see above), or null when it is no view. */
export function documentViewOf(
  method: string,
  pathname: string,
  headers: HeaderSource,
): { site: string; id: string } | null {
  if (method !== "GET" || isScriptRequest(headers) || isSpeculativePrefetch(headers)) return null;
  return articleOfPath(pathname);
}

/**
 * The proxy's count of a document request: adds one view without reading the count back, never
 * throws (a store error is logged). False when the article is missing or the store failed.
 */
export async function recordDocumentView(
  repository: Pick<PressRepository, "countView">,
  site: string,
  id: string,
  log: (...args: unknown[]) => void = console.error,
): Promise<boolean> {
  try {
    return await repository.countView(site, id);
  } catch (error) {
    log(`[press] could not count a view of ${site}/${id}; the page is served without it:`, error);
    return false;
  }
}

export type ViewResult = { status: "counted"; views: number } | { status: "missing" } | { status: "failed" };

/**
 * Adds one view and never throws: a store error (SQLITE_BUSY, contention, Firestore unreachable) is
 * logged with the article and answered "failed", so the caller can serve its page regardless.
 */
export async function recordView(
  repository: Pick<PressRepository, "addView">,
  site: string,
  id: string,
  log: (...args: unknown[]) => void = console.error,
): Promise<ViewResult> {
  try {
    const article = await repository.addView(site, id);
    return article ? { status: "counted", views: article.views } : { status: "missing" };
  } catch (error) {
    log(`[press] could not count a view of ${site}/${id}; the page is served without it:`, error);
    return { status: "failed" };
  }
}
