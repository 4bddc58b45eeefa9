// The response headers every page and route carries: the content security policy, HSTS and the
// usual hardening headers. Plain JavaScript (types in security-headers.d.mts) because next.config.ts
// bakes the headers into the build (the only way prerendered pages get headers, also under Firebase
// App Hosting's standalone server). The policy is the build's: a server whose Firebase sign-in
// would need other origins refuses to start (lib/server/build-settings.ts).
//
// Scripts: 'self' plus 'unsafe-inline'. Prerendered pages carry Next's inline scripts (the React
// Server Components payload, `self.__next_f.push(...)`), different for every page and build; a
// nonce would make every page render per request (no prerendering: the speed budget is gone), and
// a hash source would switch off 'unsafe-inline' in every browser, so hashes would have to cover
// every payload of every page. Our own inline scripts (the font switch, the image reveal) are
// constant. What limits an injected script instead: React escapes all text, JSON-LD is
// serialised with "<" escaped, no script from another origin may load, connect-src keeps fetch()
// on this site, object-src 'none', base-uri and form-action 'self'. See README, Security.

import { adTagConfig, adTagSources } from "../../ads/config.mjs";

/** Origins the site frames: the privacy-enhanced YouTube player (lib/site/content/media-url.ts). */
export const FRAME_SOURCES = ["https://www.youtube-nocookie.com"];

/** What the Firebase Auth web SDK talks to for an email/password sign-in (lib/staff/auth/firebase-client.ts). */
export const FIREBASE_AUTH_SOURCES = ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"];

const blank = (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined);

/**
 * The origins the admin login form's Firebase SDK connects to when Firebase sign-in is on and
 * configured (the same rule as lib/staff/auth/config.ts), else null. With the Auth emulator, only it.
 * @param {Record<string, string | undefined>} env
 * @returns {string[] | null}
 */
export function firebaseConnectSources(env) {
  const mode = blank(env.AUTH_BACKEND) ?? (blank(env.DATA_BACKEND) === "firestore" ? "firebase" : "embedded");
  if (mode !== "firebase") return null;
  const emulator = blank(env.FIREBASE_AUTH_EMULATOR_HOST);
  const apiKey = blank(env.FIREBASE_API_KEY) ?? (emulator ? "demo-api-key" : undefined);
  if (!blank(env.FIREBASE_PROJECT_ID) || !apiKey) return null;
  if (emulator) return [new URL(`http://${emulator.replace(/^https?:\/\//, "")}`).origin];
  return FIREBASE_AUTH_SOURCES;
}

/**
 * The content security policy. `ads`: the hosts of the configured ad tags (lib/ads/config.mjs),
 * exactly those; none configured, the policy is what it was without them.
 * @param {{ dev: boolean, firebase: string[] | null, ads?: { script: string[], img: string[], connect: string[], frame: string[] } }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ dev, firebase, ads = { script: [], img: [], connect: [], frame: [] } }) {
  const directives = {
    "default-src": ["'self'"],
    // 'unsafe-eval' only for the development server (React's dev tooling and Fast Refresh).
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...ads.script],
    // No inline event handler (onerror=, onclick=) ever: neither React nor our markup writes one,
    // and it is the usual way injected HTML runs script.
    "script-src-attr": ["'none'"],
    // React and next/image write style attributes; Next inlines small stylesheets.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Every picture is ours (/_next/image, /art, the site font's CSS has none inline).
    "img-src": ["'self'", ...ads.img],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(firebase ?? []), ...ads.connect],
    "frame-src": [...FRAME_SOURCES, ...ads.frame],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * The policy of our PDF documents (public/docs): the same, but Chrome shows a PDF in a page it
 * makes up with an <embed> of the file, which `object-src 'none'` would block; 'self' lets it show
 * our own file and nothing else.
 * @param {{ dev: boolean, firebase: string[] | null }} options
 * @returns {string}
 */
export function documentPolicy(options) {
  return contentSecurityPolicy(options).replace("object-src 'none'", "object-src 'self'");
}

/** Two years, every subdomain. */
export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * The header rules of next.config.ts headers(): every path, then the PDF documents' own policy
 * (a later rule's value wins for the same header).
 * @param {Record<string, string | undefined>} env
 * @returns {{ source: string, headers: { key: string, value: string }[] }[]}
 */
export function securityHeaderRules(env) {
  const options = {
    dev: env.NODE_ENV === "development",
    firebase: firebaseConnectSources(env),
    ads: adTagSources(adTagConfig(env)),
  };
  return [
    {
      source: `/:path((?!${[...ASSET_PREFIXES, ...ASSET_FILES.map((f) => `${f.replace(".", "\\.")}$`)].join("|")}).*)`,
      headers: securityHeaders(env),
    },
    ...ASSET_PREFIXES.map((prefix) => ({ source: `/${prefix}:file*`, headers: assetHeaders() })),
    ...ASSET_FILES.map((file) => ({ source: `/${file}`, headers: assetHeaders() })),
    { source: "/docs/:file*", headers: [{ key: "Content-Security-Policy", value: documentPolicy(options) }] },
  ];
}

/**
 * Folders of build assets that a browser only ever loads as subresources (scripts, stylesheets,
 * fonts, hashed names), never shows as a page: a subresource's own policy, frame and referrer
 * headers are not applied, so they get the strictest short policy instead of the page's. About
 * 0.5 KB less per response, on a dozen responses per page (the byte budget counts headers).
 */
export const ASSET_PREFIXES = ["_next/static/", "fonts/"];

/** Single files of the same kind: the site icons every page links (app/favicon.ico, app/icon.svg). */
export const ASSET_FILES = ["favicon.ico", "icon.svg"];

/** The policy of build assets: nothing may load or frame them as a document. */
export const ASSET_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** @returns {{ key: string, value: string }[]} */
export function assetHeaders() {
  return [
    { key: "Content-Security-Policy", value: ASSET_POLICY },
    { key: "X-Content-Type-Options", value: "nosniff" },
  ];
}

/**
 * Every response's security headers, from the environment of `next build` (or `next dev`).
 * HSTS only in production and only when SITE_URL is https: a plain-http localhost (tests, a
 * developer's `npm start`) never gets it.
 * @param {Record<string, string | undefined>} env
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(env) {
  const production = env.NODE_ENV === "production";
  const siteUrl = blank(env.SITE_URL) ?? "http://localhost:3000";
  return [
    {
      key: "Content-Security-Policy",
      value: contentSecurityPolicy({
        dev: env.NODE_ENV === "development",
        firebase: firebaseConnectSources(env),
        ads: adTagSources(adTagConfig(env)),
      }),
    },
    ...(production && siteUrl.startsWith("https://") ? [{ key: "Strict-Transport-Security", value: HSTS }] : []),
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "SAMEORIGIN" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
}
