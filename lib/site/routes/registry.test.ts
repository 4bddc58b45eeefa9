import { describe, expect, it, vi } from "vitest";
// proxy.ts also counts press views, so it imports the (server-only) press store.
vi.mock("server-only", () => ({}));
import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import { canonicalSpelling, fixedRouteOf, proxyMatcherSource } from "./registry";
import { canonicalPaths } from "@/lib/site/content/pages";
import { complex, unitTypes } from "@/lib/site/content/complex";
import { sitePagePaths, VISIT_DONE_PATH, VISIT_MANAGE_PATH } from "./paths.mjs";
import { config } from "@/proxy";

// The proxy's matcher as Next compiles it (the same function, the same regular expressions; Next
// tests a request's path with `new RegExp(regexp)`, case-sensitive). Not in Next's type declarations.
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: readonly string[], nextConfig: object) => { regexp: string }[];
};
const compiled = getMiddlewareMatchers(config.matcher, {}).map((m) => new RegExp(m.regexp));
const proxied = (pathname: string) => compiled.some((r) => r.test(pathname));

const sitePaths = complex.sites.flatMap((s) => sitePagePaths(s));
const everyFixedPath = [...canonicalPaths, ...sitePaths, VISIT_MANAGE_PATH, VISIT_DONE_PATH];

/** Other spellings of a path: all lower case, all upper case, and every segment after the first with its case swapped. */
function variants(path: string): string[] {
  const [, first, ...rest] = path.split("/");
  const swap = (s: string) => [...s].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join("");
  const tail = rest.length ? `/${first}/${rest.map(swap).join("/")}` : path;
  return [...new Set([path.toLowerCase(), path.toUpperCase(), tail])].filter((v) => v !== path);
}

describe("canonicalSpelling", () => {
  it("maps every other spelling of every fixed route to it, a trailing slash included", () => {
    for (const path of everyFixedPath.filter((p) => p !== "/")) {
      expect(canonicalSpelling(path), path).toBeUndefined();
      for (const variant of variants(path)) expect(canonicalSpelling(variant), variant).toBe(path);
      expect(canonicalSpelling(`${path}/`), `${path}/`).toBe(path);
    }
  });

  it("respells an article's site and 'press' but keeps its id as written (ids are case-sensitive)", () => {
    const site = complex.sites[0]!;
    expect(canonicalSpelling(`/${site.toUpperCase()}/Press/Some-Id`)).toBe(`/${site}/press/Some-Id`);
    expect(canonicalSpelling(`/${site}/press/Some-Id`)).toBeUndefined();
    expect(canonicalSpelling(`/${site}/PRESS/RSS.XML`)).toBe(`/${site}/press/rss.xml`);
    expect(canonicalSpelling("/no-such-site/Press/x")).toBeUndefined();
  });

  it("leaves unknown paths alone", () => {
    for (const path of ["/nope", "/FloorPlan/99Z", "/Brand", "/Brand/intro/more"])
      expect(canonicalSpelling(path), path).toBeUndefined();
  });
});

describe("fixedRouteOf (the one case-insensitive lookup of the fixed routes)", () => {
  it("finds every fixed route in any letter case, and nothing else", () => {
    for (const path of everyFixedPath) {
      expect(fixedRouteOf(path), path).toBe(path);
      for (const variant of variants(path)) expect(fixedRouteOf(variant), variant).toBe(path);
    }
    for (const path of ["/nope", "/Brand/intro/", "/Brand"]) expect(fixedRouteOf(path), path).toBeUndefined();
  });
});

describe("proxy matcher", () => {
  it("is the one made from the route registry (paste proxyMatcherSource()'s value into proxy.ts when this fails)", () => {
    expect(config.matcher).toEqual([proxyMatcherSource()]);
  });

  it("keeps every canonical fixed page out of the proxy, so a prerendered page never pays for it", () => {
    for (const path of canonicalPaths) expect(proxied(path), path).toBe(false);
    for (const unit of unitTypes) expect(proxied(`/FloorPlan/${unit.slug}`), unit.slug).toBe(false);
  });

  it("sends every other spelling of every fixed route to the proxy, and the pages that need it", () => {
    for (const path of everyFixedPath.filter((p) => p !== "/")) {
      for (const variant of variants(path)) expect(proxied(variant), variant).toBe(true);
    }
    const site = complex.sites[0]!;
    for (const path of [
      ...sitePaths,
      `/${site}/press/some-article`,
      VISIT_MANAGE_PATH,
      VISIT_DONE_PATH,
      "/admin",
      "/no-such-page",
    ]) {
      expect(proxied(path), path).toBe(true);
    }
  });

  it("skips Next's assets, route handlers, drawings and files", () => {
    for (const path of [
      "/_next/static/chunks/a.js",
      "/api/register",
      "/art/site-plan.svg",
      "/og/home.png",
      "/fonts/site-core.woff2",
      "/docs/notice.pdf",
      "/favicon.ico",
      "/icon.svg",
      "/sitemap.xml",
      "/robots.txt",
    ]) {
      expect(proxied(path), path).toBe(false);
    }
  });
});
