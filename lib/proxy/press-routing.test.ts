import { describe, expect, it } from "vitest";
import { pressRouting } from "./press-routing";
import { complex } from "@/lib/site/content";
import { newsItems } from "@/lib/site/content/news";

const SITE = complex.defaultSite;
const NEWS_ID = newsItems[0]!.id;

const none = new URLSearchParams();
const route = (method: string, pathname: string, search = none, session = false) =>
  pressRouting(method, pathname, search, session);

describe("which rendering a press request gets", () => {
  it("serves visitors' GET and HEAD of the list and of an article from the cache", () => {
    for (const method of ["GET", "HEAD"]) {
      expect(route(method, `/${SITE}/press`)).toEqual({ kind: "pass" });
      expect(route(method, `/${SITE}/press/${NEWS_ID}`)).toEqual({ kind: "pass" });
    }
    // The first page is the first page whatever other query it carries.
    expect(route("GET", `/${SITE}/press`, new URLSearchParams("utm_source=news"))).toEqual({ kind: "pass" });
  });

  it("renders live: an administrator's session, a form post (server action), a later list page", () => {
    expect(route("GET", `/${SITE}/press`, none, true)).toEqual({ kind: "rewrite", pathname: `/${SITE}/press/_live` });
    expect(route("GET", `/${SITE}/press/abc`, none, true)).toEqual({
      kind: "rewrite",
      pathname: `/${SITE}/press/abc/_live`,
    });
    expect(route("POST", `/${SITE}/press`)).toEqual({ kind: "rewrite", pathname: `/${SITE}/press/_live` });
    expect(route("POST", `/${SITE}/press/abc/`)).toEqual({ kind: "rewrite", pathname: `/${SITE}/press/abc/_live` });
    expect(route("GET", `/${SITE}/press`, new URLSearchParams("cursor=abc"))).toEqual({
      kind: "rewrite",
      pathname: `/${SITE}/press/_live`,
    });
  });

  it("passes a live address as it is (the proxy runs again on its rewrite's destination)", () => {
    expect(route("GET", `/${SITE}/press/_live`, new URLSearchParams("cursor=abc"))).toEqual({ kind: "pass" });
    expect(route("POST", `/${SITE}/press/abc/_live`, none, true)).toEqual({ kind: "pass" });
  });

  it("leaves other paths and unknown sites alone", () => {
    for (const pathname of [
      `/${SITE}/customer`,
      "/no-such-site/press",
      "/no-such-site/press/abc/_live",
      `/${SITE}/press/a/b`,
      "/",
    ]) {
      expect(route("POST", pathname, none, true), pathname).toEqual({ kind: "pass" });
    }
  });
});
