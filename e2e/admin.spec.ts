import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { axeViolations } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import { SignJWT } from "jose";
import { adminEmail, adminPassword } from "./support/admin.mjs";
import { postExport } from "./support/exports";

// The administrator's sign-in (embedded mode) on the lead inbox, against the production build.
// serve.mjs gives the server ADMIN_EMAIL and ADMIN_PASSWORD_HASH from support/admin.mjs.

const INBOX = "/admin/leads";
const CSV = "/admin/leads/export.csv";
const COOKIE = "__Host-admin-session";
const WRONG = "로그인 실패: 이메일 또는 비밀번호가 올바르지 않습니다.";

/**
 * Fills the form as typed, submits, and waits until the answer is rendered: the button leaves its
 * pending state in the same commit in which React resets the form, so the next fill is not wiped.
 */
async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("관리자 이메일").fill(email);
  await page.getByLabel("비밀번호").fill(password);
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === INBOX);
  await page.getByRole("button", { name: "관리자 로그인" }).click();
  await answered;
  await expect(page.getByRole("button", { name: "확인 중..." })).toHaveCount(0);
}

test("signed out, the inbox shows only the login form and is kept out of search engines", async ({ page }) => {
  await page.goto(INBOX);
  await expect(page.getByRole("heading", { level: 1, name: "상담 신청 관리" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "관리자 로그인" })).toBeVisible();
  await expect(page.getByRole("button", { name: "관리자 로그인" })).toBeEnabled();
  await expect(page.getByTestId("lead-table")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "CSV 내려받기" })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(await axeViolations(page)).toEqual([]);
});

test(
  "a wrong password shows '로그인 실패: …'; the typed credentials then sign in and the message is gone",
  { tag: "@once" },
  async ({ page }) => {
    await page.goto(INBOX);
    await submitLogin(page, adminEmail, `${adminPassword}x`);
    await expect(page.getByTestId("login-error")).toHaveText(WRONG);
    await expect(page.getByLabel("관리자 이메일")).toHaveValue(adminEmail);
    await expect(page.getByTestId("lead-table")).toHaveCount(0);

    await submitLogin(page, adminEmail, adminPassword);
    await expect(page.getByText(`${adminEmail} 님, 환영합니다.`)).toBeVisible();
    await expect(page.getByText(/로그인 실패/)).toHaveCount(0);
    await expect(page.getByTestId("lead-table")).toBeVisible();
    await expect(page.getByTestId("lead-count")).toBeVisible();
  },
);

test(
  "the session cookie is httpOnly, Lax, Secure, lasts 8 hours, opens the CSV, and logout ends it",
  { tag: "@once" },
  async ({ page, context }) => {
    test.slow(); // sign-in, axe, filters, CSV and logout in one story
    await page.goto(INBOX);
    await submitLogin(page, adminEmail.toUpperCase(), adminPassword);
    await expect(page.getByText(`${adminEmail} 님, 환영합니다.`)).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true, path: "/" });
    const hoursLeft = (cookie!.expires - Date.now() / 1000) / 3600;
    expect(hoursLeft).toBeGreaterThan(7.9);
    expect(hoursLeft).toBeLessThanOrEqual(8);
    expect(await page.evaluate(() => document.cookie)).not.toContain("admin-session");

    await page.reload();
    await expect(page.getByText(`${adminEmail} 님, 환영합니다.`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Filters come from the query string, validated on the server.
    await page.getByLabel("신청 유형").selectOption("visit");
    await page.getByLabel("시작일").fill("2026-11-01");
    await page.getByLabel("종료일").fill("2026-11-30");
    await page.getByRole("button", { name: "조회" }).click();
    await expect(page).toHaveURL(/form=visit&from=2026-11-01&to=2026-11-30/);
    // The download form posts this view's filter.
    const exportForm = page.getByTestId("lead-export-form");
    await expect(exportForm).toHaveAttribute("method", "post");
    await expect(exportForm).toHaveAttribute("action", CSV);
    expect(
      await exportForm
        .locator("input[type=hidden]")
        .evaluateAll((inputs) => (inputs as HTMLInputElement[]).map((i) => `${i.name}=${i.value}`)),
    ).toEqual(["form=visit", "from=2026-11-01", "to=2026-11-30"]);
    await page.goto(`${INBOX}?from=2026-11-30&to=2026-11-01`);
    await expect(page.getByRole("alert").filter({ hasText: "시작일이 종료일보다 늦습니다." })).toBeVisible();

    const csv = await postExport(page.request, CSV, { form: "visit" });
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.headers()["cache-control"]).toContain("no-store");
    const bytes = await csv.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8")).toContain("접수 시각,신청 유형,이름,연락처");
    expect((await postExport(page.request, CSV, { form: "nope" })).status()).toBe(400);
    // No reason, no file; a GET (a link another site could make the browser follow) is no download.
    const noReason = await postExport(page.request, CSV, {}, { reason: "" });
    expect(noReason.status()).toBe(400);
    expect(await noReason.text()).toBe("내려받는 사유를 골라 주세요.");
    expect((await postExport(page.request, CSV, {}, { reason: "other", note: "" })).status()).toBe(400);
    expect((await page.request.get(CSV)).status()).toBe(405);
    // Posted by another site's page: refused, whatever the session.
    const crossSite = await postExport(page.request, CSV, {}, { headers: { origin: "https://evil.example" } });
    expect(crossSite.status()).toBe(403);

    await page.goto(INBOX);
    await page.getByRole("button", { name: "로그아웃" }).click();
    await expect(page.getByRole("button", { name: "관리자 로그인" })).toBeVisible();
    await expect(page.getByTestId("lead-table")).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === COOKIE && c.value !== "")).toBeUndefined();
    expect((await postExport(page.request, CSV)).status()).toBe(401);
  },
);

