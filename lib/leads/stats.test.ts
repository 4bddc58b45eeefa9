import { describe, expect, it } from "vitest";
import { campaignKey, landingPath, referrerHost } from "./stats";

describe("dashboard grouping", () => {
  it("names a referrer by the site a marketer knows, and no referrer as direct", () => {
    expect(referrerHost("https://m.search.naver.com/search.naver?query=%EB%B6%84%EC%96%91")).toBe("naver.com");
    expect(referrerHost("https://blog.naver.com/someone/1")).toBe("naver.com");
    expect(referrerHost("https://www.google.co.kr/")).toBe("google.com");
    expect(referrerHost("https://www.google.com/search?q=x")).toBe("google.com");
    expect(referrerHost("https://l.instagram.com/?u=x")).toBe("instagram.com");
    expect(referrerHost("https://m.facebook.com/")).toBe("facebook.com");
    expect(referrerHost("https://news.example.co.kr/a")).toBe("example.co.kr");
    expect(referrerHost("https://sub.example.com:8443/a")).toBe("example.com");
    expect(referrerHost(null)).toBe("direct");
    expect(referrerHost("not a url")).toBe("direct");
  });

  it("keeps the landing page's path only, and UTM values as three bounded columns", () => {
    expect(landingPath("/Brand/intro?utm_source=naver#top")).toBe("/Brand/intro");
    expect(landingPath("https://elsewhere/x")).toBeNull();
    expect(landingPath(null)).toBeNull();
    expect(campaignKey({ utm_source: "naver", utm_campaign: "x".repeat(150) })).toEqual(["naver", "", "x".repeat(100)]);
    expect(campaignKey(null)).toEqual(["", "", ""]);
  });
});
