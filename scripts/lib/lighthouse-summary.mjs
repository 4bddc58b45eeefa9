// Pure helpers of `npm run lighthouse` (scripts/lighthouse.mjs): arguments, medians, the targets.

/** `[--runs N | --runs=N] [route ...]` -> { runs (default 3), routes }. Throws on a bad --runs. */
export function parseArgs(argv) {
  let runs = 3;
  let applied = false;
  let photos = false;
  const routes = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    let value = null;
    if (arg === "--applied" || arg === "--photos") {
      if (arg === "--applied") applied = true;
      else photos = true;
      continue;
    }
    if (arg === "--runs") value = argv[++i];
    else if (arg.startsWith("--runs=")) value = arg.slice("--runs=".length);
    else if (arg.startsWith("--")) throw new Error(`unknown option ${arg} (options: --runs N, --applied, --photos)`);
    else {
      routes.push(arg);
      continue;
    }
    runs = Number(value);
    if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of at least 1, got ${value}`);
  }
  return { runs, routes, applied, photos };
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

/**
 * What a run's total blocking time is made of: Lighthouse's long tasks (its `long-tasks` audit, in
 * simulated time) between the first contentful paint and time to interactive, each counting what it
 * runs past 50 ms, summed by source: "document" (the page's own HTML parsed, styled, laid out and
 * painted), "script <file>" (a script of the site), a third party's host name, or "unattributed".
 * An estimate: Lighthouse blends two simulations into its TBT, so the sum need not equal it.
 */
export function blockingBySource(lhr) {
  const audits = lhr.audits ?? {};
  const fcp = audits["first-contentful-paint"]?.numericValue;
  const tti = audits.interactive?.numericValue;
  const out = {};
  if (!Number.isFinite(fcp) || !Number.isFinite(tti)) return out;
  const page = safeUrl(lhr.finalDisplayedUrl ?? lhr.finalUrl ?? lhr.requestedUrl);
  for (const task of audits["long-tasks"]?.details?.items ?? []) {
    const blocking = Math.min(task.startTime + task.duration, tti) - Math.max(task.startTime, fcp) - 50;
    if (!(blocking > 0)) continue;
    const source = sourceOf(task.url, page);
    out[source] = (out[source] ?? 0) + blocking;
  }
  return out;
}

const safeUrl = (u) => {
  try {
    return new URL(u);
  } catch {
    return null;
  }
};

function sourceOf(url, page) {
  const u = safeUrl(url);
  if (!u) return "unattributed";
  if (page && u.origin !== page.origin) return u.hostname;
  if (u.pathname.endsWith(".js")) return `script ${u.pathname.split("/").pop()}`;
  return "document";
}

/**
 * How much of the page's long main-thread tasks the thread itself ran, from a run's own trace (what
 * Lighthouse observed before simulating a phone): the renderer's main thread (the thread of the
 * first contentful paint), its top-level tasks from the page's navigation on that Lighthouse's mobile
 * profile could count (at least 50 ms once slowed down `slowdown` times), their wall time and their
 * thread time (`tdur`, the CPU time the thread got). On a machine with few cores the main thread
 * waits for a CPU while other threads run (script streaming, the compositor, the browser process),
 * and Lighthouse, which slows the observed wall time down, counts that wait as the page's blocking
 * time. The whole load, not only after the observed paint: the simulation moves tasks across it.
 * Returns { tasks, wallMs, cpuMs, blockingWallMs, blockingCpuMs } (each blocking figure as the
 * profile counts a task: `slowdown` times its length, less 50 ms), or null when the trace has no
 * first contentful paint or no thread times.
 */
export function mainThreadWait(traceEvents, slowdown = 4) {
  const fcp = traceEvents.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) return null;
  const start =
    traceEvents.find(
      (e) =>
        e.name === "navigationStart" &&
        e.pid === fcp.pid &&
        e.args?.data?.isLoadingMainFrame &&
        /^https?:/.test(e.args.data.documentLoaderURL ?? ""),
    )?.ts ?? -Infinity;
  const tasks = traceEvents.filter(
    (e) =>
      e.pid === fcp.pid &&
      e.tid === fcp.tid &&
      e.ph === "X" &&
      e.name === "RunTask" &&
      e.ts >= start &&
      e.dur * slowdown >= 50_000,
  );
  if (tasks.some((t) => !Number.isFinite(t.tdur))) return null;
  const ms = (us) => us / 1000;
  const sum = (f) => tasks.reduce((s, t) => s + f(t), 0);
  return {
    tasks: tasks.length,
    wallMs: ms(sum((t) => t.dur)),
    cpuMs: ms(sum((t) => t.tdur)),
    blockingWallMs: sum((t) => Math.max(0, ms(t.dur) * slowdown - 50)),
    blockingCpuMs: sum((t) => Math.max(0, ms(t.tdur) * slowdown - 50)),
  };
}
