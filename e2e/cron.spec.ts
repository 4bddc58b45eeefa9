import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { visitCalendar, visitSmsCopy } from "../lib/site/content/visit-booking";
import { personalDataRetention } from "../lib/site/retention";
import { marketingRules, privacyProcessors, privacyRecipients } from "../lib/privacy/processors";
import { startSolapiStandIn, type SolapiStandIn } from "../test-support/solapi-stand-in.mjs";
import { bookableDays } from "../lib/site/content/visit-calendar";
import { adminEmail, adminPassword, adminPasswordHash } from "./support/admin.mjs";

// Every scheduled job by the cron route alone: a production server of its own
// with BACKGROUND_JOBS=cron (no in-process timer), SMS through SOLAPI's SDK to a loopback
// stand-in (the server preloads e2e/support/solapi-preload.mjs), leads to the form-service
// stand-in. Old records are made by the site itself and then aged in its SQLite file, which is
// what the retention purges look at. Own ports: the app on E2E_PORT + 80, the form service on + 81.

const base = Number(process.env.E2E_PORT ?? 3100);
const appUrl = `http://127.0.0.1:${base + 80}`;
const servicePort = base + 81;
const serviceUrl = `http://127.0.0.1:${servicePort}`;
const CRON_SECRET = "cron-spec-secret-0123456789abcdef";
const credentials = { apiKey: "NCSCRONSPEC000001", apiSecret: "CRONSPECSECRET000000000000000001" };
const DAY = 86_400_000;

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "server behaviour only");

const children: ChildProcess[] = [];
let solapi: SolapiStandIn;
let dataDir: string;
let db: Database.Database;

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
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

type Received = { body: { leadId?: string } | null; answered: string };
const deliveriesOf = async (id: string) =>
  ((await (await fetch(`${serviceUrl}/__received`)).json()) as Received[])
    .filter((r) => r.body?.leadId === id)
    .map((r) => r.answered);
const smsTo = (phone: string) => solapi.received.filter((m) => m.to === phone);

type JobReport = {
  ok: boolean;
  jobs: Record<string, { status: string; counts?: Record<string, number>; nextAt?: string }>;
};
async function cron(query = "", route = "run", authorization = `Bearer ${CRON_SECRET}`) {
  const res = await fetch(`${appUrl}/api/cron/${route}${query}`, {
    method: "POST",
    headers: { authorization },
    signal: AbortSignal.timeout(60_000),
  });
  return {
    status: res.status,
    cacheControl: res.headers.get("cache-control"),
    body: (await res.json()) as JobReport & { message?: string },
  };
}

