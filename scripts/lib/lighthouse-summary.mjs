// Pure helpers of `npm run lighthouse` (scripts/lighthouse.mjs): arguments, medians, the targets.

/** `[--runs N | --runs=N] [route ...]` -> { runs (default 3), routes }. Throws on a bad --runs. */
export function parseArgs(argv) {
  let runs = 3;
  let applied = false;
  const routes = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    let value = null;
    if (arg === "--applied") {
      applied = true;
      continue;
    }
    if (arg === "--runs") value = argv[++i];
    else if (arg.startsWith("--runs=")) value = arg.slice("--runs=".length);
    else if (arg.startsWith("--")) throw new Error(`unknown option ${arg} (options: --runs N, --applied)`);
    else {
      routes.push(arg);
      continue;
    }
    runs = Number(value);
    if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of at least 1, got ${value}`);
  }
  return { runs, routes, applied };
}

/** The median (the mean of the middle two for an even count); NaN for none. */
export function median(values) {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * The targets a route's medians miss, as short texts ("perf 91 < 98", "LCP 2351 > 1800 ms"):
 * `targets` is budgets.json's `lighthouse`, `totalKB` the route's byte budget (Lighthouse's total
 * transferred bytes).
 */
export function judge(m, targets, totalKB) {
  const fails = [];
  const atLeast = (label, value, min) => value < min && fails.push(`${label} ${value} < ${min}`);
  const atMost = (label, value, max, unit = "") => value > max && fails.push(`${label} ${value} > ${max}${unit}`);
  atLeast("perf", m.perf, targets.performance);
  atLeast("a11y", m.a11y, targets.accessibility);
  atLeast("bp", m.bp, targets["best-practices"]);
  atLeast("seo", m.seo, targets.seo);
  atMost("LCP", m.lcpMs, targets.lcpMs, " ms");
  atMost("TBT", m.tbtMs, targets.tbtMs, " ms");
  atMost("CLS", m.cls, targets.cls);
  if (totalKB != null) atMost("KB", m.kb, totalKB);
  return fails;
}
