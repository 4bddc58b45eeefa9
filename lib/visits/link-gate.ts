import "server-only";
import { log } from "@/lib/platform/log";
import { VISIT_DONE_PATH, VISIT_MANAGE_PATH } from "@/lib/site/routes/paths.mjs";
import { bookingForLink, type VisitDeps } from "./service";

// The booking-link pages (/Promotion/Visit/manage and /done, ?t=<signed token>) answer a link that
// is malformed, tampered with, expired or names no booking with 404 and a Korean explanation.
//
// Why this runs in proxy.ts and not only in the pages: a dynamic page that calls notFound() fails
// React's server render of the shell (on the server no error boundary catches it), and Next then
// sends an empty error document (<html id="__next_error__">) whose not-found UI exists only in the
// RSC payload: the browser draws it with JavaScript; without JavaScript, and for anything that
// reads the HTML, the page is blank. So the proxy checks the link first; for a refused one it sets
// the status to 404 and tells the page (VISIT_LINK_REFUSED_HEADER), which then renders the
// explanation itself, in the HTML, instead of calling notFound(). The pages keep notFound() for a
// link the proxy let through (a booking deleted between the two reads, the store failing in the proxy).
//
// (A rewrite to a page of its own would be simpler, but Next turns the proxy's rewrite URL into
// http://localhost:<port>, which a server started with -H 127.0.0.1 takes for an outside address.)

/**
 * Set by proxy.ts on a request whose booking link it refused. A client that sends it itself changes
 * nothing: a page reads it only for a link it refuses too, and then only to choose how to say so.
 */
export const VISIT_LINK_REFUSED_HEADER = "x-visit-link-refused";

/** The pages this gate guards (GET and HEAD). */
export function isVisitLinkPage(method: string, pathname: string): boolean {
  return (method === "GET" || method === "HEAD") && (pathname === VISIT_MANAGE_PATH || pathname === VISIT_DONE_PATH);
}

/** `t` as the page reads it from its searchParams: absent, the one value, or every repeated value. */
export function tokenParam(searchParams: URLSearchParams): string | string[] | undefined {
  const all = searchParams.getAll("t");
  return all.length <= 1 ? all[0] : all;
}

/**
 * For a request to a booking-link page: true when its link names no booking (malformed, tampered
 * with, expired, unknown), false when it does or the page is not one of them. A store that cannot
 * be reached refuses nothing here: the page then answers (and fails) as it would without the gate.
 */
export async function refusedVisitLink(
  method: string,
  pathname: string,
  searchParams: URLSearchParams,
  deps: () => Promise<VisitDeps>,
  now: Date = new Date(),
): Promise<boolean> {
  if (!isVisitLinkPage(method, pathname)) return false;
  try {
    return !(await bookingForLink(await deps(), tokenParam(searchParams), now)).ok;
  } catch (error) {
    log.error("[visit] could not check a booking link before its page; the page answers itself", { error });
    return false;
  }
}

/** In a booking-link page: did proxy.ts refuse this request's link (status 404 already set)? */
export function refusedByProxy(headers: Pick<Headers, "get">): boolean {
  return headers.get(VISIT_LINK_REFUSED_HEADER) === "1";
}
