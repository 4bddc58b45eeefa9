import { expect, test, type Browser, type Page } from "@playwright/test";
import { adminEmail, adminPassword } from "./support/admin.mjs";
import { postExport } from "./support/exports";

// Staff accounts, end to end on the real server and store: the administrator
// invites a person, the link makes the account once, the staff member works the leads but gets no
// export, dashboard, staff page or press form, keeps the remaining-units board only while granted it,
// and a disabled account is signed out at its next request and cannot sign in again until enabled.

const STAFF_PASSWORD = "상담직원-비밀번호-2026";

// Both tests in one worker, in order: the second reads the newest record of an inbox view, which must
// be its administrator's and not the staff member's of the first (side by side, the first's could be newer).
test.describe.configure({ mode: "default" });

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin/leads");
  await page.getByLabel("관리자 이메일").fill(email);
  await page.getByLabel("비밀번호").fill(password);
  await page.getByRole("button", { name: "관리자 로그인" }).click();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return { context, page: await context.newPage() };
}

test(
  "an invited staff member works the leads, and nothing an administrator keeps",
  { tag: "@once" },
  async ({ page, browser }) => {
    // One run is enough: the accounts are the same at every width.
    test.slow(); // scrypt on sign-in and on the new password, three browser contexts
    const staffEmail = `staff-${Date.now().toString(36)}@example.com`;

    await signIn(page, adminEmail, adminPassword);
    await expect(page.getByText(`${adminEmail} 님, 환영합니다.`)).toBeVisible();
    await page.goto("/admin/staff");
    await page.getByLabel("이메일", { exact: true }).fill(staffEmail);
    await page.getByLabel("이름").fill("김상담");
    await page.getByLabel("권한").selectOption("staff");
    await page.getByRole("button", { name: "초대 링크 만들기" }).click();
    const link = await page.getByTestId("invite-link").inputValue({ timeout: 15_000 });
    expect(link).toMatch(/\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
    const invitePath = new URL(link).pathname;
    await page.reload();
    await expect(
      page.locator(`[data-testid=staff-row][data-email="${staffEmail}"] [data-testid=staff-status]`),
    ).toContainText("초대 중");

    // The invitee: a password shorter than the minimum, then a leaked one, is refused; then the account is made and signed in.
    const staff = await newPage(browser);
    await staff.page.goto(invitePath);
    await expect(staff.page.getByText("김상담 님, 환영합니다.")).toBeVisible();
    await staff.page.getByLabel(/새 비밀번호/).fill("짧은비번");
    await staff.page.getByLabel("비밀번호 확인").fill("짧은비번");
    await staff.page.getByLabel(/새 비밀번호/).evaluate((el: HTMLInputElement) => el.removeAttribute("minlength"));
    await staff.page.getByLabel("비밀번호 확인").evaluate((el: HTMLInputElement) => el.removeAttribute("minlength"));
    await staff.page.getByRole("button", { name: "비밀번호 정하고 시작하기" }).click();
    await expect(staff.page.getByTestId("invite-error")).toContainText("12자 이상");
    // Long enough, but on every list of leaked passwords: refused as well.
    await staff.page.getByLabel(/새 비밀번호/).fill("password1234");
    await staff.page.getByLabel("비밀번호 확인").fill("password1234");
    await staff.page.getByRole("button", { name: "비밀번호 정하고 시작하기" }).click();
    await expect(staff.page.getByTestId("invite-error")).toContainText("유출된 적이 있는 비밀번호");
    await staff.page.getByLabel(/새 비밀번호/).fill(STAFF_PASSWORD);
    await staff.page.getByLabel("비밀번호 확인").fill(STAFF_PASSWORD);
    await staff.page.getByRole("button", { name: "비밀번호 정하고 시작하기" }).click();
    await staff.page.waitForURL("**/admin/leads", { timeout: 20_000 });
    await expect(staff.page.getByTestId("lead-table")).toBeVisible();
    await expect(staff.page.getByText("CSV 내려받기")).toHaveCount(0);
    await expect(staff.page.getByTestId("marketing-export")).toHaveCount(0);
    await expect(staff.page.getByRole("link", { name: /신청 삭제/ })).toHaveCount(0);
    // The menu offers a staff member their pages only.
    const nav = staff.page.getByTestId("admin-nav");
    await expect(nav.getByRole("link", { name: "상담 신청" })).toBeVisible();
    for (const hidden of ["대시보드", "잔여세대", "직원", "접속기록"])
      await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);

    // Everything an administrator keeps answers the staff member with a refusal, on the server.
    for (const [csv, send] of [
      ["/admin/leads/export.csv", postExport],
      ["/admin/leads/marketing.csv", postExport],
      ["/admin/sources.csv?by=campaign&days=7", (r: typeof staff.context.request, p: string) => r.get(p)],
    ] as const) {
      const answer = await send(staff.context.request, csv);
      expect(answer.status(), csv).toBe(403);
      expect(answer.headers()["cache-control"]).toContain("no-store");
    }
    await staff.page.goto("/admin");
    await expect(staff.page.getByTestId("staff-landing")).toBeVisible();
    await expect(staff.page.getByTestId("delivery-health")).toHaveCount(0);
    await staff.page.goto("/admin/staff");
    await expect(staff.page.getByTestId("role-refused")).toBeVisible();
    await expect(staff.page.getByTestId("staff-row")).toHaveCount(0);
    await staff.page.goto("/admin/records");
    await expect(staff.page.getByTestId("role-refused")).toBeVisible();
    await staff.page.goto("/admin/units");
    await expect(staff.page.getByTestId("role-refused")).toBeVisible();
    await expect(staff.page.getByTestId("units-row")).toHaveCount(0);
    // Every refusal is in the access records, with what was asked and what it needs.
    await page.goto(`/admin/records?action=view-refused&actor=${encodeURIComponent(staffEmail)}`);
    const refused = page.getByTestId("access-record");
    for (const asked of [
      "/admin/leads/export.csv needs admin",
      "/admin/leads/marketing.csv needs admin",
      "/admin/sources.csv needs admin",
      "/admin/staff needs admin",
      "/admin/records needs admin",
      "/admin/units needs grant units",
    ])
      await expect(refused.filter({ hasText: asked })).toHaveCount(1);
    await expect(staff.page.getByTestId("access-record")).toHaveCount(0);

    // Given the grant 잔여세대 관리, the staff member keeps the board from their next request; taken back, refused again.
    await page.goto("/admin/staff");
    const granted = page.locator(`[data-testid=staff-row][data-email="${staffEmail}"]`);
    await granted.getByRole("button", { name: /잔여세대 관리 권한 주기/ }).click();
    await expect(granted.getByTestId("staff-status")).toContainText("잔여세대 관리");
    await staff.page.goto("/admin/units");
    await expect(staff.page.getByTestId("units-board")).toBeVisible();
    await expect(staff.page.getByTestId("admin-nav").getByRole("link", { name: "잔여세대" })).toBeVisible();
    await granted.getByRole("button", { name: /잔여세대 관리 권한 빼기/ }).click();
    await expect(granted.getByTestId("staff-status")).not.toContainText("잔여세대 관리");
    await staff.page.goto("/admin/units");
    await expect(staff.page.getByTestId("role-refused")).toBeVisible();

    // The link works once.
    const again = await newPage(browser);
    await again.page.goto(invitePath);
    await expect(again.page.getByTestId("invite-expired")).toBeVisible();
    await again.context.close();

    // Disabled: the staff member's next request is signed out, and the password no longer signs in.
    await page.goto("/admin/staff");
    const row = page.locator(`[data-testid=staff-row][data-email="${staffEmail}"]`);
    await expect(row.getByTestId("staff-status")).toContainText("사용 중");
    await row.getByRole("button", { name: /사용 중지/ }).click();
    await expect(page.getByTestId("staff-notice")).toContainText("사용 중지");
    await staff.page.goto("/admin/leads");
    await expect(staff.page.getByRole("button", { name: "관리자 로그인" })).toBeVisible();
    await expect(staff.page.getByTestId("lead-table")).toHaveCount(0);
    await signIn(staff.page, staffEmail, STAFF_PASSWORD);
    await expect(staff.page.getByTestId("login-error")).not.toBeEmpty();
    await expect(staff.page.getByTestId("lead-table")).toHaveCount(0);

    // Enabled again: the typed email and password sign in.
    await row.getByRole("button", { name: /다시 사용/ }).click();
    await expect(page.getByTestId("staff-notice")).toContainText("다시 사용");
    await signIn(staff.page, staffEmail, STAFF_PASSWORD);
    await expect(staff.page.getByTestId("lead-table")).toBeVisible({ timeout: 15_000 });
    await staff.context.close();
  },
);

