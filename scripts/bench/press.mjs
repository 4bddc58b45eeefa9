// Press pages beside prerendered pages, in one run against the production build: requests per
// second for `/` and `/{site}/customer` (both prerendered), the press list and one article (each
// article request is a document request, so proxy.ts counts a view for it, as for a visit), and the
// list's live rendering (per request, as before the cache).
// The press pages are served from Next's cache (app/[site]/press); the target is at
// least 0.5 times the requests per second of a prerendered page, measured in the same run.
//
// Load: wrk (`apt-get install wrk`) when installed, 50 connections, gzip accepted, DURATION s per
// route, the routes taken in turn ROUNDS times (other work on the machine moves the figures; the
// rounds show how much). Without wrk, a Node client with a fixed request count instead (it costs
// the server's CPU more, so its figures are lower). Then an exactness check: COUNT_REQUESTS article
// requests at 50 in flight add exactly COUNT_REQUESTS views in the store. Bounded; the server and
// its data folder (SQLite) are the bench's own.
import { spawnSync } from "node:child_process";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { serveBuild } from "../lib/serve-build.mjs";
import { pageTypeRoutes, sitemapPaths } from "../lib/site-routes.mjs";
import { ARTICLE_PATTERN, articlePath, customerPath, livePath, pressListPath } from "../../lib/site/routes/paths.mjs";

const CONCURRENCY = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const NODE_REQUESTS = 2_000;
const COUNT_REQUESTS = 500;
const WARMUP = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3202);
// The site and the article are the first the build's sitemap lists (no complex is named here).
let SITE = "";
let ARTICLE = "";

const hasWrk = spawnSync("wrk", ["--version"], { encoding: "utf8" }).error === undefined;

function runWrk(url) {
  const r = spawnSync(
    "wrk",
    ["-t2", `-c${CONCURRENCY}`, `-d${DURATION}s`, "-H", "Accept-Encoding: gzip", "--latency", url],
    { encoding: "utf8" },
  );
  const out = r.stdout ?? "";
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const p50 = /\s50%\s+([\d.]+\w+)/.exec(out)?.[1] ?? "?";
  const p99 = /\s99%\s+([\d.]+\w+)/.exec(out)?.[1] ?? "?";
  const bad =
    Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0) +
    Number(/Socket errors:.*timeout (\d+)/.exec(out)?.[1] ?? 0);
  return { rps, p50, p99, bad };
}

/**
 * `total` GET requests, CONCURRENCY in flight, with node:http: like curl or a crawler, no Fetch
 * Metadata (Node's fetch() says `Sec-Fetch-Mode: cors`, a script's request, which is not a view).
 */
async function hammer(url, total) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const get = () =>
    new Promise((resolve) => {
      const req = http.get(url, { agent, headers: { "accept-encoding": "gzip" } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
        res.on("error", () => resolve(0));
      });
      req.on("error", () => resolve(0));
    });
  let next = 0;
  let failures = 0;
  const latencies = [];
  const started = performance.now();
  async function worker() {
    while (next < total) {
      next++;
      const t0 = performance.now();
      if ((await get()) !== 200) failures++;
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, total) }, worker));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { rps: total / seconds, p50: `${pct(50).toFixed(1)}ms`, p99: `${pct(99).toFixed(1)}ms`, bad: failures };
}

function storeViews(dataDir) {
  const Database = createRequire(import.meta.url)("better-sqlite3");
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    return db.prepare("SELECT views FROM press_articles WHERE site_id = ? AND id = ?").get(SITE, ARTICLE).views;
  } finally {
    db.close();
  }
}

export default async function run() {
  const server = await serveBuild({ port: PORT });
  try {
    const byType = Object.fromEntries(pageTypeRoutes(await sitemapPaths(server.url)).map((r) => [r.type, r.route]));
    const article = Object.values(byType).find((r) => ARTICLE_PATTERN.test(r));
    if (!article) throw new Error("the sitemap lists no press article");
    [, SITE, ARTICLE] = ARTICLE_PATTERN.exec(article);
    const routes = [
      { name: "home (prerendered)", path: "/", prerendered: true },
      { name: "customer page (prerendered)", path: customerPath(SITE), prerendered: true },
      { name: "press list (cached)", path: pressListPath(SITE) },
      { name: "press article (cached, +1 view each)", path: articlePath(SITE, ARTICLE) },
      // The same list rendered per request, as every press request was before the cache (and as an
      // administrator's still is): the figure the cache is measured against.
      { name: "press list, live (per request)", path: livePath(pressListPath(SITE)) },
    ];
    for (const route of routes) await hammer(`${server.url}${route.path}`, WARMUP);
    // Exactness first: wrk stops with requests still in flight, which the server finishes later.
    const before = storeViews(server.dataDir);
    const counted = await hammer(`${server.url}${articlePath(SITE, ARTICLE)}`, COUNT_REQUESTS);
    const after = storeViews(server.dataDir);
    const exactness = `exactness: ${COUNT_REQUESTS} article requests (${counted.bad} not 200) added ${after - before} views in the store (expected ${COUNT_REQUESTS})`;
    const rows = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const results = [];
      for (const route of routes) {
        const url = `${server.url}${route.path}`;
        const r = hasWrk ? runWrk(url) : await hammer(url, NODE_REQUESTS);
        results.push({ route, r });
      }
      const best = Math.max(...results.filter((x) => x.route.prerendered).map((x) => x.r.rps));
      for (const { route, r } of results) {
        rows.push({
          round,
          route: route.name,
          "req/s": r.rps.toFixed(0),
          "x best prerendered": (r.rps / best).toFixed(2),
          p50: r.p50,
          p99: r.p99,
          "non-2xx/timeouts": r.bad,
        });
      }
    }
    console.log(
      hasWrk
        ? `wrk, ${CONCURRENCY} connections, gzip accepted, ${DURATION} s per route, ${ROUNDS} rounds; SQLite store, fresh data folder.`
        : `Node client (wrk not installed), ${NODE_REQUESTS} requests per route, ${CONCURRENCY} in flight, ${ROUNDS} rounds; SQLite store, fresh data folder.`,
    );
    console.table(rows);
    console.log(exactness);
  } finally {
    await server.stop();
  }
}
