import { describe, expect, it } from "vitest";
import { complex } from "@/lib/site/content/complex";
import { isUnknownSitePage, parseSite } from "./site";

describe("site pages under a slug that names no site", () => {
  const site = complex.sites[0]!;

  it("are the customer page, the press list and an article of an unknown slug", () => {
    for (const path of [
      "/nope/customer",
      "/nope/customer/",
      "/nope/press",
      "/nope/press/",
      "/nope/press/some-article",
      "/%EC%97%86%EC%9D%8C/press",
      "/%E0%A4%A/press",
    ]) {
      expect(isUnknownSitePage(path), path).toBe(true);
    }
  });

  it("are not a known site's pages, the feed (a route of its own), or other paths", () => {
    expect(parseSite(site)).toBe(site);
    for (const path of [
      `/${site}/customer`,
      `/${site}/press`,
      `/${site}/press/some-article`,
      "/nope/press/rss.xml",
      "/nope",
      "/nope/other",
      "/nope/press/a/b",
      "/Brand/intro",
      "/",
    ]) {
      expect(isUnknownSitePage(path), path).toBe(false);
    }
  });
});
