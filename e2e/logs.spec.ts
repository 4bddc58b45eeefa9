import { expect, test } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { adminEmail, adminPasswordHash } from "./support/admin.mjs";
import { startOwnServer, startStandIn, stopOwnServer, type OwnServer } from "./support/own-server";

// In production every line the server writes is one JSON object (Cloud Logging's `severity` and
// `message`, the request's id and trace), and no line carries a visitor's name, phone number or
// email, whatever happens: leads of every form, a visit booking, a wrong administrator password and
// a form service that refuses every lead (so errors are logged, with their stacks). The server is
// its own (scripts/start.mjs on E2E_PORT + 84, the stand-in form service on + 85), its output kept.

const base = Number(process.env.E2E_PORT ?? 3100);
const PROJECT = "demo-logs";
const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "server behaviour only");

// What the visitors type: distinctive, so a leak can't hide among other text.
const visitor = {
  register: { name: "로그검사가입", phone: "010-7319-4682", email: "log-probe-register@example.com" },
  visit: { name: "로그검사방문", phone: "01084265173" },
  inquiry: { name: "로그검사문의", phone: "010 5528 9107", message: "로그검사 문의 내용입니다" },
  booking: { name: "로그검사예약", phone: "010 6637 2041" },
};
const adminTry = { email: "log-probe-admin@example.com", password: "log-probe-password-0123" };

/** Every spelling of a phone number a line might carry, and its digits. */
function spellings(phone: string): string[] {
  const digits = phone.replace(/\D/g, "");
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, -4), digits.slice(-4)];
  return [
    digits,
    `${a}-${b}-${c}`,
    `${a} ${b} ${c}`,
    `${a}.${b}.${c}`,
    `+82${digits.slice(1)}`,
    `+82-${a.slice(1)}-${b}-${c}`,
    `${b}${c}`,
    `${b}-${c}`,
  ];
}

let service: Awaited<ReturnType<typeof startStandIn>>;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  service = await startStandIn(base + 85, "reject");
  server = await startOwnServer(base + 84, {
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "logs-")),
    FORM_SERVICE_URL: service.url,
    LEAD_RATE_LIMIT: "0",
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD_HASH: adminPasswordHash,
    // The sign-ins here test other things: the second factor has its own spec (admin-second-factor).
    SECOND_FACTOR: "none",
    SESSION_SECRET: "logs-spec-session-secret-0123456789abcdef",
    VISIT_TOKEN_SECRET: "logs-spec-visit-token-secret-0123456789",
    FIREBASE_PROJECT_ID: PROJECT,
  });
});

test.afterAll(async () => {
  if (server) await stopOwnServer(server);
  if (service) await service.close();
});

async function post(pathname: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function until(what: string, probe: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${server.lines.join("\n")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test("every line is a JSON object for Cloud Logging, and none carries a visitor's name, phone number or email", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ids: string[] = [];
  const register = await post(
    "/api/register",
    { ...visitor.register, consent: true },
    { "x-cloud-trace-context": `${TRACE}/7;o=1` },
  );
  expect(register.status).toBe(201);
  ids.push(String(register.body.id));
  for (const [form, fields] of [
    ["visit", visitor.visit],
    ["inquiry", { ...visitor.inquiry, birthDate: "900101" }],
  ] as const) {
    const res = await post(`/api/${form}`, { ...fields, consent: true });
    expect(res.status, form).toBe(201);
    ids.push(String(res.body.id));
  }

  // A visit booking on the last day the page offers.
  const visitPage = await (await fetch(`${server.url}/Promotion/Visit`)).text();
  const day = [...visitPage.matchAll(/day=(\d{4}-\d{2}-\d{2})/g)]
    .map((m) => m[1]!)
    .sort()
    .at(-1)!;
  const slot = /data-slot="([^"]+)"/.exec(await (await fetch(`${server.url}/Promotion/Visit?day=${day}`)).text())![1]!;
  const booking = await post("/api/visit-booking", {
    ...visitor.booking,
    slot,
    partySize: 2,
    consent: true,
    smsConsent: false,
  });
  expect(booking.status).toBe(201);

  // A wrong administrator password, through the sign-in form.
  await page.goto(`${server.url}/admin/leads`);
  await page.getByLabel("관리자 이메일").fill(adminTry.email);
  await page.getByLabel("비밀번호").fill(adminTry.password);
  await page.getByRole("button", { name: "관리자 로그인" }).click();
  // The password check is scrypt: seconds on a busy machine.
  await expect(page.getByText(/로그인 실패/)).toBeVisible({ timeout: 30_000 });

  // The form service refused every lead (422): each refusal is logged as an error.
  await until(
    "the refusals of all four leads",
    () => server.lines.filter((l) => l.includes("form service answered HTTP 422")).length >= 4,
  );
  expect((await service.received()).length).toBeGreaterThanOrEqual(4);
  await until("the failed sign-in", () => server.lines.some((l) => l.includes("Failed administrator sign-in")));
  const stopped = await stopOwnServer(server);
  expect(stopped.code).toBe(0);

  const lines = server.lines.filter((l) => l.trim() !== "");
  expect(lines.length).toBeGreaterThan(8);
  const entries = lines.map((line) => {
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      throw new Error(`not a JSON line: ${line}`);
    }
    expect(entry, line).toMatchObject({
      severity: expect.stringMatching(/^(DEBUG|INFO|WARNING|ERROR)$/),
      message: expect.any(String),
      time: expect.any(String),
    });
    return entry as Record<string, unknown>;
  });

  // Lines written while a request ran carry its id; behind Google's front end, its trace.
  const refusal = entries.find((e) => String(e.message).includes(`lead ${ids[0]} (register) failed`));
  expect(refusal).toMatchObject({
    severity: "ERROR",
    requestId: TRACE,
    "logging.googleapis.com/trace": `projects/${PROJECT}/traces/${TRACE}`,
  });
  const signIn = entries.find((e) => String(e.message).includes("Failed administrator sign-in"));
  expect(signIn).toMatchObject({ severity: "WARNING", requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
  expect(entries.find((e) => String(e.message).includes("[server] stopped"))).toBeDefined();

  const secrets = [
    ...Object.values(visitor).flatMap((v) => [
      v.name,
      ...spellings(v.phone),
      ...("email" in v ? [v.email] : []),
      ...("message" in v ? [v.message] : []),
    ]),
    adminTry.email,
    adminTry.password,
  ];
  const leaks = lines.flatMap((line) => secrets.filter((s) => line.includes(s)).map((s) => `${s} in ${line}`));
  const digitLeaks = lines.flatMap((line) => {
    const digits = line.replace(/\D/g, "");
    return Object.values(visitor)
      .map((v) => v.phone.replace(/\D/g, ""))
      .filter((phone) => digits.includes(phone) || digits.includes(phone.slice(1)))
      .map((phone) => `${phone} in ${line}`);
  });
  expect([...leaks, ...digitLeaks]).toEqual([]);
});
