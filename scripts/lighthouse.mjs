// `npm run lighthouse [route ...]`: mobile Lighthouse (default throttling) against the production
// build in Debian's Chromium. Prints the four scores, LCP, CLS, TBT and transferred bytes per route;
// writes the JSON reports to lighthouse-reports/ (git-ignored). It reports; it does not judge.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serveBuild } from "./lib/serve-build.mjs";

const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/Brand/intro", "/BusinessGuide/intro", "/FloorPlan/84A", "/ComplexGuide/community", "/SalesInfo/StampTax", "/Promotion/Customer", "/seon-livel/press"];
const outDir = path.resolve("lighthouse-reports");
mkdirSync(outDir, { recursive: true });

const server = await serveBuild({ port: Number(process.env.LIGHTHOUSE_PORT ?? 3900) });
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const rows = [];
try {
  for (const route of routes) {
    // Warm the route once so the numbers measure serving, not the first compile of a dynamic page.
    await fetch(server.url + route).catch(() => undefined);
    const result = await lighthouse(server.url + route, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`no Lighthouse result for ${route}`);
    const { categories: c, audits: a } = result.lhr;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    rows.push({
      route,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      "LCP ms": Math.round(a["largest-contentful-paint"]?.numericValue ?? 0),
      CLS: Number((a["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      "TBT ms": Math.round(a["total-blocking-time"]?.numericValue ?? 0),
      KB: Math.round((a["total-byte-weight"]?.numericValue ?? 0) / 1024),
    });
    const file = path.join(outDir, `${route === "/" ? "home" : route.slice(1).replace(/\//g, "_")}.json`);
    writeFileSync(file, typeof result.report === "string" ? result.report : JSON.stringify(result.lhr));
  }
} finally {
  chrome.kill();
  await server.stop();
}
const header = Object.keys(rows[0] ?? { route: "" });
console.log(`| ${header.join(" | ")} |`);
console.log(`| ${header.map(() => "---").join(" | ")} |`);
for (const row of rows) console.log(`| ${header.map((h) => row[h]).join(" | ")} |`);
console.log(`\nJSON reports in ${path.relative(process.cwd(), outDir)}/`);
