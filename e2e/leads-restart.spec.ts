import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// Durability across a crash: the production server is killed (SIGKILL, no goodbye) while a lead
// is still pending in its SQLite file; a fresh server on the same file delivers it, exactly once.
// Own ports next to E2E_PORT: the app on +60, the stand-in form service on +52.

const base = Number(process.env.E2E_PORT ?? 3100);
const appUrl = `http://127.0.0.1:${base + 60}`;
const servicePort = base + 52;
const serviceUrl = `http://127.0.0.1:${servicePort}`;
const startScript = path.resolve("scripts/start.mjs");

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "server behaviour only");

const children: ChildProcess[] = [];

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function startService(mode: string): ChildProcess {
  const child = spawn(process.execPath, ["e2e/support/form-service.mjs", String(servicePort), mode], {
    stdio: "ignore",
  });
  children.push(child);
  return child;
}

async function startServer(dataDir: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [startScript, "-H", "127.0.0.1", "-p", String(base + 60)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      VISIT_TOKEN_SECRET: "leads-restart-visit-token-secret-0123456789",
      LEAD_RATE_LIMIT: "0",
      FORM_SERVICE_URL: "",
      ...env,
    },
    stdio: "ignore",
  });
  children.push(child);
  await until("the server", async () => ((await fetch(`${appUrl}/robots.txt`)).ok ? true : undefined));
  return child;
}

async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGKILL");
  await exited;
}

type Received = { body: { leadId?: string; name?: string } | null; answered: string };
async function deliveriesOf(id: string): Promise<Received[]> {
  const all = (await (await fetch(`${serviceUrl}/__received`)).json()) as Received[];
  return all.filter((r) => r.body?.leadId === id);
}

async function submit(name: string): Promise<string> {
  const res = await fetch(`${appUrl}/api/visit`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, phone: "010-8080-9090", consent: true }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test.afterAll(async () => {
  for (const child of children) await kill(child);
});

test("a lead left pending by a killed server is delivered by the next one, exactly once", async () => {
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "leads-restart-"));
  const service = startService("fail");
  await until("the stand-in", async () => ((await fetch(`${serviceUrl}/__received`)).ok ? true : undefined));
  const env = { FORM_SERVICE_URL: `${serviceUrl}/f/leads` };

  const first = await startServer(dataDir, env);
  const id = await submit("재시작 테스트");
  // The attempt right after the answer met a 503: the lead is pending in the file.
  await until("the first attempt", async () => ((await deliveriesOf(id)).length === 1 ? true : undefined));
  await kill(first);

  await fetch(`${serviceUrl}/__mode/ok`, { method: "POST" });
  const second = await startServer(dataDir, env);
  await until(
    "delivery after the restart",
    async () => ((await deliveriesOf(id)).some((r) => r.answered === "ok") ? true : undefined),
    60_000,
  );
  // Several drain passes later there is still exactly one accepted delivery.
  await new Promise((r) => setTimeout(r, 11_000));
  expect((await deliveriesOf(id)).map((r) => r.answered)).toEqual(["fail", "ok"]);

  // Another crash and restart: the delivered lead is never sent again.
  await kill(second);
  const third = await startServer(dataDir, env);
  await new Promise((r) => setTimeout(r, 11_000));
  expect((await deliveriesOf(id)).map((r) => r.answered)).toEqual(["fail", "ok"]);
  await kill(third);
  await kill(service);
});

test("leads kept without a destination are delivered once FORM_SERVICE_URL is configured", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "leads-nodest-"));
  const service = startService("ok");
  await until("the stand-in", async () => ((await fetch(`${serviceUrl}/__received`)).ok ? true : undefined));

  const first = await startServer(dataDir, {});
  const id = await submit("주소 없음");
  await new Promise((r) => setTimeout(r, 1_500));
  expect(await deliveriesOf(id)).toEqual([]);
  await kill(first);

  const second = await startServer(dataDir, { FORM_SERVICE_URL_VISIT: `${serviceUrl}/f/visit` });
  await until("delivery once configured", async () => ((await deliveriesOf(id)).length > 0 ? true : undefined), 30_000);
  expect((await deliveriesOf(id)).map((r) => r.answered)).toEqual(["ok"]);
  await kill(second);
  await kill(service);
});
