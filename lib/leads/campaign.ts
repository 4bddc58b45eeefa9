// What of a page address is kept with a lead: its path and the campaign keys of its query, nothing
// else. A query may carry what must never reach the lead inbox or its CSV (a visit booking's manage
// token, a session or search of another tool); the campaign keys are what marketers read.

/** UTM keys, whole (utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id...). */
const UTM = /^utm_[a-z_]{1,30}$/;

/** Click ids of the ad platforms: Naver (NaPm), Google (gclid, gbraid, wbraid), Meta (fbclid). */
export const CLICK_ID_KEYS = ["NaPm", "gclid", "gbraid", "wbraid", "fbclid"] as const;

export function isCampaignKey(key: string): boolean {
  return UTM.test(key) || (CLICK_ID_KEYS as readonly string[]).includes(key);
}

/** `pathname?campaign keys` of `url` (at most 500 characters), the rest of its query dropped. */
export function campaignAddress(url: URL): string {
  const kept = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (isCampaignKey(key)) kept.append(key, value.slice(0, 200));
  const query = kept.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`.slice(0, 500);
}
