// When does a request for an article count as a view? A real visit: a document request, or a
// client-side navigation to the article from another page. Not counted:
//
// - Next's link prefetch. Next 16 hides its own request headers (RSC, Next-Router-Prefetch,
//   Next-Router-State-Tree) from headers(), so the page cannot see them; it does not need to:
//   for a dynamic route without a loading boundary, a prefetch renders only the route tree and the
//   metadata, never the page component, which is where the view is added. (So: no loading.tsx under
//   app/[site]/press/[id]. The e2e spec checks that prefetches happen and add nothing.)
// - A browser's speculative prefetch or prerender (`Sec-Purpose`/`Purpose: prefetch`), which
//   would run the page.
// - A router refresh (router.refresh(), a revalidation after a server action): a script request
//   (not a navigation) sent from the article page itself, so its Referer is this article. A browser
//   reload is a document navigation and counts as a visit, like any view counter.

type HeaderSource = { get(name: string): string | null };

export function isSpeculativePrefetch(headers: HeaderSource): boolean {
  const purpose = `${headers.get("purpose") ?? ""} ${headers.get("sec-purpose") ?? ""} ${headers.get("x-purpose") ?? ""} ${headers.get("x-moz") ?? ""}`.toLowerCase();
  return purpose.includes("prefetch") || purpose.includes("prerender");
}

/** True for a script request (not a document navigation) made by the page at `path` for itself. */
export function isRefreshFromSamePage(headers: HeaderSource, path: string): boolean {
  if (headers.get("sec-fetch-mode") === "navigate") return false;
  const referer = headers.get("referer");
  if (!referer) return false;
  try {
    return decodeURIComponent(new URL(referer).pathname) === decodeURIComponent(path);
  } catch {
    return false;
  }
}

export function countsAsView(headers: HeaderSource, path: string): boolean {
  return !isSpeculativePrefetch(headers) && !isRefreshFromSamePage(headers, path);
}
