import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { axeViolations } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import { adminEmail, adminPassword, adminPasswordHash } from "./support/admin.mjs";
import { startSmtpSink, startWebhookSink, type SmtpSink, type WebhookSink } from "./support/alert-sinks";
import { e2eBackend, e2eEmulatorPort, openStores } from "./support/stores";
import { VARIANTS } from "../scripts/lib/variant-build.mjs";

// The marketer's dashboard on a server of its own (its own data folder, form service and alert
// stand-ins), so the counts it shows can be compared with its store: leads are sent through the
// real lead endpoints with UTM, referrer and landing page, then the charts, the source tables and
// their CSV are checked against its store (the SQLite file, or on the Firestore run its own project). Then a burst of rejected leads must reach the
// webhook and the SMTP stand-ins once, and "retry all failed" must bring one recovery message.

const base = Number(process.env.E2E_PORT ?? 3100);
const port = base + 73;
const appUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "dashboard-e2e-"));
// On the Firestore run, a project of its own on the run's emulator, served by the run's build (the
// Firestore one: PRESALE_STANDALONE_DIR, set by playwright.firestore.config.ts, comes with process.env).
const projectId = "demo-e2e-dashboard";
const backendEnv =
  e2eBackend === "firestore"
    ? {
        ...VARIANTS.firestore.env,
        FIREBASE_PROJECT_ID: projectId,
        FIRESTORE_EMULATOR_HOST: `127.0.0.1:${e2eEmulatorPort(base)}`,
      }
    : {};

let server: ChildProcess;
let output = "";
// The form-service stand-in in a process of its own (`node e2e/support/form-service.mjs <port>`).
const formServiceUrl = `http://127.0.0.1:${base + 74}`;
let formService: ChildProcess;
let webhook: WebhookSink;
let smtp: SmtpSink;

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "one project is enough: one server of its own");

