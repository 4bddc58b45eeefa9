import { expect, test, type Page } from "@playwright/test";
import { complex } from "../lib/site/content";
import { adminEmail, adminPassword } from "./support/admin.mjs";
import { axeViolations } from "./support/axe";

// The back office's own frame: the admin pages carry none of the public site's
// chrome (announcement marquee, site header, footer, mobile bottom bar, registration popup, ad
// loader), but a compact admin bar with the site's name, the signed-in email, the menu with the
// current page marked and the logout button; the inbox's first row is on the first screen of a
// desk (1440x900) and its first card on a phone's (390x844); nothing overflows sideways at 390px.
// Runs in both projects: the mobile one is the phone, the desktop one the desk.

const PAGES = ["/admin", "/admin/leads", "/admin/visits", "/admin/units", "/admin/staff", "/admin/records"] as const;
const ownAddress = () => `198.21.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

async function signIn(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel("관리자 이메일").fill(adminEmail);
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "관리자 로그인" }).click();
  await expect(page.getByTestId("admin-account")).toContainText(adminEmail);
}

/** The public site's chrome, none of which an admin page may carry. */
async function expectNoSiteChrome(page: Page) {
  for (const id of ["site-header", "site-footer", "mobile-bottom-bar", "mobile-menu"])
    await expect(page.getByTestId(id), id).toHaveCount(0);
  await expect(page.getByRole("region", { name: "분양 소식" })).toHaveCount(0);
  await expect(page.locator(".announce-track")).toHaveCount(0);
  await expect(page.locator('script[src="/ads/loader.js"]')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.getByRole("button", { name: /관심고객 등록/ })).toHaveCount(0);
}

async function expectNoSidewaysOverflow(page: Page, what: string) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, `${what}: page wider than the window`).toBeLessThanOrEqual(width);
}

test("signed out, an admin page is the admin bar and the login form: no marquee, site header, footer, bottom bar, popup or ad tags", async ({
  page,
  request,
}) => {
  for (const path of PAGES) {
    // The server's HTML itself, not only what the browser shows.
    const html = await (await request.get(path)).text();
    for (const marker of [
      'data-testid="site-header"',
      'data-testid="site-footer"',
      'data-testid="mobile-bottom-bar"',
      "announce-track",
      "/ads/loader.js",
      "application/ld+json",
    ]) {
      expect(html.includes(marker), `${path} carries ${marker}`).toBe(false);
    }
    expect(html, path).toMatch(/<meta name="robots" content="noindex, nofollow, nocache"/);

    await page.goto(path);
    await expectNoSiteChrome(page);
    const bar = page.getByTestId("admin-bar");
    await expect(bar.getByRole("link", { name: complex.siteName })).toHaveAttribute("href", "/admin");
    await expect(bar.getByRole("link", { name: "홈페이지 바로가기" })).toHaveAttribute("href", "/");
    await expect(bar.getByRole("navigation", { name: "관리자 메뉴" })).toHaveCount(0);
    await expect(page.getByTestId("admin-login")).toBeVisible();
    await expectNoSidewaysOverflow(page, path);
  }
  // The skip link lands on the admin page's own <main>.
  await expect(page.locator("main#main")).toHaveCount(1);
});

test("signed in, the bar shows the email, marks the current page in its menu and leads to every admin page", async ({
  page,
  isMobile,
}) => {
  test.slow(); // one scrypt check, three pages, axe
  await signIn(page, "/admin/leads");
  const bar = page.getByTestId("admin-bar");
  await expect(bar.getByTestId("admin-account")).toHaveText(`${adminEmail} 님, 환영합니다.`);
  await expect(bar.getByRole("button", { name: "로그아웃" })).toBeVisible();
  const nav = bar.getByRole("navigation", { name: "관리자 메뉴" });
  const links = {
    dashboard: nav.getByRole("link", { name: "대시보드" }),
    leads: nav.getByRole("link", { name: "상담 신청" }),
    visits: nav.getByRole("link", { name: "방문예약" }),
    staff: nav.getByRole("link", { name: "직원" }),
  };
  await expect(links.staff).toHaveAttribute("href", "/admin/staff");
  const current = nav.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText("상담 신청");
  await expect(links.dashboard).not.toHaveAttribute("aria-current", "page");
  // The way back to the public site: in the bar on a desk, at the end of the menu on a phone.
  await expect(
    bar.getByRole("link", { name: isMobile ? "홈페이지" : "홈페이지 바로가기", exact: true }),
  ).toHaveAttribute("href", "/");
  await expectNoSiteChrome(page);
  expect(await axeViolations(page)).toEqual([]);

  await links.visits.click();
  await expect(page).toHaveURL(/\/admin\/visits$/);
  await expect(page.getByTestId("admin-visits")).toBeVisible();
  await expect(current).toHaveText("방문예약");
  await expectNoSiteChrome(page);

  await links.dashboard.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "마케팅 대시보드" })).toBeVisible();
  await expect(current).toHaveText("대시보드");
  await expect(links.dashboard).toHaveAttribute("aria-current", "page");
  await expectNoSiteChrome(page);

  // The bar is one compact row on a desk (56 px); on a phone, a row for the name and account and one for the menu.
  const height = (await bar.boundingBox())!.height;
  if (isMobile) expect(height).toBeLessThanOrEqual(120);
  else expect(height).toBeLessThanOrEqual(57);
});

test("the inbox's first lead is on the first screen (its row on a desk, its card on a phone), and no admin page overflows sideways", async ({
  page,
  request,
  isMobile,
}) => {
  test.slow(); // a lead, one scrypt check, three pages
  const name = `첫줄${Math.random().toString(36).slice(2, 6)}`;
  const sent = await request.post("/api/inquiry", {
    headers: { "x-forwarded-for": ownAddress() },
    data: { name, phone: "010-5555-0199", birthDate: "880512", message: "첫 화면 확인용 문의입니다.", consent: true },
  });
  expect(sent.status()).toBe(201);

  await signIn(page, "/admin/leads");
  const viewport = page.viewportSize()!;
  const table = page.getByTestId("lead-table");
  await expect(table).toBeVisible();
  const first = table.locator("tbody > tr").first();
  await expect(first).toBeVisible();
  if (isMobile) {
    // A card, not a row of a table wider than the phone: it fits the width, and its time, form,
    // status and the person's name are on the first screen.
    const card = (await first.boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(viewport.width);
    const nameCell = (await first.locator(":scope > td").nth(2).boundingBox())!;
    expect(nameCell.y + nameCell.height, "the first card's name above the fold").toBeLessThanOrEqual(viewport.height);
  } else {
    const row = (await first.boundingBox())!;
    expect(row.y + row.height, "the first row above the fold").toBeLessThanOrEqual(viewport.height);
    // A table on a desk: the header row sits above the first row, in the same columns.
    await expect(table.locator("thead")).toBeVisible();
  }

  for (const path of PAGES) {
    if (path !== "/admin/leads") await page.goto(path);
    await expect(page.getByTestId("admin-signed-in")).toBeVisible();
    await expectNoSidewaysOverflow(page, path);
  }
});

test("the visit bookings are a table on a desk and cards on a phone, each slot inside the window", async ({
  page,
  isMobile,
}) => {
  await signIn(page, "/admin/visits");
  const slots = page.locator("tr[data-slot]");
  // Today may be a closed day: the next days until one with slots.
  for (let i = 0; i < 7 && (await slots.count()) === 0; i++) await page.getByRole("link", { name: "다음날 →" }).click();
  await expect(slots.first()).toBeVisible();
  const viewport = page.viewportSize()!;
  for (const slot of await slots.all()) {
    const box = (await slot.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
  const display = await slots.first().evaluate((tr) => getComputedStyle(tr).display);
  expect(display).toBe(isMobile ? "grid" : "table-row");
  // The close button shares the slot's first line with its time on a phone, as in the table's row on a desk.
  const time = (await slots.first().locator(":scope > th").boundingBox())!;
  const close = (await slots
    .first()
    .getByRole("button", { name: /마감하기|다시 열기/ })
    .boundingBox())!;
  expect(Math.abs(close.y + close.height / 2 - (time.y + time.height / 2))).toBeLessThan(isMobile ? 24 : 40);
  await expectNoSidewaysOverflow(page, "/admin/visits");
});
