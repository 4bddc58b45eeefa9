// The administrator's dashboard (/admin) over a big store: seeds LEADS leads (all within the last
// 30 days, the widest window the dashboard reads: the worst case) and VITALS field vitals (the
// last 7 days) into a fresh SQLite file through the stores' own code (scripts/seed-dashboard.ts),
// starts the production build on it, signs in in Chromium, then times GET /admin (the whole
// server-rendered HTML: charts, source tables, delivery health, the p75 table) and one source CSV.
// Target: the dashboard renders in under 1 s.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { serveBuild } from "../lib/serve-build.mjs";
import { adminEmail, adminPassword, adminPasswordHash } from "../../e2e/support/admin.mjs";
import { percentile } from "../lib/percentile.mjs";

const LEADS = Number(process.env.BENCH_DASHBOARD_LEADS ?? 100_000);
const VITALS = Number(process.env.BENCH_DASHBOARD_VITALS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 20);
const PORT = Number(process.env.BENCH_DASHBOARD_PORT ?? 3275);
const TARGET_MS = 1000;

async function timed(url, cookie) {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return { ms, body };
}

export default async function run() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-dashboard-"));
  console.log(
    `seeding ${LEADS.toLocaleString("en")} leads and ${VITALS.toLocaleString("en")} vitals into ${dataDir} ...`,
  );
  const tsx = path.resolve("node_modules/.bin/tsx");
  const seed = spawnSync(
    tsx,
    ["--conditions=react-server", "scripts/seed-dashboard.ts", String(LEADS), String(VITALS)],
    {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" },
      encoding: "utf8",
    },
  );
  if (seed.status !== 0) throw new Error(`seeding failed: ${seed.stderr}`);
  console.log(`seeded: ${seed.stdout.trim()}`);

  const server = await serveBuild({
    port: PORT,
    dataDir,
    env: {
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD_HASH: adminPasswordHash,
      // The sign-ins here test other things: the second factor has its own spec (admin-second-factor).
      SECOND_FACTOR: "none",
      SESSION_SECRET: "bench-dashboard-session-secret-0123456789",
      TRUSTED_PROXY_HOPS: "1",
    },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByLabel("관리자 이메일").fill(adminEmail);
    await page.getByLabel("비밀번호").fill(adminPassword);
    await page.getByRole("button", { name: "관리자 로그인" }).click();
    await page.getByTestId("daily-chart").waitFor({ timeout: 60_000 });
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");

    const first = await timed(`${server.url}/admin`, cookie);
    const total = /data-testid="daily-chart" data-total="(\d+)"/.exec(first.body)?.[1];
    const vitalsRows = (first.body.match(/data-page-type=/g) ?? []).length;
    const pages = [];
    for (let i = 0; i < RUNS; i++) pages.push((await timed(`${server.url}/admin`, cookie)).ms);
    const csv = [];
    for (let i = 0; i < 5; i++)
      csv.push((await timed(`${server.url}/admin/sources.csv?by=campaign&days=90`, cookie)).ms);
    pages.sort((a, b) => a - b);
    csv.sort((a, b) => a - b);
    const fmt = (ms) => `${ms.toFixed(0)} ms`;
    console.log(
      `dashboard shows ${Number(total).toLocaleString("en")} leads in 30 days and ${vitalsRows} p75 rows; first render ${fmt(first.ms)}`,
    );
    console.log("| request | runs | p50 | p90 | max |");
    console.log("|---|---|---|---|---|");
    console.log(
      `| GET /admin (signed in) | ${RUNS} | ${fmt(percentile(pages, 50))} | ${fmt(percentile(pages, 90))} | ${fmt(pages[pages.length - 1])} |`,
    );
    console.log(
      `| GET /admin/sources.csv?by=campaign&days=90 | 5 | ${fmt(percentile(csv, 50))} | ${fmt(percentile(csv, 90))} | ${fmt(csv[csv.length - 1])} |`,
    );
    const verdict = percentile(pages, 90) < TARGET_MS ? "within" : "OVER";
    console.log(`target: under ${TARGET_MS} ms — p90 ${verdict} the target`);
    if (verdict === "OVER") process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}
