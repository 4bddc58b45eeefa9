import { expect, test, type Browser, type Cookie, type Page } from "@playwright/test";
import { adminEmail, adminPassword } from "./support/admin.mjs";
import { postExport } from "./support/exports";

// Logout ends an embedded session on the server, not only in the browser that clicked it: a copy
// of the session cookie taken before logout (another tab's jar, a stolen cookie) is refused after.

const INBOX = "/admin/leads";
const CSV = "/admin/leads/export.csv";
const COOKIE = "__Host-admin-session";

async function signIn(page: Page) {
  await page.goto(INBOX);
  await page.getByLabel("관리자 이메일").fill(adminEmail);
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "관리자 로그인" }).click();
  await expect(page.getByText(`${adminEmail} 님, 환영합니다.`)).toBeVisible();
}

/** A new browser context (no shared state) holding only `cookie`. */
async function contextWith(browser: Browser, cookie: Cookie) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addCookies([cookie]);
  return context;
}

test(
  "a session cookie copied before logout opens nothing after it",
  { tag: "@once" },
  async ({ page, context, browser }) => {
    test.slow(); // one scrypt check and three browser contexts on a shared machine
    await signIn(page);
    const cookie = (await context.cookies()).find((c) => c.name === COOKIE && c.value !== "");
    expect(cookie).toBeDefined();

    // Before logout the copy works: the test can tell a refused copy from a copy that never worked.
    const before = await contextWith(browser, cookie!);
    const copyPage = await before.newPage();
    await copyPage.goto(INBOX);
    await expect(copyPage.getByText(`${adminEmail} 님, 환영합니다.`)).toBeVisible();
    await expect(copyPage.getByTestId("lead-table")).toBeVisible();
    expect((await postExport(before.request, CSV)).status()).toBe(200);
    await before.close();

    await page.getByRole("button", { name: "로그아웃" }).click();
    await expect(page.getByRole("button", { name: "관리자 로그인" })).toBeVisible();

    // The same cookie, put back into a fresh context: the login form again, and the CSV refuses.
    const after = await contextWith(browser, cookie!);
    const stolen = await after.newPage();
    await stolen.goto(INBOX);
    await expect(stolen.getByRole("heading", { name: "관리자 로그인" })).toBeVisible();
    await expect(stolen.getByRole("button", { name: "관리자 로그인" })).toBeEnabled();
    await expect(stolen.getByText("환영합니다")).toHaveCount(0);
    await expect(stolen.getByTestId("lead-table")).toHaveCount(0);
    const csv = await postExport(after.request, CSV);
    expect(csv.status()).toBe(401);
    expect(await csv.text()).toBe("관리자 로그인이 필요합니다.");
    await after.close();
  },
);

test(
  "logout ends only its own session: another sign-in stays signed in",
  { tag: "@once" },
  async ({ page, browser }) => {
    test.slow(); // two scrypt checks
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const otherPage = await other.newPage();
    await signIn(otherPage);
    await signIn(page);

    await page.getByRole("button", { name: "로그아웃" }).click();
    await expect(page.getByRole("button", { name: "관리자 로그인" })).toBeVisible();

    await otherPage.reload();
    await expect(otherPage.getByText(`${adminEmail} 님, 환영합니다.`)).toBeVisible();
    expect((await postExport(other.request, CSV)).status()).toBe(200);
    await other.close();
  },
);
