// Same-origin rules for what other sites could make a browser send us: a form post from another
// site (cross-site request forgery), and a path that a redirect would follow off the site.

/** The Korean answer to a post that another site made a visitor's browser send (403). */
export const crossSiteMessage =
  "다른 사이트에서 보낸 요청은 받을 수 없습니다. 이 사이트의 신청 양식에서 다시 보내 주세요.";

/**
 * Whether a browser says this request was made by another site. Browsers send `Origin` with
 * every POST and `Sec-Fetch-Site` with every request; a page can set neither.
 * - `Origin` present: it must be one of `allowedOrigins` (an opaque "null" origin never is).
 * - `Sec-Fetch-Site: cross-site` is refused whatever `Origin` says; without `Origin`, `same-site`
 *   (a sibling subdomain, which is another site's page to us) is refused too. `same-origin` and
 *   `none` (typed in, a bookmark) are ours.
 * - Neither header: not a browser's cross-site request (curl, a server, an old client): allowed.
 */
export function isCrossSiteRequest(headers: Pick<Headers, "get">, allowedOrigins: readonly string[]): boolean {
  const fetchSite = headers.get("sec-fetch-site")?.trim().toLowerCase();
  if (fetchSite === "cross-site") return true;
  const origin = headers.get("origin")?.trim();
  if (origin) return !allowedOrigins.includes(origin.toLowerCase());
  return fetchSite === "same-site";
}

/** Our origins for a request: its URL's, the Host the browser addressed, and SITE_URL's. */
export function ourOrigins(request: Pick<Request, "url" | "headers">, siteUrl: string): string[] {
  return [new URL(request.url).origin, new URL(siteUrl).origin, hostOrigin(request.headers)].filter((o): o is string =>
    Boolean(o),
  );
}

/** isCrossSiteRequest against our own origins (ourOrigins). */
export function isCrossSite(request: Pick<Request, "url" | "headers">, siteUrl: string): boolean {
  return isCrossSiteRequest(request.headers, ourOrigins(request, siteUrl));
}

/**
 * Whether `value` is a path on this site that stays on it when a browser resolves it: starts with
 * "/", no "//" in its path part (a query may quote a URL), no backslash anywhere (browsers read "\"
 * as "/" in URLs, so "/\evil.example" leaves the site), no control characters, and it resolves to
 * the origin it is resolved against.
 */
export function isSameOriginPath(value: string): boolean {
  const pathPart = value.split(/[?#]/, 1)[0]!;
  if (!pathPart.startsWith("/") || pathPart.includes("//") || value.includes("\\")) return false;
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  const base = "http://same-origin.invalid";
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/** The origin the browser addressed (Host), which Next does not always reflect in request.url. */
export function hostOrigin(headers: Pick<Headers, "get">): string | null {
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  if (!host) return null;
  const proto = (headers.get("x-forwarded-proto") ?? "http").split(",")[0]!.trim();
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}
