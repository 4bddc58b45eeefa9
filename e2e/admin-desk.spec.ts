import { expect, test } from "@playwright/test";
import { sendInquiry, uniqueName } from "./support/leads";
import { adminEmail, adminPassword } from "./support/admin.mjs";

// The sales desk end to end on the real server and store: a lead sent
// through the site is found by name, opened, called, given a next-call day, assigned and noted; the
// history says who did what; the inbox's filters find it by stage and by phone; the dashboard's
// funnel counts it. On a phone too (390 px).

const uniquePhone = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

test("a lead is worked from the first call: stage, next call, assignee and notes, with who and when", async ({
  page,
}) => {
  test.slow(); // one scrypt check, a lead through the site, a few saves
  const name = uniqueName("데스크");
  const phone = uniquePhone();
  await sendInquiry(page, name, phone, "59A 타입 잔여 세대 문의드립니다.");

  await page.goto("/admin/leads");
  await page.getByLabel("관리자 이메일").fill(adminEmail);
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "관리자 로그인" }).click();
  await expect(page.getByTestId("lead-table")).toBeVisible();

  // Found by the last four digits of the phone, new and unassigned.
  await page.goto(`/admin/leads?q=${phone.slice(-4)}`);
  const row = page.getByTestId("lead-table").getByRole("row").filter({ hasText: name });
  await expect(row.getByTestId("lead-stage")).toHaveText("신규 · 미배정");
  await row.getByTestId("lead-open").click();
  await expect(page.getByTestId("lead-course")).toBeVisible();
  await expect(page.getByTestId("lead-phone")).toHaveAttribute("href", `tel:${phone}`);

  await page.getByLabel("진행 단계").selectOption("called");
  await page.getByLabel("담당").selectOption(adminEmail);
  await page.getByLabel("다음 통화일").fill("2026-12-02");
  await page.getByLabel("통화 메모").fill("주말 방문 희망, 84B 타입 관심");
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByTestId("course-saved")).toHaveText("저장했습니다.");
  const events = page.getByTestId("course-events").locator("li");
  await expect(events).toHaveCount(4);
  await expect(page.getByTestId("course-events")).toContainText("주말 방문 희망, 84B 타입 관심");
  await expect(page.getByTestId("course-events")).toContainText("단계: 통화 완료");
  await expect(page.getByTestId("course-events")).toContainText("다음 통화일: 2026-12-02");
  // Saved again unchanged: nothing new in the history.
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByTestId("course-saved")).toHaveText("바뀐 내용이 없습니다.");
  await expect(events).toHaveCount(4);

  // The inbox shows the stage and finds the lead by it and by "me"; another stage does not list it.
  await page.goto(`/admin/leads?stage=called&assignee=me&q=${encodeURIComponent(name)}`);
  await expect(
    page.getByTestId("lead-table").getByRole("row").filter({ hasText: name }).getByTestId("lead-stage"),
  ).toContainText("통화 완료 · 관리자 · 다음 통화 12/02");
  await page.goto(`/admin/leads?stage=contracted&q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId("lead-table").getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await page.goto("/admin/leads?stage=won");
  await expect(page.getByRole("alert").filter({ hasText: "조회 조건" })).toContainText("조회 조건을 확인해 주세요");

  // The dashboard's funnel counts it as called.
  await page.goto("/admin?days=1");
  await expect(page.getByTestId("funnel-summary")).toContainText(/통화 [1-9]\d*건/);

  // No sideways scrolling on a phone.
  await page.goto(page.url().replace(/\/admin.*$/, "/admin/leads?q=" + encodeURIComponent(name)));
  await page.getByTestId("lead-open").first().click();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});
