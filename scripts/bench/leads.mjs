// Lead submissions against the production build while the form service takes 2 s to answer:
// the visitor's answer must not wait for the service (stored first, forwarded after the answer).
// Prints submissions/s and latency percentiles at 50 concurrent, then how long delivery took.
import { serveBuild } from "../lib/serve-build.mjs";
import { startFormService } from "../../e2e/support/form-service.mjs";

const PORT = Number(process.env.BENCH_LEADS_PORT ?? 3270);
const CONCURRENCY = 50;
const TOTAL = 1000;
const WARMUP = 50;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
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
    const latencies = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < TOTAL) {
          const i = next++;
          latencies.push(await submitOne(server.url, i));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const fmt = (ms) => `${ms.toFixed(1)} ms`;
    console.log(`form service answers after 2 s; ${TOTAL} submissions, ${CONCURRENCY} concurrent`);
    console.log(`| submissions/s | p50 | p90 | p99 | max |`);
    console.log(`|---|---|---|---|---|`);
    console.log(`| ${(TOTAL / seconds).toFixed(0)} | ${fmt(percentile(latencies, 50))} | ${fmt(percentile(latencies, 90))} | ${fmt(percentile(latencies, 99))} | ${fmt(latencies[latencies.length - 1])} |`);

    // Every lead still reaches the service (after the answers), each once.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && service.countsById().size < TOTAL + WARMUP) await new Promise((r) => setTimeout(r, 250));
    const counts = service.countsById();
    const twice = [...counts.values()].filter((n) => n > 1).length;
    console.log(`delivered to the service: ${counts.size} of ${TOTAL + WARMUP} leads, ${twice} sent more than once, ${((performance.now() - started) / 1000).toFixed(1)} s after the first submission`);
  } finally {
    await server.stop();
    await service.close();
  }
}
