import { describe, expect, it } from "vitest";
import { siteVerification } from "./verification";

describe("search engine verification metas", () => {
  it("are there only for the codes that are set", () => {
    expect(siteVerification({})).toBeUndefined();
    expect(siteVerification({ naver: "abc123" })).toEqual({ other: { "naver-site-verification": "abc123" } });
    expect(siteVerification({ google: "g-XYZ_1" })).toEqual({ google: "g-XYZ_1" });
    expect(siteVerification({ naver: "n1", google: "g1" })).toEqual({
      google: "g1",
      other: { "naver-site-verification": "n1" },
    });
  });
});
