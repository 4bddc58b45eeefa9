// Where this tab's visit began: its first page (with the ad's UTM) and the site that sent it. Kept
// in sessionStorage (this tab only, gone when it closes; no cookie) by FieldReport, and sent with
// a lead (components/leads/use-lead-submit.ts) so the dashboard can credit the campaign even when
// the form is sent from another page.

const LANDING_KEY = "presale:landing";
const REFERRER_KEY = "presale:referrer";

export function rememberLanding(): void {
  try {
    // The first page of the tab's visit, unless another ad (UTM) brought the visitor back.
    if (sessionStorage.getItem(LANDING_KEY) !== null && !/[?&]utm_/.test(location.search)) return;
    sessionStorage.setItem(LANDING_KEY, `${location.pathname}${location.search}`.slice(0, 500));
    sessionStorage.setItem(REFERRER_KEY, document.referrer.slice(0, 500));
  } catch {
    // Storage off (a policy, a full quota): the lead goes with its own page instead.
  }
}

export function landingOfVisit(): { landing: string | null; referrer: string | null } {
  try {
    return { landing: sessionStorage.getItem(LANDING_KEY), referrer: sessionStorage.getItem(REFERRER_KEY) || null };
  } catch {
    return { landing: null, referrer: null };
  }
}
