import type { Metadata } from "next";

// Ownership checks of Naver Search Advisor and Google Search Console: a meta each on every page
// (the root layout), only when its code is set. Next writes `google` as
// <meta name="google-site-verification">; Naver's goes under `other`.

export function siteVerification(codes: { naver?: string; google?: string }): Metadata["verification"] | undefined {
  if (!codes.naver && !codes.google) return undefined;
  return {
    ...(codes.google ? { google: codes.google } : {}),
    ...(codes.naver ? { other: { "naver-site-verification": codes.naver } } : {}),
  };
}