test.beforeAll(async ({}, testInfo) => {
  // Hooks run in the skipped project too: its server would take the same ports at the same time.
  if (testInfo.project.use.isMobile) return;
  test.setTimeout(120_000);
  formService = spawn(process.execPath, [path.resolve("e2e/support/form-service.mjs"), String(base + 74)], {
    stdio: "ignore",
  });
  webhook = await startWebhookSink();
  smtp = await startSmtpSink();
  server = spawn(process.execPath, [path.resolve("scripts/start.mjs"), "-H", "127.0.0.1", "-p", String(port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD_HASH: adminPasswordHash,
      // The sign-ins here test other things: the second factor has its own spec (admin-second-factor).
      SECOND_FACTOR: "none",
      SESSION_SECRET: "dashboard-e2e-session-secret-0123456789",
      VISIT_TOKEN_SECRET: "dashboard-e2e-visit-token-secret-0123456789",
      FORM_SERVICE_URL: formServiceUrl,
      LEAD_RATE_LIMIT: "0",
      TRUSTED_PROXY_HOPS: "1",
      ALERT_WEBHOOK_URL: webhook.url,
      ALERT_SMTP_URL: smtp.url,
      ALERT_EMAIL_TO: "sales@example.com",
      ...backendEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  server.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the dashboard server exited: ${output}`);
    if (
      await fetch(`${appUrl}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`the dashboard server did not answer: ${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
  formService?.kill("SIGTERM");
  await Promise.all([webhook?.close(), smtp?.close()]);
});

type Seed = { form: "register" | "visit" | "inquiry"; name: string; landing?: string; page: string; referrer?: string };

async function sendLead(seed: Seed) {
  const fields =
    seed.form === "inquiry"
      ? { birthDate: "880512", message: "분양가 문의드립니다." }
      : seed.form === "visit"
        ? { message: "" }
        : {};
  const res = await fetch(`${appUrl}/api/${seed.form}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl },
    body: JSON.stringify({
      name: seed.name,
      phone: "010-2345-6789",
      consent: true,
      ...fields,
      _page: seed.page,
      _landing: seed.landing,
      _referrer: seed.referrer,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

const store = () => openStores({ dataDir, projectId });

async function signIn(page: Page) {
  await page.goto(`${appUrl}/admin`);
  await page.getByLabel("관리자 이메일").fill(adminEmail);
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "관리자 로그인" }).click();
  await expect(page.getByText(`${adminEmail} 님, 환영합니다.`)).toBeVisible();
}

async function download(page: Page, linkName: string): Promise<string> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: linkName }).click();
  const file = await downloading;
  return readFileSync((await file.path())!, "utf8");
}

test("signed out, /admin shows only the login form, is noindex, and the source CSV answers 401", async ({ page }) => {
  const res = await page.goto(`${appUrl}/admin`);
  expect(res!.status()).toBe(200);
  await expect(page.getByTestId("admin-login")).toBeVisible();
  await expect(page.getByTestId("daily-chart")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect((await fetch(`${appUrl}/admin/sources.csv?by=campaign`)).status).toBe(401);
});

test("charts add up to the store's counts, sources (and the phone taps from them) are grouped by UTM, referrer site and landing page, and the CSV matches", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const seeds: Seed[] = [
    {
      form: "register",
      name: "네이버일",
      landing: "/?utm_source=naver&utm_medium=cpc&utm_campaign=spring",
      page: "/Brand/intro",
      referrer: "https://m.search.naver.com/search.naver?query=x",
    },
    {
      form: "visit",
      name: "네이버이",
      landing: "/?utm_source=naver&utm_medium=cpc&utm_campaign=spring",
      page: "/",
      referrer: "https://search.naver.com/search.naver?query=y",
    },
    {
      form: "inquiry",
      name: "네이버삼",
      page: "/Promotion/Customer?utm_source=naver&utm_medium=cpc&utm_campaign=spring",
      referrer: "https://blog.naver.com/post/1",
    },
    {
      form: "register",
      name: "인스타일",
      landing: "/FloorPlan/videos?utm_source=instagram&utm_medium=social&utm_campaign=reels",
      page: "/",
      referrer: "https://l.instagram.com/?u=x",
    },
    { form: "visit", name: "구글일", page: "/", referrer: "https://www.google.co.kr/" },
    { form: "register", name: "직접일", page: "/" },
    { form: "register", name: "직접이", page: "/SalesInfo/guide" },
  ];
  for (const seed of seeds) await sendLead(seed);
  // Two taps on the phone link from the naver campaign's visit, one from a direct visit, as the page's beacon sends them.
  for (const tap of [
    {
      kind: "tel",
      landing: "/?utm_source=naver&utm_medium=cpc&utm_campaign=spring",
      referrer: "https://m.search.naver.com/search.naver?query=x",
    },
    {
      kind: "tel",
      landing: "/?utm_source=naver&utm_medium=cpc&utm_campaign=spring",
      referrer: "https://m.search.naver.com/search.naver?query=x",
    },
    { kind: "tel", landing: "/SalesInfo/guide" },
  ]) {
    const res = await fetch(`${appUrl}/api/contact-click`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: appUrl },
      body: JSON.stringify(tap),
    });
    expect(res.status).toBe(204);
  }

  const leads = await store().leads.list({ limit: 1000 });
  const total = leads.length;
  const byForm: Record<string, number> = {};
  for (const lead of leads) byForm[lead.form] = (byForm[lead.form] ?? 0) + 1;
  expect(total).toBe(seeds.length);

  await signIn(page);
  const daily = page.getByTestId("daily-chart");
  await expect(daily).toHaveAttribute("data-total", String(total));
  await expect(page.getByTestId("hourly-chart")).toHaveAttribute("data-total", String(total));
  // The screen-reader table holds the same numbers as the bars.
  const dayTotals = await page.getByTestId("daily-chart-table").locator("td[data-total]").allTextContents();
  expect(dayTotals.map(Number).reduce((a, b) => a + b, 0)).toBe(total);
  const bars = await daily
    .locator("g[data-count]")
    .evaluateAll((gs) => gs.map((g) => Number(g.getAttribute("data-count"))));
  expect(bars).toHaveLength(30);
  expect(bars.reduce((a, b) => a + b, 0)).toBe(total);
  await expect(page.getByTestId("daily-chart-summary")).toContainText(`최근 30일 동안 ${total}건이 접수되었습니다.`);
  for (const [form, label] of [
    ["register", "관심고객 등록"],
    ["visit", "방문 예약"],
    ["inquiry", "고객 문의"],
  ] as const) {
    await expect(daily.getByText(`${label} ${byForm[form] ?? 0}`)).toBeVisible();
  }

  const rows = (id: string) =>
    page
      .getByTestId(id)
      .locator("tbody tr")
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent?.trim() ?? "")));
  const campaign = await rows("sources-campaign");
  expect(campaign).toContainEqual(["naver", "cpc", "spring", "3", "42.9%", "2"]);
  expect(campaign).toContainEqual(["instagram", "social", "reels", "1", "14.3%", "0"]);
  expect(campaign).toContainEqual(["(없음)", "(없음)", "(없음)", "3", "42.9%", "1"]);
  expect(campaign).toHaveLength(3);
  expect((await rows("sources-referrer")).sort()).toEqual(
    [
      ["naver.com", "3", "42.9%", "2"],
      ["직접 방문 (direct)", "2", "28.6%", "1"],
      ["instagram.com", "1", "14.3%", "0"],
      ["google.com", "1", "14.3%", "0"],
    ].sort(),
  );
  // Two "/" landings kept by the browser, and two leads sent from "/" without one (the page stands in).
  expect((await rows("sources-landing")).sort()).toEqual(
    [
      ["/", "4", "57.1%", "2"],
      ["/FloorPlan/videos", "1", "14.3%", "0"],
      ["/Promotion/Customer", "1", "14.3%", "0"],
      ["/SalesInfo/guide", "1", "14.3%", "1"],
    ].sort(),
  );

  const csv = await download(page, "광고 캠페인 (UTM) CSV 내려받기");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split("\r\n");
  expect(lines[0]).toBe("utm_source,utm_medium,utm_campaign,건수,비율(%),전화 클릭,카카오톡 클릭");
  expect(lines).toContain("naver,cpc,spring,3,42.9,2,0");
  expect(lines).toContain("instagram,social,reels,1,14.3,0,0");
  expect(lines).toContain(",,,3,42.9,1,0");
  const referrerCsv = (await download(page, "유입 사이트 (referrer) CSV 내려받기")).slice(1).trim().split("\r\n");
  expect(referrerCsv.slice(1).sort()).toEqual([
    "direct,2,28.6,1,0",
    "google.com,1,14.3,0,0",
    "instagram.com,1,14.3,0,0",
    "naver.com,3,42.9,2,0",
  ]);

  await expect(page.getByTestId("alerts-setup")).toContainText("이메일, 웹훅(으)로 알립니다");
  expect(await axeViolations(page, { impacts: "all" })).toEqual([]);
});

