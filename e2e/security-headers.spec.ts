import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { complex, sitePages, unitTypes } from "../lib/site/content";
import { leadCopy } from "../lib/site/content/leads";
import { adminEmail, adminPassword } from "./support/admin.mjs";
import { ASSET_POLICY } from "../lib/platform/http/security-headers.mjs";

// Issue 11, items 4, 5, 8 and 9 against the production build:
// - every kind of response carries the content security policy, and HSTS never on plain http;
// - the browser reports no policy violation on the pages that load the most (home, a floor plan,
//   the press list and an article, the admin inbox with a sign-in, the lead popup, the videos);
// - `npm start` (scripts/start.mjs) with TRUSTED_PROXY_HOPS=0 keys the lead rate limit on the TCP
//   peer, so a rotating forged X-Forwarded-For does not escape it; without NODE_ENV it runs as
//   production and refuses weak settings.
// Own ports next to E2E_PORT: the extra servers on +70 and +71.

const base = Number(process.env.E2E_PORT ?? 3100);
const site = complex.sites[0]!;
const PRESS = sitePages.press(site).path;
const FLOOR_PLAN = `/FloorPlan/${unitTypes[0]!.slug}`;

/** A client address of our own (the main test server trusts one proxy: the tests). */
const ownAddress = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

function expectPolicy(policy: string | undefined, where: string, objectSrc = "'none'") {
  expect(policy, `${where}: Content-Security-Policy`).toBeTruthy();
  const directives = new Map(
    policy!
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
  expect(directives.get("default-src"), where).toEqual(["'self'"]);
  expect(directives.get("object-src"), where).toEqual([objectSrc]);
  expect(directives.get("base-uri"), where).toEqual(["'self'"]);
  expect(directives.get("form-action"), where).toEqual(["'self'"]);
  expect(directives.get("frame-ancestors"), where).toEqual(["'self'"]);
  expect(directives.get("script-src"), where).not.toContain("'unsafe-eval'");
  expect(directives.get("script-src-attr"), where).toEqual(["'none'"]);
  return directives;
}

test.describe("headers", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour only");

  test("every kind of response carries the content security policy; no HSTS on http://127.0.0.1", async ({
    request,
  }) => {
    const list = await request.get(PRESS);
    const article = /href="(\/[^"]+\/press\/[^"/?#]+)"/.exec(await list.text())?.[1];
    expect(article, "an article link on the press list").toBeTruthy();
    const font = /data-font-css="(\/fonts\/[^"]+)"/.exec(await (await request.get("/")).text())?.[1];
    const responses: [string, () => ReturnType<typeof request.get>][] = [
      ["home (prerendered)", () => request.get("/")],
      ["floor plan (prerendered)", () => request.get(FLOOR_PLAN)],
      ["video page", () => request.get("/FloorPlan/videos")],
      ["press list (dynamic)", () => request.get(PRESS)],
      ["press article", () => request.get(article!)],
      ["admin inbox", () => request.get("/admin/leads")],
      ["not found", () => request.get("/no-such-page")],
      ["lead API (405)", () => request.get("/api/visit")],
      ["lead API (422)", () => request.post("/api/visit", { data: {} })],
      ["robots.txt", () => request.get("/robots.txt")],
      ["sitemap.xml", () => request.get("/sitemap.xml")],
    ];
    for (const [where, fetchIt] of responses) {
      const res = await fetchIt();
      expect(res.status(), where).toBeLessThan(500);
      expectPolicy(res.headers()["content-security-policy"], where);
      expect(res.headers()["strict-transport-security"], `${where}: no HSTS over plain http`).toBeUndefined();
    }
    // Build assets (scripts, stylesheets, fonts, the icon) are never shown as a page: the strictest short policy.
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await (await request.get("/")).text())?.[1];
    expect(font, "a font stylesheet linked from the home page").toBeTruthy();
    expect(script, "a script of the home page").toBeTruthy();
    // The site icon too: every page links it, and it is a file, never a page.
    const icon = /<link rel="icon" href="([^"]+)"/.exec(await (await request.get("/")).text())?.[1];
    expect(icon, "the site icon linked from the home page").toBeTruthy();
    for (const asset of [font!, script!, icon!]) {
      const res = await request.get(asset);
      expect(res.status(), asset).toBe(200);
      expect(res.headers()["content-security-policy"], asset).toBe(ASSET_POLICY);
      expect(res.headers()["x-content-type-options"], asset).toBe("nosniff");
    }
    // A PDF of ours may show in Chrome's viewer (an <embed> of the file itself): object-src 'self'.
    const pdf = await request.get("/docs/recruitment-notice-sample.pdf");
    expectPolicy(pdf.headers()["content-security-policy"], "PDF document", "'self'");
    // The image optimiser answers with Next's own, stricter policy for image bytes.
    const image = await request.get(`/_next/image?url=${encodeURIComponent("/og-image.png")}&w=640&q=75`);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-security-policy"]).toMatch(/script-src 'none'.*sandbox/);
  });
});

