import { landingOfVisit } from "./landing";

// Taps on the phone link (any tel: link of the site) and the KakaoTalk channel's button
// (data-contact="kakao") go to /api/contact-click as a beacon with the visit's landing page and
// referrer, so the dashboard counts them per source, as it counts leads. Nothing about the person
// is sent; the tap itself goes on at once (a beacon never holds a page).

const CONTACT_LINK = 'a[href^="tel:"], a[data-contact]';

/** Listens for the page's life; returns the function that stops listening. */
export function countContactTaps(): () => void {
  const onClick = (event: MouseEvent) => {
    const a = event.target instanceof Element ? event.target.closest(CONTACT_LINK) : null;
    if (!(a instanceof HTMLAnchorElement) || typeof navigator.sendBeacon !== "function") return;
    const visit = landingOfVisit();
    const body = {
      kind: a.dataset.contact === "kakao" ? "kakao" : "tel",
      landing: visit.landing ?? `${location.pathname}${location.search}`.slice(0, 500),
      ...(visit.landing
        ? visit.referrer
          ? { referrer: visit.referrer }
          : {}
        : document.referrer
          ? { referrer: document.referrer.slice(0, 500) }
          : {}),
    };
    try {
      navigator.sendBeacon("/api/contact-click", new Blob([JSON.stringify(body)], { type: "application/json" }));
    } catch {
      // A beacon refused (a full queue): the tap still goes on; one count is lost.
    }
  };
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}
