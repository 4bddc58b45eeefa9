// The new-lead alert: the time from a stored lead (its 201 reaching the client)
// to the alert arriving at a loopback stand-in, against the production build. Runs of 120 leads, 4
// at a time: the team's webhook answers at once; then it refuses each alert's first attempt (503),
// so every alert is sent by the retry of the job's pass; then the text to the desk's duty phone
// through the real SOLAPI SDK, sent to the SOLAPI stand-in (test-support/solapi-stand-in.mjs).
// Prints p50/p95/max and checks that each lead's alert arrived exactly once.
import http from "node:http";
import path from "node:path";
import { startSolapiStandIn } from "../../test-support/solapi-stand-in.mjs";
import { serveBuild } from "../lib/serve-build.mjs";
import { percentile } from "../lib/percentile.mjs";

const PORT = Number(process.env.BENCH_ALERTS_PORT ?? 3275);
const TOTAL = 120;
const CONCURRENCY = 4;
const WAIT_MS = 90_000;
const SOLAPI = { apiKey: "NCSBENCHALERT0001", apiSecret: "BENCHALERTSECRET000000000000001" };
const DUTY_PHONE = "010-9999-8888";
const LEAD_LINK = /\/admin\/leads\/([0-9a-f-]{36})/;

/** A Slack-compatible webhook stand-in: records when each lead's alert arrived (the lead id from its link). */
async function startHook({ refuseFirst }) {
  const arrivals = new Map();
  const refused = new Set();
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const id = LEAD_LINK.exec(body)?.[1];
      if (id && refuseFirst && !refused.has(id)) {
        refused.add(id);
        return void res.writeHead(503).end("busy");
      }
      if (id) arrivals.set(id, [...(arrivals.get(id) ?? []), Date.now()]);
      res.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
    });
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return {
    env: { LEAD_ALERT_WEBHOOK_URL: `http://127.0.0.1:${server.address().port}/hook` },
    arrivals,
    close: () => new Promise((r) => server.close(r)),
  };
}

/** The SOLAPI stand-in, as the duty phone's alert channel: when each lead's text arrived (the lead id from its link, read every 10 ms). */
async function startSms() {
  const solapi = await startSolapiStandIn(SOLAPI);
  const arrivals = new Map();
  let seen = 0;
  const watch = setInterval(() => {
    for (; seen < solapi.received.length; seen++) {
      const m = solapi.received[seen];
      const id = m.to.replace(/\D/g, "") === DUTY_PHONE.replace(/\D/g, "") ? LEAD_LINK.exec(m.text)?.[1] : undefined;
      if (id) arrivals.set(id, [...(arrivals.get(id) ?? []), Date.now()]);
    }
  }, 10);
  return {
    nodeArgs: ["--import", path.resolve("e2e/support/solapi-preload.mjs")],
    env: {
      SOLAPI_API_KEY: SOLAPI.apiKey,
      SOLAPI_API_SECRET: SOLAPI.apiSecret,
      SOLAPI_STAND_IN_ORIGIN: solapi.origin,
      SMS_SENDER_NUMBER: "1588-0926",
      SMS_DAILY_BUDGET: String(TOTAL * 2),
      LEAD_ALERT_SMS_TO: DUTY_PHONE,
    },
    arrivals,
    close: async () => {
      clearInterval(watch);
      await solapi.close();
    },
  };
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

async function runOnce(label, sink) {
  const hook = await sink();
  const server = await serveBuild({
    port: PORT,
    nodeArgs: hook.nodeArgs,
    env: { LEAD_RATE_LIMIT: "0", LEAD_ALERT_QUIET_HOURS: "off", ...hook.env },
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
    while (Date.now() < deadline && stored.some((s) => !hook.arrivals.has(s.id)))
      await new Promise((r) => setTimeout(r, 100));
    const latencies = stored.filter((s) => hook.arrivals.has(s.id)).map((s) => hook.arrivals.get(s.id)[0] - s.storedAt);
    latencies.sort((a, b) => a - b);
    const twice = stored.filter((s) => (hook.arrivals.get(s.id)?.length ?? 0) > 1).length;
    const missing = stored.length - latencies.length;
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `| ${label} | ${latencies.length} of ${stored.length} | ${s(percentile(latencies, 50))} | ${s(percentile(latencies, 95))} | ${s(latencies[latencies.length - 1])} | ${twice} |`,
    );
    if (missing > 0 || twice > 0 || percentile(latencies, 95) > 60_000) process.exitCode = 1;
  } finally {
    await server.stop();
    await hook.close();
  }
}

export default async function run() {
  console.log(`${TOTAL} leads, ${CONCURRENCY} at a time; from the lead's 201 to the stand-in's receipt`);
  console.log("| channel | alerts arrived | p50 | p95 | max | sent twice |");
  console.log("|---|---|---|---|---|---|");
  await runOnce("webhook, answers at once (the pass after the answer sends)", () => startHook({ refuseFirst: false }));
  await runOnce("webhook, refuses each first attempt (503; the job's retry sends)", () =>
    startHook({ refuseFirst: true }),
  );
  await runOnce("SMS to the duty phone (SOLAPI SDK, stand-in)", startSms);
}