/** Records every CSP violation the page (and its frames' parent) reports, as events and console errors. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) fromConsole.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
  });
}

test.describe("no policy violations in the browser", () => {
  test("home, a floor plan, the videos, the press list and an article", async ({ page }) => {
    const violations = await watchViolations(page);
    for (const path of ["/", FLOOR_PLAN, "/FloorPlan/videos", "/Brand/video", PRESS]) {
      await page.goto(path, { waitUntil: "load" });
      await scrollThrough(page);
      expect(await violations(), path).toEqual([]);
    }
    // a client-side navigation keeps the first document's policy
    await page.goto("/", { waitUntil: "load" });
    await page.goto(PRESS, { waitUntil: "load" });
    const article = page.locator(`a[href^="${PRESS}/"]`).first();
    await article.click();
    await page.waitForURL(new RegExp(`${PRESS}/[^/]+$`));
    await page.waitForLoadState("load");
    expect(await violations()).toEqual([]);
  });

  test("the lead popup is sent, and the admin inbox signs in", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
    const violations = await watchViolations(page);
    await page.goto("/Brand/intro", { waitUntil: "load" });
    await page.getByTestId("site-footer").getByRole("button", { name: "관심고객 등록" }).click();
    const dialog = page.getByRole("dialog", { name: leadCopy.popup.title });
    await dialog.getByLabel(leadCopy.fields.name.label).fill("정책점검");
    await dialog.getByLabel(leadCopy.fields.phone.label).fill("010-2468-1357");
    await dialog.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
    await dialog.getByRole("button", { name: leadCopy.popup.submit }).click();
    await expect(dialog.getByRole("status")).toHaveText(leadCopy.popupResult.success);
    expect(await violations(), "lead popup").toEqual([]);

    await page.goto("/admin/leads", { waitUntil: "load" });
    await page.getByLabel("관리자 이메일").fill(adminEmail);
    await page.getByLabel("비밀번호").fill(adminPassword);
    await page.getByRole("button", { name: "관리자 로그인" }).click();
    await expect(page.getByText(`${adminEmail} 님, 환영합니다.`)).toBeVisible();
    await expect(page.getByTestId("lead-table")).toBeVisible();
    expect(await violations(), "admin inbox").toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// `npm start` itself: a server of its own (TRUSTED_PROXY_HOPS=0, a low lead limit, Firebase sign-in
// against an emulator address nobody listens on), and start attempts that must be refused.

const children: ChildProcess[] = [];
test.afterAll(async () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
});

/** Starts scripts/start.mjs with exactly `env` on top of PATH and HOME (no NODE_ENV unless given). */
function startScript(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.resolve("scripts/start.mjs"), "-H", "127.0.0.1", "-p", String(port)], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "edge-e2e-")),
      ...env,
    } as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  return { child, exited, output: () => output };
}

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test.describe("npm start", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(({ isMobile }) => isMobile, "server behaviour only");

  test("no trusted proxy: a rotating forged X-Forwarded-For (or peer header) does not escape the lead rate limit", async () => {
    test.setTimeout(120_000);
    const port = base + 70;
    const appUrl = `http://127.0.0.1:${port}`;
    const server = startScript(port, {
      TRUSTED_PROXY_HOPS: "0",
      LEAD_RATE_LIMIT: "3",
      VISIT_TOKEN_SECRET: "edge-e2e-visit-token-secret-0123456789abc",
    });
    await until("the server", async () => (await fetch(`${appUrl}/robots.txt`)).ok);
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const res = await fetch(`${appUrl}/api/visit`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `203.0.113.${i}`,
          "x-presale-peer": `203.0.113.${i}`,
        },
        body: JSON.stringify({ name: `회전${i}`, phone: "010-1111-2222", consent: true }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);

    // The policy is the build's, on prerendered pages and per request alike (a server with other
    // sign-in settings than its build's refuses to start: e2e/build-settings.spec.ts).
    for (const p of ["/", "/admin/leads"]) {
      const directives = expectPolicy(
        (await fetch(`${appUrl}${p}`)).headers.get("content-security-policy") ?? undefined,
        p,
      );
      expect(directives.get("connect-src")).toEqual(["'self'"]);
    }
    expect(server.output()).not.toMatch(/TRUSTED_PROXY_HOPS is 0, but this server was not started with `npm start`/);
  });

  test("without NODE_ENV it runs as production: a short plain ADMIN_PASSWORD or an http form service elsewhere stops it", async () => {
    test.setTimeout(120_000);
    const weak = startScript(base + 71, {
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "short-pass",
      SESSION_SECRET: "s".repeat(40),
    });
    expect(await weak.exited).not.toBe(0);
    expect(weak.output()).toMatch(/Refusing to start in production: ADMIN_PASSWORD is shorter than 12 characters/);

    const plainHttp = startScript(base + 71, { FORM_SERVICE_URL: "http://forms.example.com/hook" });
    expect(await plainHttp.exited).not.toBe(0);
    expect(plainHttp.output()).toMatch(/FORM_SERVICE_URL: must be an https URL in production/);
  });
});