test("a burst of rejected leads reaches the webhook and the SMTP stand-in once; retry all failed brings one recovery message", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const names = ["거절일", "거절이", "거절삼", "거절사"];
  for (const name of names) await fetch(`${formServiceUrl}/__reject/${encodeURIComponent(name)}`, { method: "POST" });
  await Promise.all(names.map((name) => sendLead({ form: "register", name, page: "/" })));

  // The form service answers 422: each lead is failed at once; the next drain pass (every 5 s) alerts,
  // once, with the failures it finds then. On a loaded machine a pass can fall between two of the four
  // posts (it once reported 2), so the count is 1 to 4, the same in both channels.
  await expect.poll(() => webhook.received.length, { timeout: 30_000 }).toBe(1);
  await expect.poll(() => smtp.messages.length, { timeout: 30_000 }).toBe(1);
  const reported = /상담 신청 ([1-4])건이 영업팀에 전달되지 못했습니다/.exec(webhook.received[0]!.text)?.[1];
  expect(reported, webhook.received[0]!.text).toBeDefined();
  expect(smtp.messages[0]!.subject).toContain(`상담 신청 ${reported}건이 영업팀에 전달되지 못했습니다`);
  // Two more drain passes: still one alert.
  await new Promise((r) => setTimeout(r, 11_000));
  expect(webhook.received).toHaveLength(1);
  expect(smtp.messages).toHaveLength(1);

  await signIn(page);
  const health = page.getByTestId("delivery-health");
  await expect(health.getByTestId("health-failed")).toContainText("4건");
  await expect(health.getByTestId("health-errors")).toContainText("관심고객 등록");
  // A fresh server: nothing on the 수신거부 list, and with one year's retention no consent can reach two years.
  const consents = page.getByTestId("consent-standing");
  await expect(consents).toContainText("수신거부 번호 0개");
  await expect(consents).toContainText("수신 동의를 다시 확인해야 하는 분은 생기지 않습니다");
  for (const name of names) await fetch(`${formServiceUrl}/__reject/${encodeURIComponent(name)}`, { method: "DELETE" });
  await health.getByRole("button", { name: /실패한 신청 모두 다시 보내기/ }).click();
  await expect(page.getByTestId("retried-notice")).toHaveText("실패한 신청 4건을 다시 전달 대기열에 넣었습니다.");

  await expect.poll(() => webhook.received.length, { timeout: 30_000 }).toBe(2);
  expect(webhook.received[1]!.text).toMatch(/전달 실패 신청이 모두 처리되었습니다/);
  await expect.poll(() => smtp.messages.length, { timeout: 30_000 }).toBe(2);
  expect((await store().leads.counts()).failed).toBe(0);
  await new Promise((r) => setTimeout(r, 6_000));
  expect(webhook.received).toHaveLength(2);
});

