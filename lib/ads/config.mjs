// The ad platforms' tags of one deployment: which are on, by setting, and the
// exact hosts each needs in the content security policy. Plain JavaScript (types in config.d.mts)
// because next.config.ts bakes the policy into the build (lib/platform/http/security-headers.mjs), and the
// ids are public: they end up in every page's HTML. No id set: no tag, no byte, policy unchanged.
//
// What each platform loads and where it sends:
// - Naver (검색광고 공통 전환 스크립트, wcslog.js): page view, conversion `lead` on a registration or
//   an inquiry, `schedule` on a visit booking.
// - Kakao Pixel (kp.js): pageView; participation on a lead or a booking.
// - Meta Pixel (fbevents.js): PageView; Lead (and Schedule) with the lead's id as `eventID`, the
//   id the Conversions API sends too, so Meta counts the two once.
// - Google tag (gtag.js) with GA4 (`generate_lead`) and a Google Ads conversion (`conversion` to
//   `AW-…/label`).

/** The settings, their formats (the server's settings parse them with the same patterns) and what a wrong one is told. */
export const AD_TAG_SETTINGS = {
  NAVER_WCS_ID: {
    pattern: /^s_[0-9a-f]{6,40}$/,
    message: "must be the 공통 인증키 Naver 검색광고 gives (s_ and hex digits)",
  },
  KAKAO_PIXEL_ID: { pattern: /^\d{6,25}$/, message: "must be the Kakao Pixel track id (digits)" },
  META_PIXEL_ID: { pattern: /^\d{6,25}$/, message: "must be the Meta Pixel id (digits)" },
  GA4_MEASUREMENT_ID: { pattern: /^G-[A-Z0-9]{4,20}$/, message: "must be a GA4 measurement id (G-XXXXXXX)" },
  GOOGLE_ADS_ID: { pattern: /^AW-\d{6,15}$/, message: "must be a Google Ads tag id (AW- and digits)" },
  GOOGLE_ADS_LEAD_LABEL: { pattern: /^[A-Za-z0-9_-]{4,40}$/, message: "must be a Google Ads conversion label" },
  GOOGLE_ADS_BOOKING_LABEL: { pattern: /^[A-Za-z0-9_-]{4,40}$/, message: "must be a Google Ads conversion label" },
};

/** Each platform's script and the hosts its script and its beacons use. */
export const AD_HOSTS = {
  naver: {
    script: "https://wcs.pstatic.net/wcslog.js",
    img: ["https://wcs.naver.com", "https://wcs.naver.net"],
    connect: ["https://wcs.naver.com", "https://wcs.naver.net"],
    frame: [],
  },
  kakao: {
    script: "https://t1.daumcdn.net/kas/static/kp.js",
    img: ["https://bc.ad.daum.net"],
    connect: ["https://bc.ad.daum.net"],
    frame: [],
  },
  meta: {
    script: "https://connect.facebook.net/en_US/fbevents.js",
    img: ["https://www.facebook.com"],
    connect: ["https://www.facebook.com", "https://connect.facebook.net"],
    frame: [],
  },
  google: {
    script: "https://www.googletagmanager.com/gtag/js",
    img: [
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://googleads.g.doubleclick.net",
      "https://www.google.com",
      "https://www.google.co.kr",
    ],
    connect: [
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://googleads.g.doubleclick.net",
      "https://www.google.com",
    ],
    frame: ["https://td.doubleclick.net", "https://www.googletagmanager.com"],
  },
};

const blank = (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined);

/**
 * The tags this deployment runs, from the build's settings; null when none is
 * configured. A value in the wrong format is left out here (the server refuses to start with it).
 * @param {Record<string, string | undefined>} settings
 */
export function adTagConfig(settings) {
  const read = (name) => {
    const v = blank(settings[name]);
    return v && AD_TAG_SETTINGS[name].pattern.test(v) ? v : undefined;
  };
  const config = {};
  const naver = read("NAVER_WCS_ID");
  if (naver) config.naver = { id: naver };
  const kakao = read("KAKAO_PIXEL_ID");
  if (kakao) config.kakao = { id: kakao };
  const meta = read("META_PIXEL_ID");
  if (meta) config.meta = { id: meta };
  const ga4 = read("GA4_MEASUREMENT_ID");
  if (ga4) config.ga4 = { id: ga4 };
  const ads = read("GOOGLE_ADS_ID");
  if (ads)
    config.googleAds = {
      id: ads,
      leadLabel: read("GOOGLE_ADS_LEAD_LABEL") ?? null,
      bookingLabel: read("GOOGLE_ADS_BOOKING_LABEL") ?? null,
    };
  return Object.keys(config).length > 0 ? config : null;
}

/** The platforms of a configuration ("google" stands for GA4 and Google Ads: one gtag.js). */
export function adPlatforms(config) {
  if (!config) return [];
  return ["naver", "kakao", "meta", "google"].filter((p) =>
    p === "google" ? config.ga4 || config.googleAds : config[p],
  );
}

/**
 * The policy's additions for the configured tags: exactly their hosts, nothing for the others.
 * @returns {{ script: string[], img: string[], connect: string[], frame: string[] }}
 */
export function adTagSources(config) {
  const out = { script: [], img: [], connect: [], frame: [] };
  for (const p of adPlatforms(config)) {
    const h = AD_HOSTS[p];
    const add = (list, values) => {
      for (const v of values) if (!list.includes(v)) list.push(v);
    };
    add(out.script, [new URL(h.script).origin]);
    add(out.img, h.img);
    add(out.connect, h.connect);
    add(out.frame, h.frame);
  }
  // The booking result reports through a frame of our own (/ads/frame.html).
  if (out.script.length > 0) out.frame.unshift("'self'");
  return out;
}
