import { expect, test, type Page } from "@playwright/test";
import { unitTypes } from "../lib/site/content";
import { boardSlots, remainingUnits } from "../lib/site/content/remaining-units";
import type { PublicBoard } from "../lib/leads/units/public";
import { adminEmail, adminPassword } from "./support/admin.mjs";

// The remaining-units board (잔여세대 현황), end to end on the real server and store: the
// administrator sets the figures at /admin/units, each change is recorded with who and from what
// to what, input that is not a count changes nothing, and visitors read the new figures on the price
// page and the home page, with the time they are as of, without a rebuild.

async function signIn(page: Page) {
  await page.goto("/admin/units");
  await page.getByLabel("관리자 이메일").fill(adminEmail);
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "관리자 로그인" }).click();
  await expect(page.getByTestId("units-board")).toBeVisible();
}

test(
  "the desk sets the figures, every change is recorded, and visitors see them within a minute with their time",
  { tag: "@once" },
  async ({ page, request, browser }) => {
    test.skip(!remainingUnits.show, "this complex's content hides the board from visitors");
    const [first, second] = unitTypes;
    const count = 10 + Math.floor(Math.random() * 80);
    await signIn(page);
    const field = (type: string, building: string | null) =>
      page.locator(`input[name="f:${building ? `${type}@${building}` : type}"]`);
    await expect(page.getByTestId("units-row")).toHaveCount(boardSlots().length);
    await field(first!.slug, null).fill(String(count));
    await field(second!.slug, null).fill("0");
    await page.getByRole("button", { name: "잔여세대 저장" }).click();
    await expect(page.getByTestId("units-notice")).toContainText("저장했습니다");
    await expect(page.getByTestId("units-changes")).toContainText(`→ ${count}세대`);
    await expect(page.getByTestId("units-changes")).toContainText(adminEmail);

    // Input that is not a count is refused whole: nothing changes.
    await field(first!.slug, null).evaluate((el: HTMLInputElement) => el.removeAttribute("pattern"));
    await field(first!.slug, null).fill("12세대");
    await field(second!.slug, null).fill("5");
    await page.getByRole("button", { name: "잔여세대 저장" }).click();
    await expect(page.getByTestId("units-notice")).toContainText("아무것도 저장하지 않았습니다");
    await expect(field(first!.slug, null)).toHaveValue(String(count));
    await expect(field(second!.slug, null)).toHaveValue("0");

    // What visitors read: the API (cached 30 s, so every instance shows a change within a minute), then the pages.
    const answer = await request.get("/api/remaining-units");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toContain("max-age=30");
    const board = (await answer.json()) as PublicBoard;
    expect(board.rows.find((r) => r.type === first!.slug)?.remaining).toBe(count);
    expect(board.rows.find((r) => r.type === second!.slug)?.remaining).toBe(0);
    const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    await visitor.goto("/SalesInfo/price");
    const shown = visitor.getByTestId("remaining-units-board");
    await expect(shown).toContainText(`${first!.label}`);
    await expect(shown).toContainText(`${count}세대`);
    await expect(shown).toContainText("마감");
    await expect(visitor.getByTestId("remaining-units-asof")).toHaveText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 기준$/);
    await visitor.goto("/");
    await visitor.locator("#visit").scrollIntoViewIfNeeded();
    await expect(visitor.locator("#visit").getByTestId("remaining-units-board")).toContainText(`${count}세대`);
    await visitor.close();
  },
);

test(
  "without JavaScript the board says whom to ask, and never shows an empty table",
  { tag: "@once" },
  async ({ browser }) => {
    test.skip(!remainingUnits.show, "this complex's content hides the board from visitors");
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto("/SalesInfo/price");
    await expect(page.getByTestId("remaining-units-fallback")).toContainText("대표번호");
    await expect(page.getByTestId("remaining-units-board")).toHaveCount(0);
    await context.close();
  },
);
