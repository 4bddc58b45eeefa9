// `npm run lighthouse [--runs N] [--applied] [route ...]`: mobile Lighthouse (default throttling) against the
// production build in Debian's Chromium. Without routes it measures one route per page type, read
// from the build's sitemap.xml (scripts/lib/site-routes.mjs), each 3 times (--runs N), the runs
// interleaved across routes. Prints per route the median of each figure (four scores, LCP, CLS, TBT,
// transferred KB), every run's perf and LCP, what the blocking time is made of (the page's own
// document, each script, each third party: lib/lighthouse-summary.mjs), and a summary against the targets in
// scripts/budgets.json, with the machine and the date, and how much of the main thread's long tasks it ran
// (scripts/lib/lighthouse-summary.mjs, mainThreadWait). Writes every run's JSON report to
// lighthouse-reports/ (git-ignored). Timings depend on the machine and its load: it reports, it
// does not fail.
// LIGHTHOUSE_TAG_HOSTS=1: for a build made with the ad tag ids set (docs/ads.md), Chromium meets the
// loopback stand-ins of every tag host (e2e/support/tag-hosts.mjs) instead of the real ones, so the
// tags' own loading and running count in the figures and nothing leaves the machine.
import { launch } from "chrome-launcher";
import { execFileSync } from "node:child_process";
import lighthouse from "lighthouse";
import * as lighthouseConstants from "lighthouse/core/config/constants.js";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { serveBuild } from "./lib/serve-build.mjs";
import { pageTypeRoutes, sitemapPaths } from "./lib/site-routes.mjs";
import { budgetFor } from "./lib/page-weight.mjs";
import { blockingBySource, judge, mainThreadWait, median, parseArgs } from "./lib/lighthouse-summary.mjs";
import { startTagHosts } from "../e2e/support/tag-hosts.mjs";

const { runs, routes: argRoutes, applied } = parseArgs(process.argv.slice(2));
// --applied: the same mobile profile (slow 4G, 4x CPU) applied to the browser while the page loads
// (Lighthouse's "devtools" throttling) instead of simulated from an unthrottled load. On this machine
// the unthrottled load runs the framework's scripts before the first paint, and the simulation then
// puts their download in front of the LCP (see README, Speed); applied throttling shows the order a
// phone on that network sees. The figures are a cross-check, judged against the same targets.
// The phone's CPU against this machine's: the simulation slows the observed main thread down 4 times;
// applied throttling has already slowed it in the trace.
const SLOWDOWN = applied ? 1 : 4;
const APPLIED = { throttlingMethod: "devtools", throttling: lighthouseConstants.throttling.mobileSlow4G };
const budgets = JSON.parse(readFileSync(new URL("./budgets.json", import.meta.url), "utf8"));
const outDir = path.resolve("lighthouse-reports");
mkdirSync(outDir, { recursive: true });

