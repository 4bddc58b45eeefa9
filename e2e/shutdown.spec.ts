import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startOwnServer, startStandIn, stopOwnServer, type OwnServer } from "./support/own-server";

// The production server (scripts/start.mjs) at SIGTERM, as a host stops it: a lead whose body is
// still arriving answers 201, no new connection is taken, the forward its after() started (to a
// slow form service) completes, the SQLite file is checkpointed, and the process exits 0 within
// 10 s. And GET /api/health before that. Own ports: the server on E2E_PORT + 82, the stand-in + 83.

const base = Number(process.env.E2E_PORT ?? 3100);
const SERVICE_DELAY_MS = 1_500;
const CRON_SECRET = "shutdown-spec-cron-secret-0123456789abcdef";

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "server behaviour only");

let service: Awaited<ReturnType<typeof startStandIn>>;
let server: OwnServer | undefined;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "shutdown-"));
  service = await startStandIn(base + 83, "ok", SERVICE_DELAY_MS);
  server = await startOwnServer(base + 82, {
    DATA_DIR: dataDir,
    FORM_SERVICE_URL: service.url,
    LEAD_RATE_LIMIT: "0",
    VISIT_TOKEN_SECRET: "shutdown-spec-visit-token-secret-0123456789",
    CRON_SECRET,
  });
});

test.afterAll(async () => {
  if (server) await stopOwnServer(server);
  if (service) await service.close();
});

test("GET /api/health: 200 and only ok for anyone; the backend, the build id and the oldest pending lead's age for the operator; never cached", async () => {
  const res = await fetch(`${server!.url}/api/health`);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(await res.json()).toEqual({ status: "ok" });
  // A wrong secret is anyone.
  const guess = await fetch(`${server!.url}/api/health`, { headers: { authorization: "Bearer not-the-secret" } });
  expect(await guess.json()).toEqual({ status: "ok" });
  const operator = await fetch(`${server!.url}/api/health`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
  expect(operator.status).toBe(200);
  expect(operator.headers.get("cache-control")).toBe("no-store");
  expect(await operator.json()).toEqual({
    status: "ok",
    backend: "sqlite",
    buildId: readFileSync(".next/standalone/.next/BUILD_ID", "utf8").trim(),
    oldestPendingLeadAgeSeconds: null,
  });
});

/** Connects and sends the headers and the first part of a lead post; the rest waits for `finish`. */
function slowLeadPost(url: string, body: string) {
  const split = Math.floor(body.length / 2);
  const bytes = Buffer.from(body);
  return new Promise<{ finish: () => Promise<{ status: number; body: string }> }>((resolve, reject) => {
    const req = http.request(`${url}/api/visit`, {
      method: "POST",
      agent: false,
      headers: { "content-type": "application/json", "content-length": String(bytes.length) },
    });
    const answered = new Promise<{ status: number; body: string }>((done, failed) => {
      req.on("response", (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => done({ status: res.statusCode ?? 0, body: text }));
      });
      req.on("error", failed);
    });
    req.on("error", reject);
    req.on("socket", (socket) =>
      socket.on("connect", () => {
        req.write(bytes.subarray(0, split), () =>
          resolve({ finish: () => (req.end(bytes.subarray(split)), answered) }),
        );
      }),
    );
  });
}

/** Whether a new connection to the server is refused now. */
function refused(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(`${url}/robots.txt`, { agent: false }, (res) => {
      res.resume();
      resolve(false);
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

test("at SIGTERM it finishes the request in flight and its after() work, refuses new connections, checkpoints SQLite and exits 0 within 10 s", async () => {
  test.setTimeout(60_000);
  const live = server!;
  const name = "종료검사";
  const slow = await slowLeadPost(
    live.url,
    JSON.stringify({ name, phone: "010-4455-6677", message: "종료 중에 도착한 신청", consent: true }),
  );
  // The request has reached the server (its body is not all there yet) before the signal.
  await new Promise((r) => setTimeout(r, 300));
  const signalled = Date.now();
  live.child.kill("SIGTERM");

  const deadline = Date.now() + 3_000;
  while (!(await refused(live.url))) {
    if (Date.now() > deadline) throw new Error("the server still took new connections 3 s after SIGTERM");
    await new Promise((r) => setTimeout(r, 50));
  }
  const answer = await slow.finish();
  expect(answer.status).toBe(201);
  const id = (JSON.parse(answer.body) as { id: string }).id;

  const { code, signal } = await live.exited;
  const tookMs = Date.now() - signalled;
  server = undefined;
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  expect(tookMs).toBeLessThan(10_000);
  // The forward after() started was waited for: the slow service answered it before the exit.
  const forwards = (await service.received()).filter((r) => r.body?.leadId === id);
  expect(forwards.map((r) => r.status)).toEqual([200]);
  expect(tookMs).toBeGreaterThanOrEqual(SERVICE_DELAY_MS);

  const file = path.join(dataDir, "site.db");
  expect(!existsSync(`${file}-wal`) || statSync(`${file}-wal`).size === 0).toBe(true);
  const db = new Database(file, { readonly: true });
  try {
    expect(db.prepare("SELECT status, name FROM leads WHERE id = ?").get(id)).toEqual({ status: "delivered", name });
  } finally {
    db.close();
  }
  const lines = live.lines.filter((l) => l.trim() !== "").map((l) => JSON.parse(l) as { message: string });
  expect(lines.some((l) => /\[server\] stopped in \d+ ms/.test(l.message))).toBe(true);
});