test(
  "after 5 failures for one address and email, further tries are refused for a while",
  { tag: "@once" },
  async ({ page }, testInfo) => {
    test.slow(); // eight scrypt checks (~32 MB each) on a shared machine
    // An email of its own per project: the projects share one server and one client address.
    const intruder = `intruder-${testInfo.project.name}@example.com`;
    await page.goto(INBOX);
    for (let i = 1; i <= 5; i++) {
      await submitLogin(page, intruder, `guess-${i}`);
      await expect(page.getByTestId("login-error")).toHaveText(WRONG);
    }
    await submitLogin(page, intruder, "guess-6");
    await expect(page.getByTestId("login-error")).toHaveText(
      "로그인 실패: 로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.",
    );
    await submitLogin(page, intruder, "guess-7");
    await expect(page.getByTestId("login-error")).toHaveText(/로그인 시도가 너무 많습니다/);

    // The lock is per address and email: the administrator's own email still signs in.
    await submitLogin(page, adminEmail, adminPassword);
    await expect(page.getByText(`${adminEmail} 님, 환영합니다.`)).toBeVisible();
  },
);

test(
  "without a valid session the inbox and the CSV refuse, even with a forged cookie",
  { tag: "@once" },
  async ({ request }) => {
    const noCookie = await postExport(request, CSV);
    expect(noCookie.status()).toBe(401);
    expect(noCookie.headers()["content-type"]).toContain("text/plain");
    expect(await noCookie.text()).toBe("관리자 로그인이 필요합니다.");

    const html = await (await request.get(INBOX)).text();
    expect(html).toContain("관리자 로그인");
    expect(html).not.toContain("lead-table");

    // Right claims, wrong key; and an unsigned token.
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ cv: "x" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(adminEmail)
      .setIssuer("presale-site")
      .setAudience("presale-admin")
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode("a guessed secret that is long enough!!"));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(JSON.stringify({ sub: adminEmail, iss: "presale-site", aud: "presale-admin", exp: now + 3600 })).toString("base64url")}.`;
    for (const value of [forged, unsigned]) {
      const headers = { cookie: `${COOKIE}=${value}` };
      const inbox = await (await request.get(INBOX, { headers })).text();
      expect(inbox).toContain("관리자 로그인");
      expect(inbox).not.toContain("lead-table");
      expect(inbox).not.toContain("환영합니다");
      expect((await postExport(request, CSV, {}, { headers })).status()).toBe(401);
    }
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the login form still answers: a failure message, then the typed credentials sign in",
    { tag: "@once" },
    async ({ page }) => {
      await page.goto(INBOX);
      // A wrong email of its own, so this failure does not count against the administrator's email.
      await page.getByLabel("관리자 이메일").fill(`nojs-${test.info().project.name}@example.com`);
      await page.getByLabel("비밀번호").fill("not-the-password");
      await page.getByRole("button", { name: "관리자 로그인" }).click();
      await expect(page.getByTestId("login-error")).toHaveText(WRONG);
      await page.getByLabel("관리자 이메일").fill(adminEmail);
      await page.getByLabel("비밀번호").fill(adminPassword);
      await page.getByRole("button", { name: "관리자 로그인" }).click();
      await expect(page.getByText(`${adminEmail} 님, 환영합니다.`)).toBeVisible();
      await page.getByRole("button", { name: "로그아웃" }).click();
      await expect(page.getByRole("button", { name: "관리자 로그인" })).toBeVisible();
    },
  );
});

test("robots.txt keeps crawlers out of /admin", { tag: "@once" }, async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Disallow: \/admin$/m);
});

test(
  "the visitor bundle never carries the Firebase SDK: it is a separate chunk loaded on submit",
  { tag: "@once" },
  async ({ request }) => {
    const chunksDir = path.resolve(".next/static/chunks");
    const firebaseChunks = readdirSync(chunksDir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".js"))
      .filter((f) => readFileSync(path.join(chunksDir, f), "utf8").includes("identitytoolkit.googleapis.com"));
    expect(firebaseChunks.length).toBeGreaterThan(0); // the SDK is in the build, so the check below can fail

    for (const route of ["/", "/Promotion/Customer", INBOX]) {
      const html = await (await request.get(route)).text();
      const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) {
        expect(
          firebaseChunks.some((f) => src.endsWith(f.split(path.sep).join("/"))),
          `${route} loads ${src}`,
        ).toBe(false);
        const body = await (await request.get(src)).text();
        expect(body, `${route}: ${src}`).not.toContain("identitytoolkit.googleapis.com");
      }
    }
  },
);