test("a real page posts its Web Vitals beacon after load, and it shows in the p75 table", async ({ page }) => {
  test.setTimeout(120_000);
  // The samples the store holds for the page type, over the last 7 days (what the p75 table reads).
  const samples = async () => {
    const rows = await store().vitals.histograms({
      from: new Date(Date.now() - 8 * 86_400_000),
      to: new Date(Date.now() + 86_400_000),
    });
    return rows
      .filter((r) => r.pageType === "content" && r.device === "desktop" && r.metric === "lcp")
      .reduce((sum, r) => sum + r.count, 0);
  };
  const before = await samples();
  let beacon: import("@playwright/test").Request | undefined;
  page.on("request", (r) => {
    if (r.url() === `${appUrl}/api/vitals` && r.method() === "POST") beacon ??= r;
  });
  // The beacon's code loads after the load event, on its own.
  await page.goto(`${appUrl}/Brand/intro`, { waitUntil: "networkidle" });
  // The first input makes LCP final: web-vitals hands it over and the beacon goes at once (INP
  // and CLS follow when the page is hidden or left). On a busy machine the code may still be
  // loading at the first click: click again until it has listened.
  await expect(async () => {
    if (!beacon) await page.mouse.click(5, 300);
    expect(beacon, "no beacon yet").toBeTruthy();
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000, 3_000] });
  const sent = beacon!;
  expect(sent.headers()["content-type"]).toBe("application/json");
  expect(sent.headers()["cookie"]).toBeUndefined();
  await expect.poll(samples, { timeout: 10_000 }).toBeGreaterThan(before);

  await signIn(page);
  const row = page.getByTestId("vitals-table").locator('tr[data-page-type="content"][data-device="desktop"]');
  await expect(row).toHaveCount(1);
  await expect(row.locator('td[data-metric="lcp"]')).toHaveText(/^\d[\d,]* ms/);
  await expect(row.locator("td[data-samples]")).toHaveText(String(await samples()));
  await expect(page.getByTestId("vitals-table")).toContainText("≤ 1,800 ms");
});
