import { expect, test } from "@playwright/test";
import { chromiumArgs, fullChromiumExecutable } from "./support/chromium";

// The recruitment notice's PDF button (/SalesInfo/announcement) in the full browser: a visitor's
// Chrome shows the PDF in the new tab, where the headless shell the other specs run would save it as
// a download, and the tab would never load. (In a file of its own: the browser is chosen per worker.)
test.use({ launchOptions: { executablePath: fullChromiumExecutable, args: chromiumArgs } });

test("the PDF button shows a loading message until the opened tab has loaded the file", async ({ page, context }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await context.route("**/docs/*.pdf", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/SalesInfo/announcement");
  await expect(page.getByTestId("notice-note")).toContainText("오류가 있을 수 있습니다");
  const popupPromise = context.waitForEvent("page");
  await page.getByTestId("open-notice").click();
  const loading = page.getByTestId("notice-loading");
  await expect(loading).toBeVisible();
  await expect(loading).toContainText("파일을 불러오는 중");
  await expect(page.getByTestId("open-notice")).toHaveAttribute("aria-busy", "true");
  // Playwright reports the popup only once its first navigation commits, so let the file through first.
  release();
  const popup = await popupPromise;
  await expect(loading).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId("open-notice")).toHaveAttribute("aria-busy", "false");
  expect(popup.url()).toContain("/docs/");
});
