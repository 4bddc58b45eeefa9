import { onCLS, onINP, onLCP, type Metric } from "web-vitals";

// Reports this page load's LCP, INP and CLS to /api/vitals with navigator.sendBeacon when the
// browser hands them over (when the tab is hidden or left). One small JSON body: the path (no
// query), a device class by the site's 900px breakpoint, and the values. Never throws.

const ENDPOINT = "/api/vitals";
let started = false;

export function startVitalsBeacon(): void {
  if (started || typeof navigator.sendBeacon !== "function") return;
  started = true;
  const base = {
    p: location.pathname.slice(0, 300),
    d: matchMedia("(max-width: 899px)").matches ? "mobile" : "desktop",
  };
  let pending: Record<string, number> = {};
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (Object.keys(pending).length === 0) return;
    try {
      navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify({ ...base, ...pending })], { type: "application/json" }));
    } catch {
      // A beacon is best effort.
    }
    pending = {};
  };
  const report = (metric: Metric) => {
    pending[metric.name.toLowerCase()] =
      metric.name === "CLS" ? Math.round(metric.value * 10000) / 10000 : Math.round(metric.value);
    // Metrics handed over in the same moment (the tab hidden) go in one beacon.
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(flush);
    }
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}
