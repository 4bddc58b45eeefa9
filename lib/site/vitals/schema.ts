import { z } from "zod";
import { pages } from "@/lib/site/content";
import { ARTICLE_PATTERN, CUSTOMER_PATTERN, PRESS_LIST_PATTERN } from "@/lib/site/routes/paths.mjs";
import { fixedRouteOf } from "@/lib/site/routes/registry";
import { parseSite } from "@/lib/site/routes/site";

// One beacon from a visitor's browser (components/vitals): the page's path, a device class and
// up to three Core Web Vitals of that page load. Nothing else is accepted: no id, no cookie, no
// query string, no user agent. The path is turned into a page type here and never stored.

export const METRICS = ["lcp", "inp", "cls"] as const;
export type Metric = (typeof METRICS)[number];
export const DEVICES = ["mobile", "desktop"] as const;
export type Device = (typeof DEVICES)[number];
export const PAGE_TYPES = ["home", "content", "customer", "press-list", "press-article", "other"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const BEACON_LIMIT_BYTES = 512;

/** Beacons a day per client address: one visitor reading every page twice sends under 150; more is someone moving the p75. Per instance. */
export const VITALS_DAILY_LIMIT = 300;

export const vitalsMessages = {
  badBody: "측정값 형식이 올바르지 않습니다.",
  tooLarge: "측정값이 너무 큽니다.",
  unsupported: "JSON 형식으로 보내 주세요.",
  limited: "측정값을 너무 자주 보냈습니다. 잠시 후 다시 보내 주세요.",
  unavailable: "측정값을 저장하지 못했습니다.",
} as const;

/**
 * What a real page load can measure (beyond it, a beacon is made up and would move the p75): an LCP
 * happens after navigation starts and within a minute, an interaction's delay is under 10 s, a
 * layout shift score stays under 5 (a page that jumps entirely on every frame scores about 1 a second).
 */
export const PLAUSIBLE = {
  lcp: { min: 1, max: 60_000 },
  inp: { min: 0, max: 10_000 },
  cls: { min: 0, max: 5 },
} as const satisfies Record<Metric, { min: number; max: number }>;

const metricValue = (m: Metric) => z.number().finite().min(PLAUSIBLE[m].min).max(PLAUSIBLE[m].max).optional();

export const beaconSchema = z
  .object({
    p: z
      .string()
      .max(300)
      .regex(/^\/[^?#\s]*$/),
    d: z.enum(DEVICES),
    lcp: metricValue("lcp"),
    inp: metricValue("inp"),
    cls: metricValue("cls"),
  })
  .strict()
  .refine((b) => b.lcp !== undefined || b.inp !== undefined || b.cls !== undefined, { message: "no metric" });

export type Beacon = z.infer<typeof beaconSchema>;

const contentPaths = new Set(pages.map((p) => p.path));

/** What kind of page a path is, for grouping; the path itself is not kept. */
export function pageTypeOf(path: string): PageType {
  if (path === "/") return "home";
  // Empty segments dropped: "//{site}//press/" is read as /{site}/press.
  const segments = `/${path.split("/").filter(Boolean).join("/")}`;
  const ofSite = (pattern: RegExp) => {
    const site = pattern.exec(segments)?.[1];
    return site !== undefined && parseSite(site) !== undefined;
  };
  if (ofSite(CUSTOMER_PATTERN)) return "customer";
  if (ofSite(PRESS_LIST_PATTERN)) return "press-list";
  if (ofSite(ARTICLE_PATTERN)) return "press-article";
  const fixed = fixedRouteOf(path.replace(/\/$/, ""));
  if (fixed !== undefined && contentPaths.has(fixed)) return "content";
  return "other";
}

export type VitalSample = { pageType: PageType; device: Device; metric: Metric; value: number };

export function samplesOf(beacon: Beacon): VitalSample[] {
  const pageType = pageTypeOf(beacon.p);
  return METRICS.flatMap((metric) =>
    beacon[metric] === undefined ? [] : [{ pageType, device: beacon.d, metric, value: beacon[metric]! }],
  );
}
