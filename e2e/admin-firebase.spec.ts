import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { postExport } from "./support/exports";

// Firebase mode in the browser, against the Auth emulator (npm run test:firebase-auth): the
// login form loads the Firebase SDK on submit, signs in, and the server action turns the ID
// token into the session cookie; only users with a role in this complex get one. The administrator
// invites staff on /admin/staff (a Firebase user with this complex's entry of the custom claim
// `roles`), takes the role away and changes roles. A role in another complex of the same project,
// or the legacy project-wide claim `role`, opens nothing here.

const INBOX = "/admin/leads";
const CSV = "/admin/leads/export.csv";
const COOKIE = "__Host-admin-session";
const PASSWORD = "browser-password-1";
const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const users = {
  claim: "browser-claim@example.com",
  listed: "browser-listed@example.com",
  visitor: "browser-visitor@example.com",
  otherComplex: "browser-other-complex@example.com",
  legacy: "browser-legacy@example.com",
};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const app = getApps().find((a) => a.name === "e2e") ?? initializeApp({ projectId: "demo-presale" }, "e2e");
  for (const email of Object.values(users)) {
    const response = await fetch(
      `http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: PASSWORD }),
      },
    );
    const body = (await response.json()) as { localId?: string; error?: { message: string } };
    if (!body.localId && body.error?.message !== "EMAIL_EXISTS")
      throw new Error(`signUp ${email}: ${body.error?.message}`);
    const uid = body.localId ?? (await getAuth(app).getUserByEmail(email)).uid;
    if (email === users.claim) await getAuth(app).setCustomUserClaims(uid, { admin: true });
    // Staff of another complex on the same project (no complex of this repository is called so).
    if (email === users.otherComplex)
      await getAuth(app).setCustomUserClaims(uid, { roles: { "other-complex": "admin" } });
    if (email === users.legacy) await getAuth(app).setCustomUserClaims(uid, { role: "admin" });
    // ADMIN_EMAILS admits an address only once Firebase has verified it.
    if (email === users.listed) await getAuth(app).updateUser(uid, { emailVerified: true });
  }
});

async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("관리자 이메일").fill(email);
  await page.getByLabel("비밀번호").fill(password);
  await page.getByRole("button", { name: "관리자 로그인" }).click();
}

function firebaseChunks(): string[] {
  const dir = path.resolve(".next/static/chunks");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter(
      (f) => f.endsWith(".js") && readFileSync(path.join(dir, f), "utf8").includes("identitytoolkit.googleapis.com"),
    )
    .map((f) => f.split(path.sep).join("/"));
}

async function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((n) => n.endsWith(".js")),
  );
}

test("an administrator (custom claim) signs in; the SDK loads only on submit; logout revokes the cookie", async ({
  page,
  context,
}) => {
  const chunks = firebaseChunks();
  expect(chunks.length).toBeGreaterThan(0);
  const isFirebaseChunk = (url: string) => chunks.some((c) => url.endsWith(c));

  await page.goto(INBOX);
  await expect(page.getByRole("button", { name: "관리자 로그인" })).toBeEnabled();
  expect((await loadedScripts(page)).filter(isFirebaseChunk)).toEqual([]);

  await submitLogin(page, users.claim, PASSWORD);
  await expect(page.getByText(`${users.claim} 님, 환영합니다.`)).toBeVisible();
  expect((await loadedScripts(page)).filter(isFirebaseChunk).length).toBeGreaterThan(0);
  await expect(page.getByTestId("lead-table")).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === COOKIE)!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });
  const claims = JSON.parse(Buffer.from(cookie.value.split(".")[1]!, "base64url").toString()) as { iss: string };
  expect(claims.iss).toBe("https://session.firebase.google.com/demo-presale");
  expect((await postExport(page.request, CSV)).status()).toBe(200);

  await page.reload();
  await expect(page.getByText(`${users.claim} 님, 환영합니다.`)).toBeVisible();

  // Revocation has one-second resolution: make sure the sign-in is in an earlier second.
  await page.waitForTimeout(1100);
  await page.getByRole("button", { name: "로그아웃" }).click();
  await expect(page.getByRole("button", { name: "관리자 로그인" })).toBeVisible();
  // A copy of the old cookie no longer opens anything.
  const replay = await postExport(page.request, CSV, {}, { headers: { cookie: `${COOKIE}=${cookie.value}` } });
  expect(replay.status()).toBe(401);
});

test("a user who is not an administrator is refused with '로그인 실패: …' and gets no cookie", async ({
  page,
  context,
}) => {
  await page.goto(INBOX);
  await submitLogin(page, users.visitor, PASSWORD);
  await expect(page.getByTestId("login-error")).toHaveText("로그인 실패: 이 단지의 관리자 권한이 없는 계정입니다.");
  await expect(page.getByTestId("lead-table")).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === COOKIE && c.value)).toBeUndefined();
});

test("an administrator of another complex of the project, and a legacy project-wide role, are refused here", async ({
  page,
  context,
}) => {
  for (const email of [users.otherComplex, users.legacy]) {
    await page.goto(INBOX);
    await submitLogin(page, email, PASSWORD);
    await expect(page.getByTestId("login-error")).toHaveText("로그인 실패: 이 단지의 관리자 권한이 없는 계정입니다.");
  }
  await expect(page.getByTestId("lead-table")).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === COOKIE && c.value)).toBeUndefined();
});

test("a wrong password shows the failure, then an email listed in ADMIN_EMAILS signs in", async ({ page }) => {
  await page.goto(INBOX);
  await submitLogin(page, users.listed, "not-the-password");
  await expect(page.getByTestId("login-error")).toHaveText("로그인 실패: 이메일 또는 비밀번호가 올바르지 않습니다.");
  await submitLogin(page, users.listed, PASSWORD);
  await expect(page.getByText(`${users.listed} 님, 환영합니다.`)).toBeVisible();
  await expect(page.getByText(/로그인 실패/)).toHaveCount(0);
});

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return { context, page: await context.newPage() };
}

test("an administrator invites a staff member, who sets a password by the link and sees only staff pages; disabled, signed out at once and off the list; invited again, back; a role change applies at the next sign-in", async ({
  page,
  browser,
}) => {
  test.slow();
  const staffEmail = `fb-staff-${Date.now().toString(36)}@example.com`;
  const staffPassword = "staff-browser-password-1";
  const row = page.locator(`[data-testid=staff-row][data-email="${staffEmail}"]`);

  await page.goto("/admin/staff");
  await submitLogin(page, users.claim, PASSWORD);
  await expect(page.getByTestId("staff-page")).toBeVisible();
  await page.getByLabel("이메일", { exact: true }).fill(staffEmail);
  await page.getByLabel("이름").fill("김상담");
  await page.getByLabel("권한").selectOption("staff");
  await page.getByRole("button", { name: "초대 링크 만들기" }).click();
  const link = await page.getByLabel("비밀번호 설정 링크").inputValue({ timeout: 15_000 });
  expect(link).toContain("mode=resetPassword");
  await expect(page.getByTestId("invite-status")).toContainText("김상담 님의 비밀번호 설정 링크");
  await page.reload();
  await expect(row.getByTestId("staff-status")).toHaveText("상담 직원 · 초대 중 (비밀번호 설정 전)");

  // The invitee follows the link (the emulator's action takes the new password in the address; a
  // real project's page asks for it) and signs in on the site's own form.
  expect((await fetch(`${link}&newPassword=${encodeURIComponent(staffPassword)}`)).status).toBe(200);
  await page.reload();
  await expect(row.getByTestId("staff-status")).toHaveText("상담 직원 · 사용 중");
  // An active staff member is someone a lead can be assigned to.
  await page.goto(INBOX);
  await expect(page.locator(`select[name=assignee] option[value="${staffEmail}"]`)).toHaveText("김상담");

  const staff = await newPage(browser);
  await staff.page.goto(INBOX);
  await submitLogin(staff.page, staffEmail, staffPassword);
  await expect(staff.page.getByText(`김상담(${staffEmail}) 님, 환영합니다.`)).toBeVisible();
  await expect(staff.page.getByTestId("lead-table")).toBeVisible();
  const nav = staff.page.getByTestId("admin-nav");
  await expect(nav.getByRole("link", { name: "상담 신청" })).toBeVisible();
  for (const hidden of ["대시보드", "직원", "접속기록"])
    await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
  expect((await postExport(staff.context.request, CSV)).status()).toBe(403);
  await staff.page.goto("/admin/staff");
  await expect(staff.page.getByTestId("role-refused")).toBeVisible();
  await expect(staff.page.getByTestId("staff-row")).toHaveCount(0);
  await staff.page.goto("/admin");
  await expect(staff.page.getByTestId("staff-landing")).toBeVisible();

  // Disabled: the role in this complex goes, the staff member's next request is signed out, the
  // account leaves the list, and the password no longer signs in here.
  // (Revocation has one-second resolution: the sign-in must be in an earlier second.)
  await page.waitForTimeout(1100);
  await page.goto("/admin/staff");
  await row.getByRole("button", { name: /사용 중지/ }).click();
  await expect(page.getByTestId("staff-notice")).toContainText("이 단지에서 그 계정의 권한을 거두었습니다");
  await expect(row).toHaveCount(0);
  await staff.page.goto(INBOX);
  await expect(staff.page.getByRole("button", { name: "관리자 로그인" })).toBeVisible();
  await expect(staff.page.getByTestId("lead-table")).toHaveCount(0);
  expect((await postExport(staff.context.request, CSV)).status()).toBe(401);
  await submitLogin(staff.page, staffEmail, staffPassword);
  await expect(staff.page.getByTestId("login-error")).toHaveText(
    "로그인 실패: 이 단지의 관리자 권한이 없는 계정입니다.",
  );

  // Invited again, the existing account gets the role back without a new link; the password signs
  // in. Then made an administrator: signed out at once, and the next sign-in brings the dashboard.
  await page.getByLabel("이메일", { exact: true }).fill(staffEmail);
  await page.getByLabel("이름").fill("김상담");
  await page.getByLabel("권한").selectOption("staff");
  await page.getByRole("button", { name: "초대 링크 만들기" }).click();
  await expect(page.getByTestId("invite-status")).toContainText("기존 Firebase 계정에 권한을 주었습니다");
  await page.reload();
  await expect(row.getByTestId("staff-status")).toHaveText("상담 직원 · 사용 중");
  await staff.page.waitForTimeout(1100);
  await submitLogin(staff.page, staffEmail, staffPassword);
  await expect(staff.page.getByTestId("lead-table")).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(1100);
  await row.getByRole("button", { name: /관리자\(으\)로 변경/ }).click();
  await expect(page.getByTestId("staff-notice")).toContainText("다시 로그인하면 새 권한이 적용됩니다");
  await expect(row.getByTestId("staff-status")).toHaveText("관리자 · 사용 중");
  await staff.page.goto(INBOX);
  await expect(staff.page.getByRole("button", { name: "관리자 로그인" })).toBeVisible();
  await staff.page.waitForTimeout(1100);
  await submitLogin(staff.page, staffEmail, staffPassword);
  await expect(staff.page.getByTestId("lead-table")).toBeVisible({ timeout: 15_000 });
  await expect(staff.page.getByTestId("admin-nav").getByRole("link", { name: "대시보드" })).toBeVisible();

  // Nobody changes their own account; the operator's administrator (admin=true) has no controls here.
  await staff.page.goto("/admin/staff");
  const own = staff.page.locator(`[data-testid=staff-row][data-email="${staffEmail}"]`);
  await own.getByRole("button", { name: /사용 중지/ }).click();
  await expect(staff.page.getByTestId("staff-notice")).toHaveText("자기 계정의 권한이나 사용 여부는 바꿀 수 없습니다.");
  const operator = staff.page.locator(`[data-testid=staff-row][data-email="${users.claim}"]`);
  await expect(operator).toContainText("운영자 설정");
  await expect(operator.getByRole("button")).toHaveCount(0);
  await staff.context.close();
});
