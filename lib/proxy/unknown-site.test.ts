import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { complex } from "@/lib/site/content/complex";
import { NOT_FOUND_PAGE, unknownSite } from "./unknown-site";

// Which paths are a site's pages under an unknown slug: lib/site/routes/site.test.ts. Here, the step's answer.
const request = (pathname: string) => new NextRequest(`http://127.0.0.1:3000${pathname}`);

describe("the unknown-site step", () => {
  it("answers a site's page under an unknown slug with the not-found page, whole, status 404, without the query", () => {
    for (const path of ["/nope/customer", "/nope/press?cursor=x", "/nope/press/some-article"]) {
      const res = unknownSite(request(path));
      expect(res?.status, path).toBe(404);
      const target = new URL(res!.headers.get("x-middleware-rewrite")!);
      expect(target.pathname + target.search, path).toBe(NOT_FOUND_PAGE);
    }
  });

  it("hands on a known site's pages, the feed and other paths", () => {
    const site = complex.sites[0]!;
    for (const path of [`/${site}/customer`, `/${site}/press`, "/nope/press/rss.xml", "/Brand/intro"])
      expect(unknownSite(request(path)), path).toBeUndefined();
  });
});
