import { describe, expect, it } from "vitest";
import { securityHeaders } from "@/lib/platform/http/security-headers.mjs";
import { adPlatforms, adTagConfig, adTagSources } from "./config.mjs";

// Issue 26, item 2: the tags by setting, and a content security policy that allows exactly the
// configured platforms' hosts.

const ALL = {
  NAVER_WCS_ID: "s_2f5c6bc3a6b9",
  KAKAO_PIXEL_ID: "1234567890123456789",
  META_PIXEL_ID: "123456789012345",
  GA4_MEASUREMENT_ID: "G-ABC123XYZ",
  GOOGLE_ADS_ID: "AW-1234567890",
  GOOGLE_ADS_LEAD_LABEL: "AbCdEfGh_1",
};
const csp = (env: Record<string, string | undefined>) =>
  securityHeaders({ NODE_ENV: "production", SITE_URL: "https://www.sample.example", ...env }).find(
    (h) => h.key === "Content-Security-Policy",
  )!.value;
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith(`${name} `))!
    .split(" ")
    .slice(1);

describe("ad tags by setting", () => {
  it("none set: no tag, and the policy is exactly the one without tags", () => {
    expect(adTagConfig({})).toBeNull();
    expect(adTagConfig({ NAVER_WCS_ID: "", META_PIXEL_ID: "   " })).toBeNull();
    expect(adPlatforms(null)).toEqual([]);
    expect(adTagSources(null)).toEqual({ script: [], img: [], connect: [], frame: [] });
    expect(csp({ META_PIXEL_ID: "" })).toBe(csp({}));
    expect(csp({})).not.toMatch(/facebook|pstatic|daumcdn|googletagmanager|doubleclick/);
  });

  it("reads every id; a Google Ads id without a label runs the tag but reports no Ads conversion", () => {
    expect(adTagConfig(ALL)).toEqual({
      naver: { id: "s_2f5c6bc3a6b9" },
      kakao: { id: "1234567890123456789" },
      meta: { id: "123456789012345" },
      ga4: { id: "G-ABC123XYZ" },
      googleAds: { id: "AW-1234567890", leadLabel: "AbCdEfGh_1", bookingLabel: null },
    });
    expect(adTagConfig({ GOOGLE_ADS_ID: "AW-1234567890" })).toEqual({
      googleAds: { id: "AW-1234567890", leadLabel: null, bookingLabel: null },
    });
  });

  it("leaves out an id in the wrong format (lib/env.ts refuses to start with it)", () => {
    expect(
      adTagConfig({ META_PIXEL_ID: "12345'><script>", GA4_MEASUREMENT_ID: "UA-1234-1", NAVER_WCS_ID: "s_xyz" }),
    ).toBeNull();
  });

  it("one platform: only its hosts, in the directives its script and beacons need", () => {
    const policy = csp({ META_PIXEL_ID: ALL.META_PIXEL_ID });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'unsafe-inline'", "https://connect.facebook.net"]);
    expect(directive(policy, "img-src")).toEqual(["'self'", "https://www.facebook.com"]);
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://www.facebook.com",
      "https://connect.facebook.net",
    ]);
    expect(directive(policy, "frame-src")).toEqual(["https://www.youtube-nocookie.com", "'self'"]);
    expect(policy).not.toMatch(/pstatic|daumcdn|googletagmanager|doubleclick/);
  });

  it("all five: every platform's hosts once, nothing else from another site", () => {
    const policy = csp(ALL);
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      "'unsafe-inline'",
      "https://wcs.pstatic.net",
      "https://t1.daumcdn.net",
      "https://connect.facebook.net",
      "https://www.googletagmanager.com",
    ]);
    const img = directive(policy, "img-src");
    expect(new Set(img).size).toBe(img.length);
    expect(img).toEqual(
      expect.arrayContaining([
        "https://wcs.naver.com",
        "https://bc.ad.daum.net",
        "https://www.facebook.com",
        "https://*.google-analytics.com",
        "https://googleads.g.doubleclick.net",
      ]),
    );
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
  });
});
