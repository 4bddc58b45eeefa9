// `npm run profile -- <route> [--cpu 4] [--min 20]`: where a page's main-thread time goes on a phone.
// Serves the production build, loads the route once as a first-time visitor (no cache, no
// localStorage) in Debian's Chromium at a 412x823 viewport with the CPU slowed down `--cpu` times
// (Lighthouse's mobile default is 4), and prints: the paint marks, every main-thread task longer than
// `--min` ms (default 20) with the five activities that filled it, and the JavaScript functions with
// the most self time (minified names with chunk:line:column: look them up in .next/static/chunks).
// It found the press list's first toLocaleString("ko-KR"), 73 ms of its hydration at 4x.
// Timings depend on the machine and its load: it explains, it does not judge.
import { chromium } from "playwright";
import { serveBuild } from "./lib/serve-build.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args.splice(i, 2)[1]) : fallback;
};
const cpu = opt("cpu", 4);
const minMs = opt("min", 20);
const route = args[0] ?? "/";
if (!route.startsWith("/") || !Number.isFinite(cpu) || cpu < 1 || !Number.isFinite(minMs)) {
  console.error("usage: npm run profile -- /route [--cpu 4] [--min 20]");
  process.exit(2);
}

const server = await serveBuild({ port: Number(process.env.PROFILE_PORT ?? 3940) });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await fetch(server.url + route); // the server renders a dynamic page once before it is measured
  await page.goto(server.url + "/robots.txt"); // same origin as the page (one renderer for the profiler), nothing stored
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  const events = [];
  cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
  const traced = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing,v8.execute",
    transferMode: "ReportEvents",
  });
  await cdp.send("Profiler.start");
  await page.goto(server.url + route, { waitUntil: "load" });
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send("Profiler.stop");
  await cdp.send("Tracing.end");
  await traced;

  const short = (url) => (url ?? "").replace(server.url, "").split("/").pop() || "/";
  const start = events
    .filter(
      (e) =>
        e.name === "navigationStart" &&
        e.args?.data?.isLoadingMainFrame &&
        (e.args?.data?.documentLoaderURL ?? "").startsWith("http"),
    )
    .sort((a, b) => a.ts - b.ts)[0]?.ts;

  if (start === undefined) throw new Error("no navigation in the trace");
  const busy = new Map();
  for (const e of events)
    if (e.name === "RunTask" && e.dur) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...busy].sort((a, b) => b[1] - a[1])[0][0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.dur);
  const ms = (us) => Math.round(us / 1000);

  console.log(`${route}: first-time visit at ${cpu}x CPU, 412x823 @1.75`);
  for (const name of ["firstPaint", "firstContentfulPaint", "largestContentfulPaint::Candidate"]) {
    for (const e of events.filter((x) => x.name === name && x.ts >= start)) {
      const d = e.args?.data ?? {};
      console.log(
        `  ${name.replace("::Candidate", "")} at ${ms(e.ts - start)} ms${d.nodeName ? ` (${d.type ?? ""} ${d.nodeName})` : ""}`,
      );
    }
  }
  const tasks = onMain
    .filter((e) => e.name === "RunTask" && e.ts >= start && e.dur >= minMs * 1000)
    .sort((a, b) => a.ts - b.ts);
  console.log(
    `\nmain-thread tasks over ${minMs} ms (${tasks.length}; blocking time over 50 ms: ${tasks.reduce((s, t) => s + Math.max(0, ms(t.dur) - 50), 0)} ms):`,
  );
  for (const t of tasks) {
    const inside = new Map();
    for (const e of onMain) {
      if (e.ts < t.ts || e.ts >= t.ts + t.dur || e.name === "RunTask") continue;
      const key = e.args?.data?.url ? `${e.name} ${short(e.args.data.url)}` : e.name;
      inside.set(key, (inside.get(key) ?? 0) + e.dur);
    }
    const top = [...inside]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, v]) => `${k} ${ms(v)}`);
    console.log(
      `  at ${String(ms(t.ts - start)).padStart(5)} ms  ${String(ms(t.dur)).padStart(4)} ms  ${top.join(" | ")}`,
    );
  }

  const sum = (names) =>
    ms(onMain.filter((e) => names.includes(e.name) && e.ts >= start).reduce((t, e) => t + e.dur, 0));
  console.log(
    `\ntotals after navigation: layout ${sum(["Layout"])} ms, style ${sum(["UpdateLayoutTree"])} ms, HTML parsing ${sum(["ParseHTML"])} ms, paint ${sum(["Paint"])} ms`,
  );

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const f = nodes.get(id).callFrame;
    if (!f.url) return; // idle, program, garbage collector
    const key = `${f.functionName || "(anonymous)"} ${short(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  console.log("\nJavaScript self time (top 12):");
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${(us / 1000).toFixed(1).padStart(6)} ms  ${key}`);
} finally {
  await browser.close();
  await server.stop();
}
