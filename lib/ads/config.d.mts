export type AdTagConfig = {
  naver?: { id: string };
  kakao?: { id: string };
  meta?: { id: string };
  ga4?: { id: string };
  googleAds?: { id: string; leadLabel: string | null; bookingLabel: string | null };
};
export type AdPlatform = "naver" | "kakao" | "meta" | "google";
export declare const AD_TAG_SETTINGS: Record<
  | "NAVER_WCS_ID"
  | "KAKAO_PIXEL_ID"
  | "META_PIXEL_ID"
  | "GA4_MEASUREMENT_ID"
  | "GOOGLE_ADS_ID"
  | "GOOGLE_ADS_LEAD_LABEL"
  | "GOOGLE_ADS_BOOKING_LABEL",
  { pattern: RegExp; message: string }
>;
export declare const AD_HOSTS: Record<
  AdPlatform,
  { script: string; img: string[]; connect: string[]; frame: string[] }
>;
export declare function adTagConfig(settings: Record<string, string | undefined>): AdTagConfig | null;
export declare function adPlatforms(config: AdTagConfig | null): AdPlatform[];
export declare function adTagSources(config: AdTagConfig | null): {
  script: string[];
  img: string[];
  connect: string[];
  frame: string[];
};
