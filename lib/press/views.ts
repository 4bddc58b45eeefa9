// When does a request for an article count as a view? Only a real visit: a document request or a
// client-side navigation to the article. Not counted:
// - Next's link prefetch (RSC request with `Next-Router-Prefetch`) and browser speculative
//   prefetch (`Purpose: prefetch` / `Sec-Purpose: prefetch`);
// - a router refresh of the article the browser already shows: Next sends the current route tree
//   in `Next-Router-State-Tree`, and when that tree already holds this article's `[id]` segment the
//   request re-renders the same visit (router.refresh(), a revalidation after a server action).

type HeaderSource = { get(name: string): string | null };

export function isPrefetchRequest(headers: HeaderSource): boolean {
  if (headers.get("next-router-prefetch") !== null) return true;
  if (headers.get("next-router-segment-prefetch") !== null) return true;
  const purpose = `${headers.get("purpose") ?? ""} ${headers.get("sec-purpose") ?? ""} ${headers.get("x-purpose") ?? ""}`.toLowerCase();
  return purpose.includes("prefetch") || purpose.includes("prerender");
}

/** True when the request re-renders the article page the client is already on. */
export function isRouterRefreshOf(headers: HeaderSource, id: string): boolean {
  if (headers.get("rsc") !== "1") return false;
  const tree = headers.get("next-router-state-tree");
  if (!tree) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(tree);
  } catch {
    return false;
  }
  return decoded.includes(`["id",${JSON.stringify(id)},`);
}

export function countsAsView(headers: HeaderSource, id: string): boolean {
  return !isPrefetchRequest(headers) && !isRouterRefreshOf(headers, id);
}
