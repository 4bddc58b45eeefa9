// Press pages beside the prerendered home, in one run against the production build:
// requests per second and latency for `/`, the press list and one article (each article request
// adds a view, as a visit does), with a dynamic page that reads no store as the baseline of
// dynamic rendering itself. Bounded: REQUESTS requests per route at CONCURRENCY in flight.
import { serveBuild } from "../lib/serve-build.mjs";

const REQUESTS = 2_000;
const CONCURRENCY = 50;
const WARMUP = 100;
const PORT = Number(process.env.BENCH_PORT ?? 3202);
const SITE = "seon-livel";

async function hammer(url, total) {
  let next = 0;
  let failures = 0;
  const latencies = [];
  const started = performance.now();
  async function worker() {
    while (next < total) {
      next++;
      const t0 = performance.now();
      try {
        const res = await fetch(url, { redirect: "manual" });
        await res.arrayBuffer();
        if (res.status !== 200) failures++;
      } catch {
        failures++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, total) }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { rps: total / seconds, p50: pct(50), p95: pct(95), failures };
}

export default async function run() {
  const server = await serveBuild({ port: PORT });
  try {
    const routes = [
      { name: "home (prerendered)", path: "/" },
      { name: "customer page (dynamic, no store)", path: `/${SITE}/customer` },
      { name: "press list (dynamic, store)", path: `/${SITE}/press` },
      { name: "press article (+1 view each)", path: `/${SITE}/press/model-house-grand-open` },
    ];
    const rows = [];
    for (const route of routes) {
      const url = `${server.url}${route.path}`;
      await hammer(url, WARMUP);
      const r = await hammer(url, REQUESTS);
      rows.push({ route: route.name, path: route.path, "req/s": r.rps.toFixed(0), "p50 ms": r.p50.toFixed(1), "p95 ms": r.p95.toFixed(1), "non-200": r.failures });
    }
    const views = await (await fetch(`${server.url}/${SITE}/press/model-house-grand-open`)).text();
    const counted = /data-testid="article-views"[^>]*>([\d,]+)</.exec(views)?.[1];
    console.log(`${REQUESTS} requests per route, ${CONCURRENCY} concurrent, after ${WARMUP} warm-up requests; SQLite store, fresh data folder.`);
    console.table(rows);
    console.log(`article views after the run: ${counted} (expected ${WARMUP + REQUESTS + 1})`);
  } finally {
    await server.stop();
  }
}
