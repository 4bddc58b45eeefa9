import { axeViolations } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import { adminEmail, adminPassword } from "./support/admin.mjs";

// The administrator's visit bookings (issue 12): a booking made through the site is listed under
// its day and slot; cancelling it frees the place; closing a slot makes it unbookable on the
// public page, and reopening it brings it back. Real build, real SQLite.

const ownAddress = () => `198.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
const phone = () => `010-${String(1000 + Math.floor(Math.random() * 9000))}-${String(1000 + Math.floor(Math.random() * 9000))}`;

async function signIn(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel("관리자 이메일").fill(adminEmail);
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "관리자 로그인" }).click();
  await expect(page.getByText(`${adminEmail} 님, 환영합니다.`)).toBeVisible();
  await expect(page.getByTestId("admin-visits")).toBeVisible();
}

test("bookings by day and slot: cancel one, close a slot and reopen it", async ({ page, request }, info) => {
  test.skip(info.project.name === "mobile", "one run is enough: it changes shared slots");
  await page.goto("/Promotion/Visit");
  const days = page.getByRole("navigation", { name: "방문 날짜" }).getByRole("link");
  const day = /day=(\d{4}-\d{2}-\d{2})/.exec((await days.nth((await days.count()) - 3).getAttribute("href")) ?? "")![1]!;
  await page.goto(`/Promotion/Visit?day=${day}`);
  const ids = await page.locator("label[data-slot]").evaluateAll((els) => els.map((e) => e.getAttribute("data-slot")!));
  const [slot, toClose] = [ids[0]!, ids[1]!];
  const name = `관리${Math.random().toString(36).slice(2, 6)}`;
  const booked = await request.post("/api/visit-booking", {
    data: { slot, name, phone: phone(), partySize: 3, consent: true },
    headers: { "X-Forwarded-For": ownAddress() },
  });
  expect(booked.status()).toBe(201);
  const bookingId = ((await booked.json()) as { booking: { id: string } }).booking.id;

  await signIn(page, `/admin/visits?day=${day}`);
  const row = page.locator(`tr[data-slot="${slot}"]`);
  await expect(row).toContainText(`${bookingId} · ${name}`);
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole("button", { name: `예약 취소 ${bookingId}` }).click();
  await expect(page.getByRole("status")).toContainText("예약을 취소했습니다");
  await expect(page.locator(`tr[data-slot="${slot}"]`).getByRole("button", { name: `예약 취소 ${bookingId}` })).toHaveCount(0);

  await page.locator(`tr[data-slot="${toClose}"]`).getByRole("button", { name: /마감하기/ }).click();
  await expect(page.getByRole("status")).toContainText("신규 예약을 마감했습니다");
  await page.goto(`/Promotion/Visit?day=${day}`);
  await expect(page.locator(`input[value="${toClose}"]`)).toBeDisabled();
  await expect(page.locator(`label[data-slot="${toClose}"]`)).toContainText("예약 마감");

  await page.goto(`/admin/visits?day=${day}`);
  await page.locator(`tr[data-slot="${toClose}"]`).getByRole("button", { name: /다시 열기/ }).click();
  await expect(page.getByRole("status")).toContainText("다시 받습니다");
  await page.goto(`/Promotion/Visit?day=${day}`);
  await expect(page.locator(`input[value="${toClose}"]`)).toBeEnabled();
});
