import { axeViolations } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import { adminEmail, adminPassword } from "./support/admin.mjs";
import { openStores } from "./support/stores";
import { addDays, seoulParts } from "../lib/site/content/visit-calendar";

// The administrator's visit bookings: a booking made through the site is listed under
// its day and slot; cancelling it frees the place; closing a slot makes it unbookable on the
// public page, and reopening it brings it back. Real build, real SQLite.

const ownAddress = () => `198.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
const phone = () =>
  `010-${String(1000 + Math.floor(Math.random() * 9000))}-${String(1000 + Math.floor(Math.random() * 9000))}`;

async function signIn(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel("관리자 이메일").fill(adminEmail);
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "관리자 로그인" }).click();
  await expect(page.getByText(`${adminEmail} 님, 환영합니다.`)).toBeVisible();
  await expect(page.getByTestId("admin-visits")).toBeVisible();
}

test(
  "bookings by day and slot: cancel one, close a slot and reopen it",
  { tag: "@once" },
  async ({ page, request }) => {
    // One run is enough: it changes shared slots.
    await page.goto("/Promotion/Visit");
    const days = page.getByRole("navigation", { name: "방문 날짜" }).getByRole("link");
    const day = /day=(\d{4}-\d{2}-\d{2})/.exec(
      (await days.nth((await days.count()) - 3).getAttribute("href")) ?? "",
    )![1]!;
    await page.goto(`/Promotion/Visit?day=${day}`);
    const ids = await page
      .locator("label[data-slot]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-slot")!));
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
    await expect(
      page.locator(`tr[data-slot="${slot}"]`).getByRole("button", { name: `예약 취소 ${bookingId}` }),
    ).toHaveCount(0);

    await page
      .locator(`tr[data-slot="${toClose}"]`)
      .getByRole("button", { name: /마감하기/ })
      .click();
    await expect(page.getByRole("status")).toContainText("신규 예약을 마감했습니다");
    await page.goto(`/Promotion/Visit?day=${day}`);
    await expect(page.locator(`input[value="${toClose}"]`)).toBeDisabled();
    await expect(page.locator(`label[data-slot="${toClose}"]`)).toContainText("예약 마감");

    await page.goto(`/admin/visits?day=${day}`);
    await page
      .locator(`tr[data-slot="${toClose}"]`)
      .getByRole("button", { name: /다시 열기/ })
      .click();
    await expect(page.getByRole("status")).toContainText("다시 받습니다");
    await page.goto(`/Promotion/Visit?day=${day}`);
    await expect(page.locator(`input[value="${toClose}"]`)).toBeEnabled();
  },
);

test(
  "at the model house: a booked visitor is marked arrived or no-show from a phone, and the dashboard counts the show-up rate",
  { tag: "@phone" },
  async ({ page }) => {
    // The staff mark visits on a phone: the mobile run.
    // Two bookings of yesterday (their time has come), written to the store as the booking page would.
    const yesterday = addDays(seoulParts(new Date()).date, -1);
    const slot = {
      id: `${yesterday}T10:00`,
      date: yesterday,
      start: "10:00",
      end: "11:00",
      startsAt: new Date(`${yesterday}T10:00:00+09:00`),
      endsAt: new Date(`${yesterday}T11:00:00+09:00`),
    };
    const { bookings } = openStores();
    const made = await Promise.all(
      ["01090000001", "01090000002"].map((p, i) =>
        bookings.book({
          slot,
          capacity: 1000,
          name: `방문기록${i}${Math.random().toString(36).slice(2, 5)}`,
          phone: p.replace(/\d{3}$/, String(Math.floor(Math.random() * 900) + 100)),
          partySize: 2,
          consentAt: new Date(),
          smsConsent: false,
        }),
      ),
    );
    const ids = made.map((r) => {
      if (!r.ok) throw new Error(r.reason);
      return r.booking.id;
    });
    await signIn(page, `/admin/visits?day=${yesterday}`);
    const item = (id: string) => page.locator(`li[data-booking="${id}"]`);
    await item(ids[0]!)
      .getByRole("button", { name: `방문 ${ids[0]}` })
      .click();
    await expect(page.getByRole("status")).toContainText("방문으로 기록했습니다");
    await expect(item(ids[0]!).getByTestId("attendance-state")).toHaveText("방문");
    await item(ids[1]!)
      .getByRole("button", { name: `노쇼 ${ids[1]}` })
      .click();
    await expect(item(ids[1]!).getByTestId("attendance-state")).toHaveText("노쇼");
    // A wrong tap is taken back.
    await item(ids[1]!)
      .getByRole("button", { name: `기록 지우기 ${ids[1]}` })
      .click();
    await expect(item(ids[1]!).getByRole("button", { name: `노쇼 ${ids[1]}` })).toBeVisible();
    await item(ids[1]!)
      .getByRole("button", { name: `노쇼 ${ids[1]}` })
      .click();
    await expect(item(ids[1]!).getByTestId("attendance-state")).toHaveText("노쇼");
    expect((await bookings.get(ids[0]!))?.attendance).toBe("arrived");
    expect((await bookings.get(ids[1]!))?.attendance).toBe("no-show");
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/admin");
    const table = page.getByTestId("show-up");
    const row = table
      .getByRole("region", { name: /방문일별 방문율/ })
      .getByRole("row")
      .filter({ hasText: `${Number(yesterday.slice(5, 7))}월 ${Number(yesterday.slice(8, 10))}일` });
    await expect(row).toHaveCount(1);
    // Yesterday's active bookings as the store holds them (a retry of this test adds its own two).
    const day = (await bookings.listDay(yesterday)).filter((b) => b.status === "active");
    const arrived = day.filter((b) => b.attendance === "arrived").length;
    const noShow = day.filter((b) => b.attendance === "no-show").length;
    await expect(row.getByRole("cell")).toHaveText([
      String(day.length),
      String(arrived),
      String(noShow),
      String(day.length - arrived - noShow),
      `${Math.round((arrived / day.length) * 100)}%`,
    ]);
  },
);
