// The new-lead alert (issue 27, item 4): the time from a stored lead (its 201 reaching the client)
// to the alert arriving at a loopback stand-in of the team's webhook, against the production build.
// Two runs of 120 leads, 4 at a time: the webhook answers at once; then it refuses each alert's
// first attempt (503), so every alert is sent by the retry of the job's pass. Prints p50/p95/max
// and checks that each lead's alert arrived exactly once.
import http from "node:http";
import { serveBuild } from "../lib/serve-build.mjs";
import { percentile } from "../lib/percentile.mjs";

const PORT = Number(process.env.BENCH_ALERTS_PORT ?? 3275);
const TOTAL = 120;
const CONCURRENCY = 4;
const WAIT_MS = 90_000;

/** A Slack-compatible webhook stand-in: records when each lead's alert arrived (the lead id from its link). */
async function startHook({ refuseFirst }) {
  const arrivals = new Map();
  const refused = new Set();
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const id = /\/admin\/leads\/([0-9a-f-]{36})/.exec(body)?.[1];
      if (id && refuseFirst && !refused.has(id)) {
        refused.add(id);
        return void res.writeHead(503).end("busy");
      }
      if (id) arrivals.set(id, [...(arrivals.get(id) ?? []), Date.now()]);
      res.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
    });
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${server.address().port}/hook`, arrivals, close: () => new Promise((r) => server.close(r)) };
}

async function submit(url, i) {
  const res = await fetch(`${url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ name: `알림벤치${i}`, phone: `010${String(20000000 + i).slice(-8)}`, consent: true }),
  });
  const at = Date.now();
  const body = await res.json();
  if (res.status !== 201) throw new Error(`lead ${i} answered ${res.status}`);
  return { id: body.id, storedAt: at };
}

async function runOnce(label, { refuseFirst }) {
  const hook = await startHook({ refuseFirst });
  const server = await serveBuild({
    port: PORT,
    env: { LEAD_RATE_LIMIT: "0", LEAD_ALERT_WEBHOOK_URL: hook.url, LEAD_ALERT_QUIET_HOURS: "off", SITE_URL: `http://127.0.0.1:${PORT}` },
  });
  try {
    const stored = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < TOTAL) stored.push(await submit(server.url, next++));
      }),
    );
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline && stored.some((s) => !hook.arrivals.has(s.id))) await new Promise((r) => setTimeout(r, 100));
    const latencies = stored.filter((s) => hook.arrivals.has(s.id)).map((s) => hook.arrivals.get(s.id)[0] - s.storedAt);
    latencies.sort((a, b) => a - b);
    const twice = stored.filter((s) => (hook.arrivals.get(s.id)?.length ?? 0) > 1).length;
    const missing = stored.length - latencies.length;
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`| ${label} | ${latencies.length} of ${stored.length} | ${s(percentile(latencies, 50))} | ${s(percentile(latencies, 95))} | ${s(latencies[latencies.length - 1])} | ${twice} |`);
    if (missing > 0 || twice > 0 || percentile(latencies, 95) > 60_000) process.exitCode = 1;
  } finally {
    await server.stop();
    await hook.close();
  }
}

export default async function run() {
  console.log(`${TOTAL} leads, ${CONCURRENCY} at a time; from the lead's 201 to the webhook stand-in's receipt`);
  console.log("| webhook | alerts arrived | p50 | p95 | max | sent twice |");
  console.log("|---|---|---|---|---|---|");
  await runOnce("answers at once (the pass after the answer sends)", { refuseFirst: false });
  await runOnce("refuses each first attempt (503; the job's retry sends)", { refuseFirst: true });
}