test(
  "an export, a view of the inbox and a sign-in leave access records that only an administrator reads",
  { tag: "@once" },
  async ({ page }) => {
    test.slow();
    await signIn(page, adminEmail, adminPassword);
    await expect(page.getByTestId("lead-table")).toBeVisible();
    const exported = await postExport(
      page.request,
      "/admin/leads/export.csv",
      { form: "visit" },
      { reason: "request" },
    );
    expect(exported.status()).toBe(200);
    const rows = (await exported.text()).trim().split("\n").length - 1;

    await page.goto("/admin/records?action=lead-export");
    const record = page.getByTestId("access-record").first();
    await expect(record).toHaveAttribute("data-action", "lead-export");
    await expect(record).toContainText(adminEmail);
    await expect(record).toContainText("form=visit");
    await expect(record).toContainText("사유: 정보주체의 요청 처리 (열람·정정·삭제)");
    if (rows > 0) await expect(record).toContainText(`${rows.toLocaleString("ko-KR")}건`);
    await page.goto(`/admin/records?actor=${encodeURIComponent(adminEmail)}&action=sign-in`);
    await expect(page.getByTestId("access-record").first()).toContainText("로그인");
    await page.goto("/admin/records?action=lead-list");
    await expect(page.getByTestId("access-record").first()).toContainText(adminEmail);
    // A refused filter is answered in Korean, with no records.
    await page.goto("/admin/records?from=2026-13-01");
    await expect(page.getByRole("alert").filter({ hasText: "조회 조건" })).toContainText("조회 조건을 확인해 주세요");
  },
);