// Every phone has a Korean system font (Noto Sans CJK KR on Android, Apple SD Gothic Neo on iOS),
// and the site draws with it until the web font is switched on after load. A server without one
// makes Chromium search every font for each Hangul syllable: layout took 5 times as long and the
// web font's arrival shifted the page (tofu to glyphs), which no visitor sees. Say which it is.
const koreanFont = (() => {
  try {
    const families = execFileSync("fc-list", [":lang=ko", "family"], { encoding: "utf8" }).split("\n").flatMap((line) => line.split(",")).map((f) => f.trim()).filter(Boolean);
    // The faces app/site-font.css names as the fallback's local() sources, else any Korean font.
    const named = ["Noto Sans CJK KR", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic"].find((f) => families.includes(f));
    return named ?? families[0] ?? null;
  } catch {
    return null;
  }
})();
if (!koreanFont) console.error("No Korean system font here (fc-list :lang=ko is empty): layout and CLS will be worse than on any phone. Install one: apt-get install -y fonts-noto-cjk");

const started = Date.now();
const loadBefore = os.loadavg()[0];
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3900);
let server = await serveBuild({ port });
const tagHosts = process.env.LIGHTHOUSE_TAG_HOSTS === "1" ? await startTagHosts() : null;
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    ...(tagHosts ? [`--host-resolver-rules=${tagHosts.resolverRules}`, "--ignore-certificate-errors"] : []),
  ],
});
// Every run is a visitor's first: Lighthouse empties the HTTP cache but by default keeps localStorage
// and IndexedDB, where the font loader remembers which font files this browser already has.
const coldVisitor = ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage", "indexeddb"];
const samples = new Map(); // route -> one row per run
// Lighthouse's own measure of this machine's CPU speed, every run (its environment.benchmarkIndex):
// the simulated figures scale with it, so a table is read beside the index it was taken at.
const benchmarkIndexes = [];
let targets = [];
const serverDied = () => server.child.exitCode !== null || server.child.signalCode !== null;
// Warms every route once, so the numbers measure serving, not the first render of a dynamic page.
const warm = async () => {
  for (const { route } of targets) await fetch(server.url + route).catch(() => undefined);
};
try {
  targets = argRoutes.length ? argRoutes.map((route) => ({ type: "", route })) : pageTypeRoutes(await sitemapPaths(server.url));
  await warm();
  for (let run = 1; run <= runs; run++) {
    for (const { route } of targets) {
      let result;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(server.url + route, { port: chrome.port, output: "json", logLevel: "error", clearStorageTypes: coldVisitor, ...(applied ? APPLIED : {}) });
        if (!result) throw new Error(`no Lighthouse result for ${route}`);
        // On a shared machine something else may stop the server: start it again and redo the run.
        await new Promise((r) => setTimeout(r, 100));
        if (!serverDied() || attempt === 3) break;
        console.error(`the server stopped (${server.child.signalCode ?? `exit ${server.child.exitCode}`}) during run ${run} of ${route}: starting it again`);
        server = await serveBuild({ port });
        await warm();
      }
      if (result.lhr.runtimeError) {
        // A failed load (an interstitial, a timeout) scores 0 everywhere: keep it out of the medians.
        samples.set(route, [...(samples.get(route) ?? []), { error: result.lhr.runtimeError.code }]);
        console.error(`run ${run}/${runs} ${route}: ERROR ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
        continue;
      }
      const { categories: c, audits: a } = result.lhr;
      if (result.lhr.environment?.benchmarkIndex) benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
      const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
      const row = {
        perf: score("performance"),
        a11y: score("accessibility"),
        bp: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(a["largest-contentful-paint"]?.numericValue ?? 0),
        cls: Number((a["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(a["total-blocking-time"]?.numericValue ?? 0),
        kb: Math.round((a["total-byte-weight"]?.numericValue ?? 0) / 1024),
        blocking: blockingBySource(result.lhr),
        wait: mainThreadWait(result.artifacts?.Trace?.traceEvents ?? [], SLOWDOWN),
      };
      samples.set(route, [...(samples.get(route) ?? []), row]);
      const name = route === "/" ? "home" : route.slice(1).replace(/\//g, "_");
      const file = path.join(outDir, `${name}${applied ? ".applied" : ""}${runs > 1 ? `.run${run}` : ""}.json`);
      writeFileSync(file, typeof result.report === "string" ? result.report : JSON.stringify(result.lhr));
      console.error(`run ${run}/${runs} ${route}: perf ${row.perf}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
  if (tagHosts) {
    console.error(`tag stand-ins received ${tagHosts.received.length} requests`);
    await tagHosts.close();
  }
}

const header = ["route", "perf", "a11y", "bp", "seo", "LCP ms", "CLS", "TBT ms", "KB", "runs perf", "runs LCP ms"];
console.log(`\n| ${header.join(" | ")} |`);
console.log(`| ${header.map(() => "---").join(" | ")} |`);
const verdicts = [];
for (const { route } of targets) {
  const all = samples.get(route) ?? [];
  const rows = all.filter((r) => !r.error);
  const m = Object.fromEntries(["perf", "a11y", "bp", "seo", "lcpMs", "cls", "tbtMs", "kb"].map((k) => [k, median(rows.map((r) => r[k]))]));
  const each = (k) => all.map((r) => (r.error ? "ERR" : r[k])).join("/");
  const cells = rows.length ? [m.perf, m.a11y, m.bp, m.seo, m.lcpMs, m.cls, m.tbtMs, m.kb] : Array(8).fill("-");
  console.log(`| ${[route, ...cells, each("perf"), each("lcpMs")].join(" | ")} |`);
  const failures = rows.length ? judge(m, budgets.lighthouse, budgetFor(route, budgets.bytes).totalKB) : ["no run loaded"];
  const errors = all.length - rows.length;
  verdicts.push({ route, failures: errors && rows.length ? [...failures, `${errors} run(s) failed to load`] : failures });
}

// What the blocking time is made of, per route: the median over the runs of each source's share.
console.log("\nBlocking time by source (ms past 50 of Lighthouse's long tasks between FCP and TTI, median of the runs):");
for (const { route } of targets) {
  const rows = (samples.get(route) ?? []).filter((r) => !r.error);
  const sources = [...new Set(rows.flatMap((r) => Object.keys(r.blocking)))];
  const parts = sources
    .map((s) => [s, Math.round(median(rows.map((r) => r.blocking[s] ?? 0)))])
    .filter(([, ms]) => ms > 0)
    .sort((x, y) => y[1] - x[1]);
  console.log(`  ${route}: ${parts.length ? parts.map(([s, ms]) => `${s} ${ms}`).join(", ") : "none"}`);
}

// How much of those long tasks the main thread ran: on a machine with few cores it waits for a CPU
// while the page's other threads run, and the simulation counts the wait as blocking.
console.log(`\nMain thread during the load, its tasks a phone's CPU (${SLOWDOWN}x) makes long (from each run's trace, median of the runs):`);
for (const { route } of targets) {
  const waits = (samples.get(route) ?? []).filter((r) => !r.error && r.wait).map((r) => r.wait);
  if (!waits.length) {
    console.log(`  ${route}: no thread times in the trace`);
    continue;
  }
  const mid = (k) => Math.round(median(waits.map((w) => w[k])));
  console.log(
    `  ${route}: ${mid("tasks")} task(s), ${mid("wallMs")} ms long, of which the thread ran ${mid("cpuMs")} ms; ` +
      `blocking at ${SLOWDOWN}x, past 50 ms a task: ${mid("blockingWallMs")} ms of their length, ${mid("blockingCpuMs")} ms of the time they ran`,
  );
}

const passing = verdicts.filter((v) => v.failures.length === 0).length;
const failing = verdicts.filter((v) => v.failures.length > 0);
const cpus = os.cpus();
console.log(
  `\n${passing} of ${verdicts.length} ${argRoutes.length ? "routes" : "page types"} meet every target (median of ${runs} run${runs === 1 ? "" : "s"}, ${applied ? "applied" : "simulated"} throttling)` +
    (failing.length ? `; failing: ${failing.map((v) => `${v.route} (${v.failures.join(", ")})`).join("; ")}` : "") +
    ".",
);
console.log(
  `Machine: ${cpus.length} cores, ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM; Korean system font: ${koreanFont ?? "none"}; Lighthouse benchmarkIndex ${benchmarkIndexes.length ? `${Math.round(median(benchmarkIndexes))} (${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))})` : "unknown"}; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after; ${new Date().toISOString().slice(0, 10)}; ${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
console.log(`JSON reports in ${path.relative(process.cwd(), outDir)}/`);
