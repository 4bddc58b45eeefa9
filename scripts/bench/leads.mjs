// Lead submissions against the production build while the form service takes 2 s to answer:
// the visitor's answer must not wait for the service (stored first, forwarded after the answer).
// Prints submissions/s and latency percentiles at 50 concurrent, then how long delivery took.
import { serveBuild } from "../lib/serve-build.mjs";
import { startFormService } from "../../e2e/support/form-service.mjs";
import { percentile } from "../lib/percentile.mjs";

const PORT = Number(process.env.BENCH_LEADS_PORT ?? 3270);
const CONCURRENCY = 50;
const TOTAL = 600;
const WARMUP = 50;

/** Runs `total` calls of fn with `concurrency` in flight; returns sorted latencies and the rate. */
async function load(total, concurrency, fn) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        latencies.push(await fn(i));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { latencies, perSecond: total / seconds };
}

async function baselineOne(url) {
  const started = performance.now();
  const res = await fetch(`${url}/api/visit`);
  await res.arrayBuffer();
  if (res.status !== 405) throw new Error(`baseline answered ${res.status}`);
  return performance.now() - started;
}

async function submitOne(url, i) {
  const started = performance.now();
  const res = await fetch(`${url}/api/visit`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: `벤치${i}`, phone: "010-1234-5678", message: "벤치마크", consent: true }),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`submission ${i} answered ${res.status}`);
  return performance.now() - started;
}

export default async function run() {
  const service = await startFormService({ delayMs: Number(process.env.BENCH_LEADS_SERVICE_DELAY ?? 2000) });
  const server = await serveBuild({ port: PORT, env: { FORM_SERVICE_URL: service.url, LEAD_RATE_LIMIT: "0" } });
  try {
    for (let i = 0; i < WARMUP; i++) await submitOne(server.url, -1 - i);
    // The same server answering a route that does no work (GET -> 405): what this machine gives right now.
    const baseline = await load(TOTAL, CONCURRENCY, () => baselineOne(server.url));
    const started = performance.now();
    const leads = await load(TOTAL, CONCURRENCY, (i) => submitOne(server.url, i));
    const fmt = (ms) => `${ms.toFixed(1)} ms`;
    const row = (label, r) =>
      `| ${label} | ${r.perSecond.toFixed(0)} | ${fmt(percentile(r.latencies, 50))} | ${fmt(percentile(r.latencies, 90))} | ${fmt(percentile(r.latencies, 99))} | ${fmt(r.latencies[r.latencies.length - 1])} |`;
    console.log(
      `form service answers after ${Number(process.env.BENCH_LEADS_SERVICE_DELAY ?? 2000)} ms; ${TOTAL} requests, ${CONCURRENCY} concurrent`,
    );
    console.log(`| request | per second | p50 | p90 | p99 | max |`);
    console.log(`|---|---|---|---|---|---|`);
    console.log(row("POST /api/visit (lead stored, 201)", leads));
    console.log(row("GET /api/visit (405, reference)", baseline));

    // Every lead still reaches the service (after the answers), each once.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && service.countsById().size < TOTAL + WARMUP)
      await new Promise((r) => setTimeout(r, 250));
    const counts = service.countsById();
    const twice = [...counts.values()].filter((n) => n > 1).length;
    console.log(
      `delivered to the service: ${counts.size} of ${TOTAL + WARMUP} leads, ${twice} sent more than once, ${((performance.now() - started) / 1000).toFixed(1)} s after the first submission`,
    );
  } finally {
    await server.stop();
    await service.close();
  }
}
