import { describe, expect, it } from "vitest";
import { isCrossSiteRequest, isSameOriginPath } from "./same-origin";

const ours = ["https://www.sample-site.example", "http://127.0.0.1:3000"];
const h = (init: Record<string, string>) => new Headers(init);

describe("isCrossSiteRequest", () => {
  it("refuses another origin, an opaque origin, and Sec-Fetch-Site cross-site whatever Origin says", () => {
    expect(isCrossSiteRequest(h({ origin: "https://evil.example" }), ours)).toBe(true);
    expect(isCrossSiteRequest(h({ origin: "null" }), ours)).toBe(true);
    expect(isCrossSiteRequest(h({ origin: "https://www.sample-site.example:8443" }), ours)).toBe(true);
    expect(isCrossSiteRequest(h({ "sec-fetch-site": "cross-site" }), ours)).toBe(true);
    expect(
      isCrossSiteRequest(h({ origin: "https://www.sample-site.example", "sec-fetch-site": "cross-site" }), ours),
    ).toBe(true);
  });

  it("refuses same-site without one of our origins (a sibling subdomain is another site's page)", () => {
    expect(isCrossSiteRequest(h({ "sec-fetch-site": "same-site" }), ours)).toBe(true);
    expect(
      isCrossSiteRequest(h({ origin: "https://blog.sample-site.example", "sec-fetch-site": "same-site" }), ours),
    ).toBe(true);
  });

  it("accepts our origins (any case), same-origin, none, and requests without browser headers", () => {
    expect(
      isCrossSiteRequest(h({ origin: "https://www.sample-site.example", "sec-fetch-site": "same-origin" }), ours),
    ).toBe(false);
    expect(isCrossSiteRequest(h({ origin: "HTTPS://WWW.SAMPLE-SITE.EXAMPLE" }), ours)).toBe(false);
    expect(isCrossSiteRequest(h({ "sec-fetch-site": "same-origin" }), ours)).toBe(false);
    expect(isCrossSiteRequest(h({ "sec-fetch-site": "none" }), ours)).toBe(false);
    expect(isCrossSiteRequest(h({}), ours)).toBe(false);
  });
});

describe("isSameOriginPath", () => {
  it("accepts paths on this site, with a query that may quote a URL", () => {
    for (const p of [
      "/",
      "/FloorPlan/99Z",
      "/sample-site/press?page=2#top",
      "/?utm_source=naver&ref=https://blog.example/x",
      "/%2F%2Fencoded",
    ]) {
      expect(isSameOriginPath(p), p).toBe(true);
    }
  });

  it("refuses protocol-relative, backslashed, control-character and absolute values", () => {
    for (const p of [
      "/\\",
      "/\\evil.example",
      "\\\\evil.example",
      "//evil.example",
      "/a//b",
      "/a?x=\\",
      "/a\u0000b",
      "/a\tb",
      "/a\nb",
      "/a\u007fb",
      "https://evil.example/",
      "evil",
      "",
      "?x=1",
    ]) {
      expect(isSameOriginPath(p), JSON.stringify(p)).toBe(false);
    }
  });
});
