// Fleet run (`npm run bench fleet`): what a deployment with several instances does, on this machine.
// Three production servers share one real Cloud Firestore emulator (one demo- project) and one
// form-service stand-in, as three App Hosting or Cloud Run instances share Firestore behind a load
// balancer. Four parts, each printed as rows of one table:
//
// 1. Leads: 600 lead posts spread over the three (30 in flight, each with its own Idempotency-Key);
//    after 300 of them one server is SIGKILLed and restarted. A post whose server did not answer goes
//    to the next server with the same key, as a load balancer retries. Then the cron route of every
//    server helps deliver (bounded wait). Accepted must equal delivered; a lead the service got twice
//    must carry the same Idempotency-Key both times (at-least-once across the kill, never two leads).
// 2. Bookings: ten rounds, each on a fresh slot with 10 places: 30 booking posts at once spread over
//    the three servers. Exactly 10 bookings a round, and every answer within the request deadline.
// 3. Views: 600 document requests for one article spread over the three: the article's stored count
//    (its field plus shards, read from Firestore) must rise by exactly 600.
// 4. Publishing: an article published on server A (signed in, in Chromium), and the time until the
//    press list of B and C shows it. No shared cache handler: each instance keeps its own ISR cache
//    of the list (revalidate 10 s), so the window is about 10 s plus one render.
//
// Loopback only, every wait bounded, everything stops by itself. Fails (exit code 1) when a
// guarantee above does not hold. Only when named: it builds on the standalone server and takes a few minutes.
import { randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { serveBuild } from "../lib/serve-build.mjs";
import { variantStandalone, VARIANTS } from "../lib/variant-build.mjs";
import { startFormService } from "../../e2e/support/form-service.mjs";
import { adminEmail, adminPassword, adminPasswordHash } from "../../e2e/support/admin.mjs";
import { startFirestoreEmulator } from "../../test-support/firestore-emulator.mjs";
import { percentile } from "../lib/percentile.mjs";

export const byNameOnly = true;

const BASE_PORT = Number(process.env.BENCH_FLEET_PORT ?? 3290);
const SERVERS = 3;
const LEADS = 600;
const LEAD_CONCURRENCY = 30;
const KILL_AFTER = 300;
const BOOKING_ROUNDS = 10;
const BOOKINGS_PER_ROUND = 30;
const VIEWS = 600;
const VIEW_CONCURRENCY = 20;
/** A visitor's request must be answered within this (lib/platform/runtime/deadline.ts REQUEST_DEADLINE_MS). */
const ANSWER_DEADLINE_MS = 10_000;
const REQUEST_TIMEOUT_MS = 20_000;
const DRAIN_WAIT_MS = 120_000;
const PUBLISH_WAIT_MS = 60_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `values` in any order; 0 when there are none. */
const percentileOf = (values, p) =>
  values.length === 0
    ? 0
    : percentile(
        [...values].sort((a, b) => a - b),
        p,
      );

/** A GET as a browser's navigation (undici's fetch says `Sec-Fetch-Mode: cors`, which the proxy does not count). */
function navigate(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      {
        headers: { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", accept: "text/html" },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
  });
}

export default async function run() {
  const runId = randomBytes(4).toString("hex");
  const projectId = `demo-fleet-${runId}`;
  const cronSecret = randomBytes(24).toString("base64url");
  const failures = [];
  const rows = [];

  const emulator = await startFirestoreEmulator();
  const service = await startFormService({ port: BASE_PORT + 9 });
  const env = {
    ...VARIANTS.firestore.env,
    FIREBASE_PROJECT_ID: projectId,
    FIRESTORE_EMULATOR_HOST: emulator.host,
    FORM_SERVICE_URL: service.url,
    LEAD_RATE_LIMIT: "0",
    TRUSTED_PROXY_HOPS: "1",
    CRON_SECRET: cronSecret,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD_HASH: adminPasswordHash,
    // The sign-ins here test other things: the second factor has its own spec (admin-second-factor).
    SECOND_FACTOR: "none",
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    VISIT_TOKEN_SECRET: randomBytes(32).toString("base64url"),
  };
  const logDir = mkdtempSync(path.join(os.tmpdir(), "presale-fleet-"));
  // Each server runs its own copy of the standalone output (hard links; the page cache it writes is
  // its own), as instances have their own disks: a publish must reach the others through Firestore
  // and their own revalidation, never through a shared folder. Copies of the Firestore build
  // (`npm run build:firestore`): DATA_BACKEND is a build-time setting.
  const standalone = variantStandalone("firestore");
  const copies = Array.from({ length: SERVERS }, (_, i) => {
    const dir = path.join(logDir, `standalone-${i}`);
    execFileSync("cp", ["-al", standalone, dir]);
    rmSync(path.join(dir, ".next/server/route-cache"), { recursive: true, force: true });
    return dir;
  });
  const start = (i) =>
    serveBuild({
      port: BASE_PORT + i,
      env: { ...env, PRESALE_STANDALONE_DIR: copies[i] },
      dataDir: path.join(logDir, `server-${i}`),
      logFile: path.join(logDir, `server-${i}.log`),
    });
  const servers = [];
  for (let i = 0; i < SERVERS; i++) servers.push(await start(i));
  const urls = servers.map((s) => s.url);
  console.log(`  3 servers on ${urls.join(", ")}; Firestore emulator ${emulator.host}; logs in ${logDir}`);

  const { initializeApp, cert } = await import("firebase-admin/app");
  const { getFirestore } = await import("firebase-admin/firestore");
  const { privateKey } = (await import("node:crypto")).generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  const app = initializeApp(
    {
      projectId,
      credential: cert({ projectId, clientEmail: `bench@${projectId}.iam.gserviceaccount.com`, privateKey }),
    },
    `fleet-${runId}`,
  );
  const db = getFirestore(app);

  try {
    // 1. Leads, with one server killed and restarted in the middle.
    {
      const accepted = new Map();
      const latencies = [];
      let fiveHundreds = 0;
      let retriedElsewhere = 0;
      let next = 0;
      let restartMs = 0;
      let killing = null;
      const post = async (n) => {
        const key = `fleet-${runId}-${n}`;
        const body = JSON.stringify({ name: `함대${n}`, phone: "010-1234-5678", consent: true, message: `fleet ${n}` });
        for (let attempt = 0; attempt < SERVERS * 20; attempt++) {
          const url = urls[(n + attempt) % SERVERS];
          const t0 = Date.now();
          try {
            const res = await fetch(`${url}/api/visit`, {
              method: "POST",
              headers: { "content-type": "application/json", origin: url, "idempotency-key": key },
              body,
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            });
            const text = await res.text();
            latencies.push(Date.now() - t0);
            if (res.status === 201) accepted.set(key, JSON.parse(text).id);
            else if (res.status >= 500) fiveHundreds += 1;
            return;
          } catch {
            retriedElsewhere += 1;
            await sleep(100);
          }
        }
      };
      await Promise.all(
        Array.from({ length: LEAD_CONCURRENCY }, async () => {
          for (;;) {
            const n = next++;
            if (n >= LEADS) return;
            if (n === KILL_AFTER) {
              killing = (async () => {
                const victim = servers[1];
                const gone = new Promise((r) => victim.child.once("exit", r));
                victim.child.kill("SIGKILL");
                await gone;
                const t = Date.now();
                servers[1] = await start(1);
                restartMs = Date.now() - t;
              })();
            }
            await post(n);
          }
        }),
      );
      await killing;
      const drainStart = Date.now();
      const ids = [...accepted.values()];
      const allDelivered = () => {
        const delivered = service.deliveredCountsById();
        return ids.every((id) => delivered.has(id));
      };
      while (!allDelivered() && Date.now() - drainStart < DRAIN_WAIT_MS) {
        await Promise.all(
          urls.map((url) =>
            fetch(`${url}/api/cron/drain`, {
              method: "POST",
              headers: { authorization: `Bearer ${cronSecret}` },
              signal: AbortSignal.timeout(60_000),
            }).catch(() => null),
          ),
        );
        await sleep(500);
      }
      const delivered = service.deliveredCountsById();
      const lost = ids.filter((id) => !delivered.has(id)).length;
      const twice = [...delivered].filter(([, n]) => n > 1).map(([id]) => id);
      const keysOf = (id) =>
        new Set(service.received.filter((r) => r.body?.leadId === id).map((r) => r.headers["idempotency-key"]));
      const twiceWithOtherKey = twice.filter((id) => keysOf(id).size !== 1).length;
      const otherLeadsDelivered = [...delivered.keys()].filter((id) => !ids.includes(id)).length;
      rows.push(
        ["leads posted", LEADS],
        ["accepted (201)", accepted.size],
        ["delivered", ids.length - lost],
        ["lost (accepted, never delivered)", lost],
      );
      rows.push(
        ["delivered twice (same Idempotency-Key, across the kill)", twice.length - twiceWithOtherKey],
        ["delivered twice under another key", twiceWithOtherKey],
      );
      rows.push(
        ["leads the service got that no post was told about", otherLeadsDelivered],
        ["5xx answers", fiveHundreds],
        ["posts sent to the next server after no answer", retriedElsewhere],
      );
      rows.push([
        "lead answer p50 / p99 / max (ms)",
        `${percentileOf(latencies, 50)} / ${percentileOf(latencies, 99)} / ${Math.max(...latencies)}`,
      ]);
      rows.push(
        ["killed server back after (ms)", restartMs],
        ["all delivered after the load (s)", ((Date.now() - drainStart) / 1000).toFixed(1)],
      );
      if (accepted.size !== LEADS) failures.push(`${LEADS - accepted.size} lead posts were not accepted`);
      if (lost > 0) failures.push(`${lost} accepted leads were never delivered`);
      if (twiceWithOtherKey > 0) failures.push(`${twiceWithOtherKey} leads were delivered twice under different keys`);
      if (fiveHundreds > 0) failures.push(`${fiveHundreds} lead posts answered 5xx`);
    }

    // 2. Bookings: ten rounds of 30 at once for a fresh slot of 10 places.
    {
      const page = await (await fetch(`${urls[0]}/Promotion/Visit`)).text();
      const days = [...new Set([...page.matchAll(/\?day=(\d{4}-\d{2}-\d{2})/g)].map((m) => m[1]))];
      const slots = [];
      for (const day of days) {
        if (slots.length >= BOOKING_ROUNDS) break;
        const html = await (await fetch(`${urls[0]}/Promotion/Visit?day=${day}`)).text();
        for (const m of html.matchAll(/<input[^>]*name="slot"[^>]*>/g)) {
          const value = /value="([^"]+)"/.exec(m[0])?.[1];
          if (value && !/disabled/.test(m[0]) && slots.length < BOOKING_ROUNDS) slots.push(value);
        }
      }
      if (slots.length < BOOKING_ROUNDS)
        failures.push(`only ${slots.length} bookable slots found for ${BOOKING_ROUNDS} rounds`);
      const perRound = [];
      let slowest = 0;
      let other = 0;
      for (const [round, slot] of slots.entries()) {
        const answers = await Promise.all(
          Array.from({ length: BOOKINGS_PER_ROUND }, async (_, i) => {
            const url = urls[i % SERVERS];
            const t0 = Date.now();
            try {
              const res = await fetch(`${url}/api/visit-booking`, {
                method: "POST",
                // 30 visitors, 30 addresses (as the front end appends them): the per-address limit
                // counts each apart, as it does for real visitors.
                headers: {
                  "content-type": "application/json",
                  origin: url,
                  "x-forwarded-for": `198.51.${round}.${i + 1}`,
                },
                body: JSON.stringify({
                  slot,
                  name: `예약${round}-${i}`,
                  phone: `010-7${String(round).padStart(3, "0")}-${String(1000 + i)}`,
                  partySize: 1,
                  consent: true,
                }),
                signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
              });
              await res.text();
              return { status: res.status, ms: Date.now() - t0 };
            } catch {
              return { status: 0, ms: Date.now() - t0 };
            }
          }),
        );
        const booked = answers.filter((a) => a.status === 201).length;
        const full = answers.filter((a) => a.status === 409).length;
        const max = Math.max(...answers.map((a) => a.ms));
        slowest = Math.max(slowest, max);
        other += answers.length - booked - full;
        perRound.push(`${booked}`);
        if (booked !== 10)
          failures.push(
            `booking round ${round + 1} (${slot}): ${booked} booked, not 10 (answers ${answers.map((a) => a.status).join(",")})`,
          );
        if (max > ANSWER_DEADLINE_MS) failures.push(`booking round ${round + 1}: an answer took ${max} ms`);
      }
      rows.push(
        ["bookings per round (10 places, 30 at once)", perRound.join(" ")],
        ["booking answers other than 201/409", other],
        ["slowest booking answer (ms)", slowest],
      );
    }

    // 3. Views of one article spread over the servers.
    {
      const sitemap = await (await fetch(`${urls[0]}/sitemap.xml`)).text();
      const match = /<loc>[^<]*\/([^/<]+)\/press\/([^/<]+)<\/loc>/.exec(sitemap);
      if (!match) throw new Error("no article in the sitemap");
      const [, site, id] = match;
      const stored = async () => {
        const ref = db.collection("press").doc(decodeURIComponent(id));
        const own = Number((await ref.get()).get("views") ?? 0);
        const shards = await ref.collection("viewShards").get();
        return own + shards.docs.reduce((sum, d) => sum + Number(d.get("count") ?? 0), 0);
      };
      const before = await stored();
      let next = 0;
      let notOk = 0;
      await Promise.all(
        Array.from({ length: VIEW_CONCURRENCY }, async () => {
          for (;;) {
            const n = next++;
            if (n >= VIEWS) return;
            const status = await navigate(`${urls[n % SERVERS]}/${site}/press/${id}`).catch(() => 0);
            if (status !== 200) notOk += 1;
          }
        }),
      );
      let after = await stored();
      for (let i = 0; i < 40 && after - before < VIEWS; i++) {
        await sleep(250);
        after = await stored();
      }
      rows.push(["article requests (200)", VIEWS - notOk], ["views stored", after - before]);
      if (after - before !== VIEWS - notOk)
        failures.push(`${VIEWS - notOk} article requests stored ${after - before} views`);
    }

    // 4. Published on A, seen on B and C.
    {
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
        const sitemap = await (await fetch(`${urls[0]}/sitemap.xml`)).text();
        const list = new URL(/<loc>([^<]*\/press)<\/loc>/.exec(sitemap)[1]).pathname;
        // Warm the lists' caches first, as a live site's would be.
        for (const url of urls) await fetch(`${url}${list}`).then((r) => r.text());
        const page = await browser.newPage();
        await page.goto(`${urls[0]}${list}`);
        await page.getByLabel("관리자 이메일").fill(adminEmail);
        await page.getByLabel("비밀번호").fill(adminPassword);
        await page.getByRole("button", { name: "관리자 로그인" }).click();
        await page.getByText(`${adminEmail} 님, 환영합니다.`).waitFor({ timeout: 30_000 });
        const title = `함대 발행 ${runId}`;
        const form = page.getByTestId("press-write-form");
        await form.getByRole("textbox", { name: /^제목/ }).fill(title);
        await form.getByRole("textbox", { name: /^요약/ }).fill("여러 서버에서 보이는지 확인합니다.");
        await form.getByRole("textbox", { name: /^본문/ }).fill("본문");
        await form.getByRole("button", { name: "등록" }).click();
        await form.getByTestId("press-write-result").waitFor({ timeout: 30_000 });
        const published = Date.now();
        const seen = [];
        for (const url of urls) {
          let ms = null;
          while (Date.now() - published < PUBLISH_WAIT_MS) {
            const html = await (await fetch(`${url}${list}`)).text();
            if (html.includes(title)) {
              ms = Date.now() - published;
              break;
            }
            await sleep(250);
          }
          seen.push(ms);
        }
        rows.push([
          "published on A: on the list of A / B / C after (ms)",
          seen.map((ms) => (ms === null ? "never" : ms)).join(" / "),
        ]);
        if (seen.some((ms) => ms === null))
          failures.push(`the published article did not show on every server within ${PUBLISH_WAIT_MS / 1000} s`);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await service.close();
    const { deleteApp } = await import("firebase-admin/app");
    await deleteApp(app);
    await emulator.stop();
  }

  console.log("\n| | |\n| --- | --- |");
  for (const [label, value] of rows) console.log(`| ${label} | ${value} |`);
  if (failures.length > 0) {
    console.log(`\nFAILED:\n${failures.map((f) => `- ${f}`).join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log("\nEvery guarantee held.");
  }
}
