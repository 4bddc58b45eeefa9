import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { pendingCookieName, sessionCookieName } from "@/lib/staff";
import { pressRepository, articleOfPath, documentViewOf, recordDocumentView } from "@/lib/press";
import type { Guard } from "./guard";
import { pressRouting } from "./press-routing";

// The last step of proxy.ts: it always answers, with the response every request that got this far
// is sent on with. Press pages (/{site}/press, /{site}/press/{id}) are served from Next's cache;
// here an article's document request is counted as a view (lib/press/views.ts), and the requests a
// cached page cannot answer are rewritten to the live rendering (press-routing.ts).

const ARTICLE_CACHE_CONTROL = "private, no-cache";

export const press: Guard = (request, event) => {
  const { pathname } = request.nextUrl;
  const routing = pressRouting(
    request.method,
    pathname,
    request.nextUrl.searchParams,
    // A sign-in between its password and its code is shown its second step, which a cached page cannot.
    request.cookies.has(sessionCookieName()) || request.cookies.has(pendingCookieName()),
  );
  countDocumentView(request, event);
  let response = NextResponse.next();
  if (routing.kind === "rewrite") {
    const url = request.nextUrl.clone();
    url.pathname = routing.pathname;
    response = NextResponse.rewrite(url);
  }
  // Every view of an article must reach this server to be counted: no shared cache (a CDN in front,
  // such as App Hosting's) may keep the article, and a browser asks again each time (an unchanged
  // page is answered 304). Next's own cache still serves the page. Next keeps a Cache-Control the
  // proxy has set.
  if (articleOfPath(pathname)) response.headers.set("Cache-Control", ARTICLE_CACHE_CONTROL);
  return response;
};

/**
 * Counts the view of an article's document request without holding up or failing the response: the
 * count is not awaited, and recordDocumentView logs a store error instead of throwing (with SQLite the
 * increment has run by the time the page is sent; with Firestore it lands a moment later). It is
 * handed to the request's waitUntil, so a host that takes the CPU away once the response is sent
 * (Cloud Run, App Hosting) keeps it running until the count is stored.
 */
function countDocumentView(request: NextRequest, event: NextFetchEvent): void {
  const view = documentViewOf(request.method, request.nextUrl.pathname, request.headers);
  if (!view) return;
  try {
    event.waitUntil(pressRepository().then((store) => recordDocumentView(store, view.site, view.id)));
  } catch (error) {
    console.error(`[press] could not count a view of ${view.site}/${view.id}; the page is served without it:`, error);
  }
}
