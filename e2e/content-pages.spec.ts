import { expect, test, type Page } from "@playwright/test";
import {
  brandVideo,
  checkpoints,
  hasVrTour,
  mediaPending,
  unitTypes,
  unitVideos,
  vrDefaultLabel,
  vrHint,
  vrTours,
  VR_TAB_LIMIT,
} from "../lib/site/content";
import { VISIT_PATH } from "../lib/site/routes/paths.mjs";
import { hydrated } from "./support/routes";

// Keep the tests off the network: the YouTube player is answered with an empty page.
async function stubYoutube(page: Page) {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
}

test.describe("brand pages", () => {
  test("the brand story appears after 500 ms, at once with reduced motion", async ({ page }) => {
    await page.goto("/Brand/intro");
    const story = page.getByTestId("brand-story");
    await expect(story).toBeVisible();
    expect(await story.evaluate((el) => getComputedStyle(el).animationDelay)).toBe("0.5s");
    await expect.poll(() => story.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    expect(await story.evaluate((el) => getComputedStyle(el).animationDelay)).toBe("0s");
  });

  test("the promotional film holds the spec's place (1300x500, phones 400x300) and promises a player only with a video id", async ({
    page,
    isMobile,
  }) => {
    await stubYoutube(page);
    await page.goto("/Brand/video");
    const slot = page.getByTestId("video-slot").locator(":scope > *");
    if (brandVideo.youtubeId) {
      const frame = page.locator("main iframe");
      await expect(frame).toHaveAttribute("title", new RegExp(brandVideo.title));
      const src = new URL((await frame.getAttribute("src"))!);
      expect(src.host).toBe("www.youtube-nocookie.com");
      expect(src.pathname).toBe(`/embed/${brandVideo.youtubeId}`);
      expect(Object.fromEntries(src.searchParams)).toMatchObject({ autoplay: "1", mute: "1", rel: "0", loop: "0" });
    } else {
      // No published film: no player, no word of autoplay, a panel that says so and leads to the booking page.
      await expect(page.locator("main iframe")).toHaveCount(0);
      await expect(slot).toContainText(mediaPending.videoTitle(brandVideo.title));
      await expect(page.locator("main")).not.toContainText("자동 재생");
      await expect(slot.getByRole("link", { name: "견본주택 방문예약" })).toHaveAttribute("href", VISIT_PATH);
    }
    const box = (await slot.boundingBox())!;
    if (isMobile) {
      expect(box.height).toBeGreaterThanOrEqual(300);
      expect(box.width).toBeLessThanOrEqual(400);
    } else {
      expect(box.height).toBe(500);
      expect(box.width).toBe(1300);
    }
  });
});

// The sales schedule (완료 marks, the .ics of the steps ahead) depends on the date: e2e/dated-content.spec.ts
// checks it on a server of its own with the test clock.

test.describe("recruitment notice", () => {
  test("the sample notice PDF is served", { tag: "@once" }, async ({ request }) => {
    const res = await request.get("/docs/recruitment-notice-sample.pdf");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/pdf");
    expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

test.describe("stamp tax", () => {
  const cases: [string, "주택" | "주택 외 부동산", string, string, string][] = [
    ["100000000", "주택", "0원", "0원", "0원"],
    ["100,000,001", "주택", "150,000원", "75,000원", "75,000원"],
    ["1000000000", "주택", "150,000원", "75,000원", "75,000원"],
    ["1000000001", "주택", "350,000원", "175,000원", "175,000원"],
    ["10000000", "주택 외 부동산", "0원", "0원", "0원"],
    ["10000001", "주택 외 부동산", "20,000원", "10,000원", "10,000원"],
    ["50000001", "주택 외 부동산", "70,000원", "35,000원", "35,000원"],
    ["100000000", "주택 외 부동산", "70,000원", "35,000원", "35,000원"],
  ];

  test("the calculator follows the brackets at their edges", async ({ page }) => {
    await page.goto("/SalesInfo/StampTax");
    const calc = page.getByTestId("stamp-tax-calculator");
    const amount = calc.getByLabel("계약금액 (분양가, 원)");
    await hydrated(amount);
    for (const [input, kind, total, buyer, seller] of cases) {
      await calc.getByText(kind, { exact: true }).click();
      await amount.fill(input);
      await calc.getByRole("button", { name: "인지세 계산하기" }).click();
      await expect(calc.getByTestId("tax-total"), `${input} ${kind}`).toHaveText(total);
      await expect(calc.getByTestId("tax-buyer")).toHaveText(buyer);
      await expect(calc.getByTestId("tax-seller")).toHaveText(seller);
    }
  });

  test("the calculator explains bad input in Korean", async ({ page }) => {
    await page.goto("/SalesInfo/StampTax");
    const calc = page.getByTestId("stamp-tax-calculator");
    // Typed before React hydrates the calculator, the value is reset by the hydration: wait for it.
    await hydrated(calc.getByLabel("계약금액 (분양가, 원)"));
    await calc.getByLabel("계약금액 (분양가, 원)").fill("5억");
    await expect(calc.getByRole("alert")).toHaveText("계약금액은 숫자로만 입력해 주세요.");
    await expect(calc.getByTestId("stamp-tax-result")).toHaveCount(0);
    await calc.getByLabel("계약금액 (분양가, 원)").fill("");
    await calc.getByRole("button", { name: "인지세 계산하기" }).click();
    await expect(calc.getByRole("alert")).toHaveText("계약금액을 입력해 주세요.");
  });

  test("the bracket table is readable without JavaScript", { tag: "@once" }, async ({ browser }) => {
    // Same HTML for every viewport.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/SalesInfo/StampTax");
    const table = page.getByTestId("stamp-tax-table");
    await expect(table.getByRole("row", { name: /1억원 초과 ~ 10억원 이하/ })).toContainText("150,000원");
    await expect(table.getByRole("row", { name: /^10억원 초과/ })).toContainText("350,000원");
    await expect(table.getByRole("row", { name: /1천만원 이하/ }).first()).toContainText("비과세");
    await context.close();
  });
});

test.describe("subscription guide and checkpoint", () => {
  test("the guide links the checkpoint page, which points its canonical at the guide", async ({ page }) => {
    await page.goto("/SalesInfo/SubscriptionGuide");
    await expect(page.getByTestId("apply-steps").getByRole("listitem")).toHaveCount(5);
    await expect(page.getByText("실제 청약홈 화면과 다를 수 있습니다")).toBeVisible();
    await page.getByRole("link", { name: /체크포인트 보기/ }).click();
    await expect(page).toHaveURL(/\/SalesInfo\/checkpoint$/);
    await expect(page.getByTestId("checkpoints").locator(":scope > li")).toHaveCount(checkpoints.length);
    // During a client-side navigation the old page's head and the new one's may both be there for a
    // moment (Next streams the metadata): the new page's settles as the one canonical.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/SalesInfo\/SubscriptionGuide$/);
  });
});

test.describe("floor-plan videos", () => {
  // The tab's panel: the player of a published video, else its "being prepared" panel.
  const expectPanelOf = async (page: Page, i: number) => {
    const v = unitVideos[i]!;
    const panel = page.getByRole("tabpanel");
    if (v.youtubeId)
      await expect(panel.locator("iframe")).toHaveAttribute("src", new RegExp(`/embed/${v.youtubeId}\\?.*autoplay=1`));
    else {
      await expect(panel).toContainText(mediaPending.videoTitle(v.title));
      await expect(panel.locator("iframe")).toHaveCount(0);
    }
  };

  test("three tabs, the first chosen; click and arrow keys switch the video; no autoplay promised without a video", async ({
    page,
  }) => {
    await stubYoutube(page);
    await page.goto("/FloorPlan/videos");
    const tabs = page.getByTestId("video-tabs").getByRole("tab");
    await expect(tabs).toHaveCount(3);
    await expect(tabs).toHaveText(unitVideos.map((v) => v.title));
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expectPanelOf(page, 0);
    await expect(page.locator("main iframe")).toHaveCount(unitVideos[0]!.youtubeId ? 1 : 0);
    if (!unitVideos.some((v) => v.youtubeId)) await expect(page.locator("main")).not.toContainText("자동 재생");

    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "false");
    await expectPanelOf(page, 2);

    await tabs.nth(2).focus();
    await page.keyboard.press("ArrowRight"); // wraps to the first
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(1)).toBeFocused();
    await expectPanelOf(page, 1);
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tabs.nth(2)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute("tabindex", "-1");
  });

  test("its sub-menu holds videos, location and premium", async ({ page }) => {
    await page.goto("/FloorPlan/videos");
    const links = page.getByRole("navigation", { name: "하위 메뉴" }).getByRole("link");
    await expect(links).toHaveCount(3);
    await expect(links.nth(1)).toHaveAttribute("href", "/LocationEnvironment/intro");
    await expect(links.nth(2)).toHaveAttribute("href", "/LocationEnvironment/primium");
  });
});

test.describe("E-model house", () => {
  test("no 'click to start' over an empty panel: with no tour address one 'being prepared' panel, no tabs, no hint", async ({
    page,
  }) => {
    test.skip(hasVrTour, "this complex has a tour: the tabs test below covers it");
    await page.goto("/FloorPlan/Emodel");
    await expect(page.getByTestId("vr-tabs")).toHaveCount(0);
    await expect(page.locator("main iframe")).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText("클릭");
    await expect(page.locator("main")).not.toContainText("VR 투어가 열립니다");
    const panel = page.getByTestId("media-pending");
    await expect(panel).toContainText(mediaPending.tourTitle());
    for (const t of unitTypes.slice(0, VR_TAB_LIMIT)) await expect(page.locator("main")).toContainText(t.label);
    await panel.getByRole("link", { name: "견본주택 방문예약" }).click();
    await expect(page).toHaveURL(new RegExp(`${VISIT_PATH}$`));
  });

  test("type tabs: the content's default chosen, at most five, each opens its tour (under the hint) or a 'being prepared' panel", async ({
    page,
  }) => {
    test.skip(!hasVrTour, "no tour address in this complex's content");
    await page.goto("/FloorPlan/Emodel");
    const tabs = page.getByTestId("vr-tabs").getByRole("tab");
    const expected = vrTours.map((t) => t.label);
    await expect(tabs).toHaveText(expected);
    await expect(page.getByRole("tab", { name: vrDefaultLabel, exact: true })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByTestId("vr-panel");
    for (const [i, tour] of vrTours.entries()) {
      await tabs.nth(i).click();
      await expect(panel).toHaveAttribute("data-type", tour.label);
      await expect(panel.locator("iframe")).toHaveCount(tour.url ? 1 : 0);
      await expect(panel.getByText(vrHint)).toHaveCount(tour.url ? 1 : 0);
    }
  });
});
