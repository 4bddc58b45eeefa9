import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { ACTION_BODY_LIMIT_BYTES, checkActionBody, isActionPost } from "@/lib/http/action-body";
import { readRequestBody } from "@/lib/http/read-body";
import { hostOrigin, isCrossSiteRequest } from "@/lib/http/same-origin";
import { canonicalSpelling } from "@/lib/content/routes";
import { isUnknownSitePage } from "@/lib/content/site-param";
import { pressRepository } from "@/lib/press";
import { pressRouting } from "@/lib/press/routing";
import { articleOfPath, documentViewOf, recordDocumentView } from "@/lib/press/views";
import { visitDeps } from "@/lib/visit";
import { refusedVisitLink, VISIT_LINK_REFUSED_HEADER } from "@/lib/visit/link-gate";

// Redirects every other spelling of a fixed route (/brand/intro, /Brand/Intro, /FloorPlan/84a) to
// its canonical spelling. Canonical spellings are kept out of the matcher so they are served
// without running this function (see config below).
//
// Press pages (/{site}/press, /{site}/press/{id}) are served from Next's cache; here an article's
// document request is counted as a view (lib/press/views.ts), and the requests a cached page cannot
// answer are rewritten to the live rendering (lib/press/routing.ts).
const ARTICLE_CACHE_CONTROL = "private, no-cache";
// Next's own prerendered not-found page (app/not-found.tsx in the root layout).
const NOT_FOUND_PAGE = "/_not-found";

export async function proxy(request: NextRequest, event: NextFetchEvent) {
  const { pathname } = request.nextUrl;
  // Pages take a POST only as a server action. One that another site's page made a browser send is
  // refused here with 403 (Next would refuse it too, but with a 500), before anything runs.
  // (Our origins from the Host header: NextURL writes 127.0.0.1 as localhost.)
  if (request.method === "POST" && isCrossSiteRequest(request.headers, ourOrigins(request))) {
    return refuse(403, "다른 사이트에서 보낸 요청은 받을 수 없습니다.");
  }
  // A server action body that React's decoder would throw on (Next: 500) is refused here: 400/413.
  if (isActionPost(request.method, request.headers)) {
    const body = await readRequestBody(request.clone(), ACTION_BODY_LIMIT_BYTES, "drain");
    if (body === null) return refuse(413, "보내신 내용이 너무 큽니다.");
    const verdict = await checkActionBody(request.headers.get("content-type") ?? "", body);
    if (!verdict.ok) return refuse(verdict.status, "요청 형식이 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.");
  }
  // A refused booking link (manage/done): 404, and the page renders the explanation in its HTML
  // (lib/visit/link-gate.ts).
  if (await refusedVisitLink(request.method, pathname, request.nextUrl.searchParams, visitDeps)) {
    const headers = new Headers(request.headers);
    headers.set(VISIT_LINK_REFUSED_HEADER, "1");
    return NextResponse.next({ status: 404, request: { headers } });
  }
  const target = canonicalSpelling(pathname);
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url, 308);
  }

  // /{unknown}/customer, /{unknown}/press…: the not-found page, whole, with status 404.
  if (isUnknownSitePage(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = NOT_FOUND_PAGE;
    url.search = "";
    return NextResponse.rewrite(url, { status: 404 });
  }

  const routing = pressRouting(request.method, pathname, request.nextUrl.searchParams, request.cookies.has(sessionCookieName()));
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
}

function refuse(status: number, message: string): NextResponse {
  return new NextResponse(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

function ourOrigins(request: NextRequest): string[] {
  return [hostOrigin(request.headers), new URL(request.url).origin, new URL(env().SITE_URL).origin].filter((o): o is string => Boolean(o));
}

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
    event.waitUntil(recordDocumentView(pressRepository(), view.site, view.id));
  } catch (error) {
    console.error(`[press] could not count a view of ${view.site}/${view.id}; the page is served without it:`, error);
  }
}

// The matcher lets the exact canonical spellings of the fixed routes through without the proxy (a
// prerendered page keeps its throughput) and sends everything else here: case variants, site pages,
// the booking links' pages. Next reads it as a literal at build time, so it is copied from
// proxyMatcherSource() in lib/content/routes.ts, made from the route registry; routes.test.ts fails
// with the value to paste when the registry changes.
export const config = {
  matcher: [
    "/((?!_next/|api/|art/|og/|fonts/|docs/|favicon|icon|og-image|sitemap|robots|(?:Brand/(?:intro|video)|BusinessGuide/(?:intro|plan|documents)|SalesInfo/(?:announcement|SubscriptionGuide|checkpoint|guide|StampTax|price|faq)|LocationEnvironment/(?:intro|primium)|ComplexGuide/(?:intro|detailintro|community)|FloorPlan/(?:videos|Emodel|[0-9]+[A-Z]*)|Promotion/(?:Customer|Visit|Press)|Interior/[0-9]+[A-Z]*|privacy)$).+)",
  ],
};
