// Where this tab's visit began: its first page (with the ad's UTM and click ids), the site that sent
// it, and when that page was first seen. Kept in sessionStorage (this tab only, gone when it closes;
// no cookie) by FieldReport, and sent with a lead (components/leads/use-lead-submit.ts) so the
// dashboard can credit the campaign even when the form is sent from another page. The server reads
// the click ids from the landing address (lib/leads/click-ids.ts); the time goes into Meta's `fbc`.

const LANDING_KEY = "presale:landing";
const REFERRER_KEY = "presale:referrer";
const LANDING_AT_KEY = "presale:landing-at";

/** A UTM key or an ad platform's click id (NaPm, gclid, gbraid, wbraid, fbclid) in a query. */
const AD_PARAM = /[?&](utm_|NaPm=|gclid=|gbraid=|wbraid=|fbclid=)/;

export function rememberLanding(): void {
  try {
    // The first page of the tab's visit, unless another ad (UTM or click id) brought the visitor back.
    const stored = sessionStorage.getItem(LANDING_KEY);
    const here = `${location.pathname}${location.search}`.slice(0, 500);
    // A reload of the same ad's page keeps the time the click was first seen.
    if (stored !== null && (stored === here || !AD_PARAM.test(location.search))) return;
    sessionStorage.setItem(LANDING_KEY, here);
    sessionStorage.setItem(REFERRER_KEY, document.referrer.slice(0, 500));
    sessionStorage.setItem(LANDING_AT_KEY, String(Date.now()));
  } catch {
    // Storage off (a policy, a full quota): the lead goes with its own page instead.
  }
}

export function landingOfVisit(): { landing: string | null; referrer: string | null; landingAt: number | null } {
  try {
    const at = Number(sessionStorage.getItem(LANDING_AT_KEY));
    return {
      landing: sessionStorage.getItem(LANDING_KEY),
      referrer: sessionStorage.getItem(REFERRER_KEY) || null,
      landingAt: Number.isSafeInteger(at) && at > 0 ? at : null,
    };
  } catch {
    return { landing: null, referrer: null, landingAt: null };
  }
}
