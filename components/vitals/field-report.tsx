"use client";

import { useEffect } from "react";
import { rememberLanding } from "./landing";

// Two small things every page does for the marketers, after the page has loaded and without a
// cookie: it remembers the visit's first page for this tab (where the ad's UTM is; the lead forms
// send it along, components/leads/use-lead-submit.ts), and it loads the Web Vitals beacon
// (./vitals-beacon, its own chunk) once the load event has passed.

export function FieldReport() {
  useEffect(() => {
    rememberLanding();
    let cancelled = false;
    const start = () => {
      if (!cancelled) void import("./vitals-beacon").then((m) => m.startVitalsBeacon(), () => undefined);
    };
    if (document.readyState === "complete") setTimeout(start, 0);
    else window.addEventListener("load", () => setTimeout(start, 0), { once: true });
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
}
