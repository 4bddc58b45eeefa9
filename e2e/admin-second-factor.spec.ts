import { expect, test, type Page } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { TOTP, Secret } from "otpauth";
import { adminEmail, adminPassword, adminPasswordHash } from "./support/admin.mjs";
import { startOwnServer, stopOwnServer, type OwnServer } from "./support/own-server";

// The second sign-in factor on a server of its own with SECOND_FACTOR=everyone (the shared test
// server turns it off: its specs sign in dozens of times a minute, and a code works once). The
// administrator enrolls an authenticator app from the QR code's typed key, keeps the recovery
// codes, and signs in again with a code; a code used once, a wrong code, a spent recovery code are
// refused; a recovery code signs in with and without JavaScript; the password alone opens nothing.
// Own port: E2E_PORT + 89.

const base = Number(process.env.E2E_PORT ?? 3100);
const INBOX = "/admin/leads";

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "one project is enough: one server of its own");

let server: OwnServer | undefined;

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.use.isMobile) return;
  test.setTimeout(90_000);
  server = await startOwnServer(base + 89, {
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "second-factor-")),
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD_HASH: adminPasswordHash,
    SECOND_FACTOR: "everyone",
    SESSION_SECRET: "second-factor-e2e-session-secret-0123456789",
    VISIT_TOKEN_SECRET: "second-factor-e2e-visit-token-secret-0123456789",
  });
});

test.afterAll(async () => {
  if (server) await stopOwnServer(server);
});

const totp = (key: string) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(key.replace(/\s/g, "")) });

/** A six-digit code that is none of the three the server accepts now. */
function wrongCode(key: string): string {
  const now = Date.now();
  const right = new Set([-30_000, 0, 30_000].map((d) => totp(key).generate({ timestamp: now + d })));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, "0");
    if (!right.has(code)) return code;
  }
}

async function password(page: Page) {
  await page.goto(`${server!.url}${INBOX}`);
  await page.getByLabel("관리자 이메일").fill(adminEmail);
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "관리자 로그인" }).click();
}

async function enterCode(page: Page, code: string, button = "확인") {
  await page.getByLabel("인증 코드").fill(code);
  await page.getByRole("button", { name: button }).click();
}

const signedIn = (page: Page) => page.getByText(`${adminEmail} 님, 환영합니다.`);

async function signOut(page: Page) {
  await page.getByRole("button", { name: "로그아웃" }).click();
  await expect(page.getByRole("button", { name: "관리자 로그인" })).toBeVisible();
}

let key = "";
let recoveryCodes: string[] = [];
let usedCode = "";

test(
  "the first sign-in enrolls an authenticator app and shows ten recovery codes once",
  { tag: "@once" },
  async ({ page }) => {
    test.slow();
    await password(page);
    const form = page.getByTestId("second-factor");
    await expect(form).toHaveAttribute("data-stage", "enroll");
    await expect(page.getByRole("heading", { name: "2단계 인증 등록" })).toBeVisible();
    await expect(page.getByRole("img", { name: "인증 앱 등록용 QR 코드" }).locator("svg")).toBeVisible();
    key = (await page.getByTestId("totp-key").innerText()).trim();
    expect(key.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32}$/);

    // The password alone is no session: the inbox still asks for the code.
    await page.goto(`${server!.url}${INBOX}`);
    await expect(page.getByTestId("second-factor")).toBeVisible();
    await expect(page.getByTestId("lead-table")).toHaveCount(0);

    await enterCode(page, wrongCode(key), "등록하고 로그인");
    await expect(page.getByTestId("second-factor-error")).toContainText("인증 코드가 올바르지 않습니다");
    usedCode = totp(key).generate();
    await enterCode(page, usedCode, "등록하고 로그인");
    await expect(form).toHaveAttribute("data-stage", "enrolled");
    const codes = page.getByTestId("recovery-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    recoveryCodes = (await codes.allInnerTexts()).map((c) => c.trim());
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await page.getByRole("button", { name: "보관했습니다, 관리자 화면으로" }).click();
    await expect(signedIn(page)).toBeVisible();
    await expect(page.getByTestId("lead-table")).toBeVisible();
    await signOut(page);
  },
);

test(
  "a later sign-in takes the app's code once; a used or wrong code is refused",
  { tag: "@once" },
  async ({ page }) => {
    test.slow();
    await password(page);
    await expect(page.getByTestId("second-factor")).toHaveAttribute("data-stage", "code");
    await enterCode(page, usedCode);
    await expect(page.getByTestId("second-factor-error")).toContainText("이미 사용한 인증 코드입니다");
    await enterCode(page, wrongCode(key));
    await expect(page.getByTestId("second-factor-error")).toContainText("인증 코드가 올바르지 않습니다");
    // The next step's code: newer than the one enrollment used, whatever second this runs in.
    await enterCode(page, totp(key).generate({ timestamp: Date.now() + 30_000 }));
    await expect(signedIn(page)).toBeVisible();
    await signOut(page);
  },
);

test("a recovery code signs in once, and going back to the password works", { tag: "@once" }, async ({ page }) => {
  test.slow();
  await password(page);
  await page.getByRole("button", { name: "처음부터 다시 로그인" }).click();
  await expect(page.getByRole("button", { name: "관리자 로그인" })).toBeVisible();
  await password(page);
  await enterCode(page, recoveryCodes[0]!.toUpperCase());
  await expect(signedIn(page)).toBeVisible();
  await signOut(page);
  await password(page);
  await enterCode(page, recoveryCodes[0]!);
  await expect(page.getByTestId("second-factor-error")).toContainText("인증 코드가 올바르지 않습니다");
});

test("without JavaScript, the code step works as a plain form", { tag: "@once" }, async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await password(page);
  await expect(page.getByTestId("second-factor")).toHaveAttribute("data-stage", "code");
  await enterCode(page, recoveryCodes[1]!);
  await expect(signedIn(page)).toBeVisible();
  await page.goto(`${server!.url}/admin/records`);
  const records = page.getByTestId("access-record");
  await expect(records.filter({ hasText: "2단계 인증 등록" })).toHaveCount(1);
  await expect(records.filter({ hasText: "복구 코드 사용 (남은 코드 8개)" })).toHaveCount(1);
  await expect(records.filter({ hasText: "2단계 인증 코드 재사용" })).toHaveCount(1);
  await context.close();
});