async function post(pathname: string, body: unknown) {
  const res = await fetch(`${appUrl}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status, pathname).toBe(201);
  return res.json();
}

// Bookable slots two days ahead and later: their reminders (10:00 the day before) are not due yet.
function slotsAhead(): string[] {
  return bookableDays(visitCalendar, new Date())
    .slice(2)
    .flatMap((d) => d.slots.filter((s) => s.bookable).map((s) => s.id));
}

let phones = 0;
const phone = () => `0105${String(process.pid % 1000).padStart(3, "0")}${String(++phones).padStart(4, "0")}`;

async function book(
  slot: string,
  name: string,
  smsConsent = true,
): Promise<{ id: string; phone: string; leadId: string }> {
  const number = phone();
  const created = (await post("/api/visit-booking", {
    slot,
    name,
    phone: number,
    partySize: 2,
    consent: true,
    smsConsent,
  })) as { booking: { id: string } };
  const leadId = db
    .prepare("SELECT lead_id FROM visit_bookings WHERE id = ?")
    .pluck()
    .get(created.booking.id) as string;
  return { id: created.booking.id, phone: number, leadId };
}

const count = (sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
const kstDay = (t: number) => Math.floor((t + 9 * 3_600_000) / DAY);

async function signIn(page: Page) {
  await page.goto(`${appUrl}/admin/leads`);
  await page.getByLabel("관리자 이메일").fill(adminEmail);
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "관리자 로그인" }).click();
  // The password check (scrypt) and the inbox's first render: slow on a busy machine.
  await expect(page.getByTestId("lead-table")).toBeVisible({ timeout: 30_000 });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  solapi = await startSolapiStandIn(credentials);
  const service = spawn(process.execPath, ["e2e/support/form-service.mjs", String(servicePort), "fail"], {
    stdio: "ignore",
  });
  children.push(service);
  await until("the form-service stand-in", async () =>
    (await fetch(`${serviceUrl}/__received`)).ok ? true : undefined,
  );
  dataDir = mkdtempSync(path.join(os.tmpdir(), "cron-spec-"));
  const server = spawn(
    process.execPath,
    [
      "--import",
      path.resolve("e2e/support/solapi-preload.mjs"),
      path.resolve("scripts/start.mjs"),
      "-H",
      "127.0.0.1",
      "-p",
      String(base + 80),
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        BACKGROUND_JOBS: "cron",
        CRON_SECRET,
        FORM_SERVICE_URL: `${serviceUrl}/f/leads`,
        SOLAPI_API_KEY: credentials.apiKey,
        SOLAPI_API_SECRET: credentials.apiSecret,
        SMS_SENDER_NUMBER: "1588-0926",
        SMS_VISIT_REMINDER: "true",
        // This spec is about the scheduled jobs: bookings are taken at once (the one-time code step,
        // whose SMS goes out right after the answer, is tested in lib/visits/verify.test.ts).
        VISIT_VERIFY_PHONE: "false",
        SOLAPI_STAND_IN_ORIGIN: solapi.origin,
        VISIT_TOKEN_SECRET: "cron-spec-visit-token-secret-0123456789",
        SESSION_SECRET: "cron-spec-session-secret-0123456789abcdef",
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD_HASH: adminPasswordHash,
        // The sign-ins here test other things: the second factor has its own spec (admin-second-factor).
        SECOND_FACTOR: "none",
        LEAD_RATE_LIMIT: "0",
        TRUSTED_PROXY_HOPS: "1",
      },
      stdio: "ignore",
    },
  );
  children.push(server);
  await until("the server", async () => ((await fetch(`${appUrl}/robots.txt`)).ok ? true : undefined), 90_000);
  db = new Database(path.join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
});

test.afterAll(async () => {
  db?.close();
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
  await solapi?.close();
});

const state: { lead?: string; fresh?: { id: string; phone: string; leadId: string } } = {};

test("nothing is forwarded or sent without a cron call; one call forwards, confirms and purges every kind of old record", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const slots = slotsAhead();
  // A lead whose first attempt (right after the answer) meets a 503: it waits for a later pass.
  const lead = (await post("/api/visit", { name: "크론대기고객", phone: phone(), consent: true })) as { id: string };
  state.lead = lead.id;
  await until("the first attempt", async () => ((await deliveriesOf(lead.id)).length === 1 ? true : undefined));
  const fresh = await book(slots[0]!, "크론예약고객");
  state.fresh = fresh;

  // Records past their periods, made by the site and then aged in its file.
  const old = await book(slots[1]!, "지난예약고객");
  // Its lead's first attempt has been recorded (a settle later would overwrite the aging below).
  await until("the old lead's first attempt", async () =>
    count("SELECT attempts FROM leads WHERE id = ?", old.leadId) === 1 ? true : undefined,
  );
  const longAgo = Date.now() - 400 * DAY;
  db.prepare("UPDATE visit_bookings SET consent_at = ? WHERE id = ?").run(longAgo, old.id);
  db.prepare("UPDATE leads SET consent_at = ?, status = 'delivered', next_attempt_at = NULL WHERE id = ?").run(
    longAgo,
    old.leadId,
  );
  db.prepare("UPDATE sms_outbox SET created_at = ?, status = 'sent' WHERE booking_id = ?").run(longAgo, old.id);
  const oldMessages = count("SELECT count(*) FROM sms_outbox WHERE booking_id = ?", old.id);
  expect(oldMessages).toBe(2);
  // A beacon (the vitals table), and a sign-in (the sessions table); then an old day and an expired session beside them.
  const beacon = await fetch(`${appUrl}/api/vitals`, {
    method: "POST",
    headers: { "content-type": "text/plain", origin: appUrl },
    body: JSON.stringify({ p: "/", d: "mobile", lcp: 1500 }),
  });
  expect(beacon.status).toBe(204);
  await signIn(page);
  const oldDay = kstDay(Date.now() - 100 * DAY);
  db.prepare(
    "INSERT INTO vitals_histogram (day, page_type, device, metric, bucket, n) VALUES (?, 'home', 'mobile', 'lcp', 10, 3)",
  ).run(oldDay);
  db.prepare("INSERT INTO admin_sessions (id, email, created_at, expires_at) VALUES ('expired-session', ?, ?, ?)").run(
    adminEmail,
    Date.now() - DAY,
    Date.now() - DAY + 8 * 3_600_000,
  );
  expect(count("SELECT count(*) FROM admin_sessions")).toBe(2);

  // No interval: well past the lead's retry time (5 s), nothing has gone out.
  await fetch(`${serviceUrl}/__mode/ok`, { method: "POST" });
  await new Promise((r) => setTimeout(r, 11_000));
  expect(await deliveriesOf(lead.id)).toEqual(["fail"]);
  expect(smsTo(fresh.phone)).toEqual([]);

  const first = await cron();
  expect(first.status).toBe(200);
  expect(first.cacheControl).toBe("no-store");
  expect(first.body.ok).toBe(true);
  expect(first.body.jobs.leads!.counts!.delivered).toBe(2);
  expect(first.body.jobs.sms).toMatchObject({ status: "ok", counts: { sent: 1 } });
  expect(first.body.jobs).toMatchObject({
    "purge-leads": { status: "ok", counts: { leads: 1 } },
    "purge-bookings": { status: "ok", counts: { bookings: 1 } },
    "purge-sms": { status: "ok", counts: { messages: oldMessages } },
    "purge-vitals": { status: "ok", counts: { rows: 1 } },
    "purge-sessions": { status: "ok", counts: { sessions: 1 } },
  });
  expect(await deliveriesOf(lead.id)).toEqual(["fail", "ok"]);
  expect(await deliveriesOf(fresh.leadId)).toEqual(["fail", "ok"]);
  // The booking's confirmation, to the number that booked, only now; its reminder waits for the day before.
  expect(smsTo(fresh.phone)).toHaveLength(1);
  expect(smsTo(fresh.phone)[0]!.text).toContain(visitSmsCopy.confirmationHeadline);
  expect(smsTo(fresh.phone)[0]!.text).toContain(fresh.id);
  expect(count("SELECT count(*) FROM sms_outbox WHERE id = ? AND status = 'pending'", `${fresh.id}:reminder`)).toBe(1);
  // Old records gone, the rest kept.
  expect(count("SELECT count(*) FROM visit_bookings WHERE id = ?", old.id)).toBe(0);
  expect(count("SELECT count(*) FROM leads WHERE id = ?", old.leadId)).toBe(0);
  expect(count("SELECT count(*) FROM sms_outbox WHERE booking_id = ?", old.id)).toBe(0);
  expect(count("SELECT count(*) FROM visit_bookings WHERE id = ?", fresh.id)).toBe(1);
  // (Pages the browser opened may send beacons of their own: only the days are compared.)
  expect(count("SELECT count(*) FROM vitals_histogram WHERE day = ?", oldDay)).toBe(0);
  expect(
    count("SELECT count(*) FROM vitals_histogram WHERE day = ? AND page_type = 'home'", kstDay(Date.now())),
  ).toBeGreaterThanOrEqual(1);
  expect(count("SELECT count(*) FROM admin_sessions WHERE id = 'expired-session'")).toBe(0);
  expect(count("SELECT count(*) FROM admin_sessions")).toBe(1);
  // The answer names no one.
  expect(JSON.stringify(first.body)).not.toMatch(/크론|지난예약|0105/);
});

test("a reminder whose time has come is sent by the next call; the purges wait for their hour in the store", async () => {
  const fresh = state.fresh!;
  // As if the day before the visit, 10:00 in Seoul, had come.
  db.prepare("UPDATE sms_outbox SET next_attempt_at = ?, retry_window_start = ? WHERE id = ?").run(
    Date.now() - 1_000,
    Date.now() - 1_000,
    `${fresh.id}:reminder`,
  );
  const olderDay = kstDay(Date.now() - 200 * DAY);
  db.prepare(
    "INSERT INTO vitals_histogram (day, page_type, device, metric, bucket, n) VALUES (?, 'other', 'desktop', 'cls', 2, 1)",
  ).run(olderDay);

  const second = await cron();
  expect(second.status).toBe(200);
  expect(second.body.jobs.sms).toMatchObject({ status: "ok", counts: { sent: 1 } });
  expect(smsTo(fresh.phone)).toHaveLength(2);
  expect(smsTo(fresh.phone)[1]!.text).toContain(visitSmsCopy.reminderHeadline);
  for (const name of [
    "purge-leads",
    "purge-bookings",
    "purge-sms",
    "purge-vitals",
    "purge-sessions",
    "purge-quota",
    "purge-access",
  ])
    expect(second.body.jobs[name]!.status).toBe("not-due");
  expect(count("SELECT count(*) FROM vitals_histogram WHERE day = ?", olderDay)).toBe(1);

  // Named in the call, a purge runs now; its old name is the same route.
  const named = await cron("?jobs=purge-vitals", "drain");
  expect(named.status).toBe(200);
  expect(Object.keys(named.body.jobs)).toEqual(["purge-vitals"]);
  expect(named.body.jobs["purge-vitals"]).toMatchObject({ status: "ok", counts: { rows: 1 } });
  expect(count("SELECT count(*) FROM vitals_histogram WHERE day = ?", olderDay)).toBe(0);
  // Nothing is sent twice.
  expect((await cron("?jobs=sms,leads")).body.jobs.sms).toMatchObject({ counts: { claimed: 0 } });
  expect(smsTo(fresh.phone)).toHaveLength(2);
  expect(await deliveriesOf(state.lead!)).toEqual(["fail", "ok"]);
});

test("the route refuses a wrong secret and an unknown job, and only answers POST", async () => {
  expect((await cron("", "run", "Bearer not-the-secret-0123456789")).status).toBe(401);
  expect((await cron("", "drain", "")).status).toBe(401);
  const bad = await cron("?jobs=sms,purge-all");
  expect(bad.status).toBe(400);
  expect(bad.body.message).toContain("알 수 없는 작업 이름입니다");
  expect((await fetch(`${appUrl}/api/cron/run`)).status).toBe(405);
});

test("an administrator's delete of a booking's lead erases the booking and its SMS records; nothing is sent for it", async ({
  page,
}) => {
  const erased = await book(slotsAhead()[2]!, "철회예약고객");
  expect(count("SELECT count(*) FROM sms_outbox WHERE booking_id = ?", erased.id)).toBe(2);
  await signIn(page);
  const row = page.getByTestId("lead-table").getByRole("row").filter({ hasText: "철회예약고객" });
  await row.getByRole("link", { name: "철회예약고객 님 신청 삭제" }).click();
  await expect(page.getByTestId("lead-delete-confirm")).toContainText(
    "방문예약과 예약 안내 문자 기록도 함께 지워집니다",
  );
  await page.getByTestId("lead-delete-confirm").getByRole("button", { name: "삭제하기" }).click();
  await expect(page.getByTestId("lead-deleted")).toHaveText(/신청 1건을 삭제했습니다/);
  expect(count("SELECT count(*) FROM leads WHERE id = ?", erased.leadId)).toBe(0);
  expect(count("SELECT count(*) FROM visit_bookings WHERE id = ?", erased.id)).toBe(0);
  expect(count("SELECT count(*) FROM sms_outbox WHERE booking_id = ?", erased.id)).toBe(0);
  await cron("?jobs=sms");
  expect(smsTo(erased.phone)).toEqual([]);
});

test("/privacy states each retention period from the table the purges use", async ({ page }) => {
  await page.goto(`${appUrl}/privacy`);
  await expect(page.getByTestId("privacy-retention").getByRole("listitem")).toHaveText(
    personalDataRetention.map((r) => `${r.label}: ${r.from}부터 ${r.years}년`),
  );
});

test("/privacy names the complex's recipients and the processors this deployment uses, and the rules for advertisements", async ({
  page,
}) => {
  await page.goto(`${appUrl}/privacy`);
  const recipients = privacyRecipients();
  if (recipients.length === 0) await expect(page.getByText("제3자에게 제공하지 않습니다")).toBeVisible();
  for (const r of recipients)
    for (const text of [r.name, r.purpose, r.items, r.retention])
      await expect(page.getByTestId("privacy-recipients")).toContainText(text);
  // The browser tests' server: SQLite, no Meta Conversions API, no alert webhook (e2e/support/serve.mjs).
  const processors = privacyProcessors({ dataBackend: "sqlite", metaCapi: false, alertWebhookWithPhone: null });
  await expect(page.getByTestId("privacy-processors").locator("tbody tr")).toHaveCount(processors.length);
  for (const p of processors) await expect(page.getByTestId("privacy-processors")).toContainText(p.name);
  await expect(page.getByTestId("privacy-processors")).toContainText("SOLAPI");
  await expect(page.getByTestId("privacy-marketing").getByRole("listitem")).toHaveText([...marketingRules]);
});
