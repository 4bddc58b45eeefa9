import { describe, expect, it } from "vitest";
import {
  ARTICLE_PATTERN,
  articlePath,
  CUSTOMER_PATTERN,
  articleViewsApiPath,
  customerPath,
  FLOOR_PLAN_PAGE_PATTERN,
  floorPlanPath,
  interiorPath,
  LIVE_PATTERN,
  LIVE_SEGMENT,
  livePath,
  PRESS_FEED_PATTERN,
  PRESS_LIST_PATTERN,
  pressFeedPath,
  pressListPath,
  pressMorePath,
  pressPageApiPath,
  SITE_PAGE_PATTERN,
  sitePagePaths,
} from "./paths.mjs";

// The builders and the patterns describe the same shapes: what a builder makes, its pattern reads back.
describe("path shapes", () => {
  it("builds a site's pages", () => {
    expect(pressListPath("s")).toBe("/s/press");
    expect(articlePath("s", "a-1")).toBe("/s/press/a-1");
    expect(pressFeedPath("s")).toBe("/s/press/rss.xml");
    expect(customerPath("s")).toBe("/s/customer");
    expect(sitePagePaths("s")).toEqual(["/s/press", "/s/customer"]);
    expect(pressMorePath("s", "a b/c")).toBe("/s/press?cursor=a%20b%2Fc");
    expect(floorPlanPath("84A")).toBe("/FloorPlan/84A");
    expect(interiorPath("84A")).toBe("/Interior/84A");
    expect(pressPageApiPath("s", "x=y")).toBe("/api/press/s?cursor=x%3Dy");
    expect(articleViewsApiPath("s", "a b")).toBe("/api/press/s/a%20b/views");
  });

  it("reads back what the builders make", () => {
    expect(CUSTOMER_PATTERN.exec(customerPath("s"))?.[1]).toBe("s");
    expect(PRESS_LIST_PATTERN.exec(pressListPath("s"))?.[1]).toBe("s");
    expect(PRESS_LIST_PATTERN.test(`${pressListPath("s")}/`)).toBe(true);
    expect(ARTICLE_PATTERN.exec(articlePath("s", "a-1"))?.slice(1)).toEqual(["s", "a-1"]);
    expect(PRESS_FEED_PATTERN.test(pressFeedPath("s"))).toBe(true);
    expect(FLOOR_PLAN_PAGE_PATTERN.test(floorPlanPath("84A"))).toBe(true);
    for (const page of [customerPath("s"), pressListPath("s"), articlePath("s", "a")])
      expect(SITE_PAGE_PATTERN.exec(page)?.[1], page).toBe("s");
    expect(SITE_PAGE_PATTERN.test(pressFeedPath("s"))).toBe(false);
  });

  it("makes and recognises the live rendering of a press page", () => {
    expect(livePath(pressListPath("s"))).toBe(`/s/press/${LIVE_SEGMENT}`);
    expect(livePath(`${articlePath("s", "a")}/`)).toBe(`/s/press/a/${LIVE_SEGMENT}`);
    expect(LIVE_PATTERN.exec(livePath(articlePath("s", "a")))?.[1]).toBe("/s/press/a");
    expect(LIVE_PATTERN.test(articlePath("s", "a"))).toBe(false);
  });
});
