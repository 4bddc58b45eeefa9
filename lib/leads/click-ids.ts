import { z } from "zod";

// The ad platforms' click ids kept with a lead: Naver's NaPm, Google's gclid,
// gbraid and wbraid, Meta's fbclid (kept as `fbc` in Meta's own format) and Meta's `_fbp` cookie.
// Intake (lib/leads/intake.ts) parses them on the server from the visit's landing address (else the
// page's) and the request's cookies. A value that is not a bounded string of safe characters is
// dropped silently: a bad click id never costs a lead. Click ids are kept for the ad platforms'
// conversions and the administrator's reports; they are never written to logs.

export type ClickIds = { napm?: string; gclid?: string; gbraid?: string; wbraid?: string; fbc?: string; fbp?: string };
export const CLICK_ID_FIELDS = [
  "napm",
  "gclid",
  "gbraid",
  "wbraid",
  "fbc",
  "fbp",
] as const satisfies readonly (keyof ClickIds)[];
export type ClickIdField = (typeof CLICK_ID_FIELDS)[number];

export type AdPlatform = "naver" | "google" | "meta";
export const AD_PLATFORMS = ["naver", "google", "meta"] as const satisfies readonly AdPlatform[];
export const PLATFORM_OF: Record<ClickIdField, AdPlatform> = {
  napm: "naver",
  gclid: "google",
  gbraid: "google",
  wbraid: "google",
  fbc: "meta",
  fbp: "meta",
};

export const CLICK_ID_MAX = 200;
/** Google's and Meta's ids: letters, digits, dot, underscore, hyphen. */
const token = z
  .string()
  .regex(/^[A-Za-z0-9._-]+$/)
  .max(CLICK_ID_MAX);
/** NaPm as the browser decodes it, `ct=…|ci=…|tr=sa|hk=…`: the same characters, and `=` and `|`. */
const napm = z
  .string()
  .regex(/^[A-Za-z0-9._=|-]+$/)
  .max(CLICK_ID_MAX);
/** Meta's browser id cookie, `fb.<subdomain index>.<ms timestamp>.<random>`. */
const fbp = z.string().regex(/^fb\.\d{1,2}\.\d{1,16}\.\d{1,24}$/);
/** The first-seen time of an fbclid: a plausible time in ms (Meta keeps a click 90 days). */
const FBC_MAX_AGE_MS = 90 * 86_400_000;

/** The URL parameter of each id read as it is from an address (fbclid becomes `fbc`; `_fbp` is a cookie). */
const URL_PARAMS: readonly [Exclude<ClickIdField, "fbc" | "fbp">, string, z.ZodType<string>][] = [
  ["napm", "NaPm", napm],
  ["gclid", "gclid", token],
  ["gbraid", "gbraid", token],
  ["wbraid", "wbraid", token],
];

function valid(schema: z.ZodType<string>, value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The click ids of one address: NaPm, gclid, gbraid, wbraid, and fbclid as `fbc`
 * (`fb.1.<firstSeenMs>.<fbclid>`). Each one that is missing, oversized or holds another
 * character is left out; {} when none is good.
 */
export function clickIdsFromUrl(url: URL | null, firstSeenMs: number): ClickIds {
  const ids: ClickIds = {};
  if (!url) return ids;
  for (const [field, param, schema] of URL_PARAMS) {
    const value = valid(schema, url.searchParams.get(param));
    if (value !== undefined) ids[field] = value;
  }
  const fbclid = valid(token, url.searchParams.get("fbclid"));
  if (fbclid !== undefined) ids.fbc = `fb.1.${Math.trunc(firstSeenMs)}.${fbclid}`;
  return ids;
}

/** The `_fbp` cookie of a Cookie header, when Meta's pixel set one and it is well-formed. */
export function fbpFromCookies(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== "_fbp") continue;
    return valid(fbp, part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * When the landing was first seen, as the browser said (`_landingAt`), if it is no later than
 * `now` and no older than Meta keeps a click; else `now` (the lead's time).
 */
export function firstSeenTime(claimed: number | undefined, now: Date): number {
  const t = now.getTime();
  return claimed !== undefined && Number.isSafeInteger(claimed) && claimed <= t && claimed > t - FBC_MAX_AGE_MS
    ? claimed
    : t;
}

/**
 * The click ids of a lead: from the landing address (the ids of the ad that brought the visit),
 * else from the page's; `_fbp` from the cookie. Null when there is none.
 */
export function leadClickIds(input: {
  landing: URL | null;
  landingSeenMs: number;
  page: URL | null;
  pageSeenMs: number;
  cookie: string | null;
}): ClickIds | null {
  const fromLanding = clickIdsFromUrl(input.landing, input.landingSeenMs);
  const ids = Object.keys(fromLanding).length > 0 ? fromLanding : clickIdsFromUrl(input.page, input.pageSeenMs);
  const cookie = fbpFromCookies(input.cookie);
  if (cookie !== undefined) ids.fbp = cookie;
  return Object.keys(ids).length > 0 ? ids : null;
}

/** Stored click ids read back (a JSON column, a document field): only known fields, only strings. */
export function clickIdsOf(value: unknown): ClickIds | null {
  if (typeof value !== "object" || value === null) return null;
  const ids: ClickIds = {};
  for (const field of CLICK_ID_FIELDS) {
    const v = (value as Record<string, unknown>)[field];
    if (typeof v === "string" && v !== "") ids[field] = v;
  }
  return Object.keys(ids).length > 0 ? ids : null;
}

/** The ids that mean an ad was clicked; `fbp` is only Meta's browser id, set on any visit its pixel saw. */
export const AD_CLICK_FIELDS = ["napm", "gclid", "gbraid", "wbraid", "fbc"] as const satisfies readonly ClickIdField[];

/** The platforms whose ad was clicked, by the lead's click ids, in AD_PLATFORMS order (naver, google, meta). */
export function platformsOf(ids: ClickIds | null | undefined): AdPlatform[] {
  if (!ids) return [];
  const found = new Set(AD_CLICK_FIELDS.filter((f) => ids[f] !== undefined).map((f) => PLATFORM_OF[f]));
  return AD_PLATFORMS.filter((p) => found.has(p));
}
