"use client";

import { useEffect } from "react";
import { countContactTaps } from "./contact-taps";
import { rememberLanding } from "./landing";

// Three small things every page does for the marketers, without a cookie: it remembers the visit's
// first page for this tab (where the ad's UTM is; the lead forms send it along,
// components/leads/use-lead-submit.ts), counts taps on the phone and KakaoTalk links per source
// (./contact-taps.ts), and loads the Web Vitals beacon (./vitals-beacon, its own chunk) once the
// load event has passed.

export function FieldReport() {
  useEffect(() => {
    rememberLanding();
    const stopTaps = countContactTaps();
    let cancelled = false;
    const start = () => {
      if (!cancelled)
        void import("./vitals-beacon").then(
          (m) => m.startVitalsBeacon(),
          () => undefined,
        );
    };
    if (document.readyState === "complete") setTimeout(start, 0);
    else window.addEventListener("load", () => setTimeout(start, 0), { once: true });
    return () => {
      cancelled = true;
      stopTaps();
    };
  }, []);
  return null;
}
