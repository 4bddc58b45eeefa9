import { expect, test, type Page } from "@playwright/test";

// components/chrome/font-loader.tsx: the first page is never redrawn in the web font and links no
// font stylesheet; the woff2 files it would use are fetched into the cache after load, and the next
// page (client-side or full load) links the stylesheets and draws with them.
const linkedFontSheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>("link[data-font]")].map((l) => new URL(l.href).pathname),
  );
const markedFontSheets = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLElement>("[data-font-css]")].map((m) => m.dataset.fontCss!));

test("the first page keeps the system font, warms the web font, and the next page switches it on", async ({ page }) => {
  const fontRequests: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/fonts/")) fontRequests.push(new URL(r.url()).pathname);
  });
  await page.goto("/Brand/intro", { waitUntil: "load" });
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "ready");
  // Warmed after load: the core slice and this page's own file, and nothing else (not even a stylesheet).
  const warmed = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-warm]")].flatMap((m) => m.dataset.warm!.split(" ")),
  );
  expect(warmed).toHaveLength(2);
  expect([...new Set(fontRequests)].sort()).toEqual([...warmed].sort());
  expect(await linkedFontSheets(page)).toEqual([]);

  // A client-side navigation links the stylesheets.
  await page.getByRole("navigation", { name: "하위 메뉴" }).getByRole("link").nth(1).click();
  await expect(page).not.toHaveURL(/\/Brand\/intro$/);
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "on");
  await expect.poll(async () => (await linkedFontSheets(page)).sort()).toEqual((await markedFontSheets(page)).sort());

  // A full load later: linked at once, while the page is parsed.
  await page.goto("/Promotion/Customer", { waitUntil: "commit" });
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "on");
  await page.waitForLoadState("load");
  expect((await linkedFontSheets(page)).sort()).toEqual((await markedFontSheets(page)).sort());
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((f) => f.family.includes("Pretendard Site") && f.status === "loaded"),
      ),
    )
    .toBe(true);
});

test("with the browser's data saver on, nothing is warmed and the fonts stay off", async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }),
  );
  const fontRequests: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/fonts/")) fontRequests.push(new URL(r.url()).pathname);
  });
  await page.goto("/Brand/intro", { waitUntil: "load" });
  await page.waitForTimeout(1000); // the warm-up would have started at the load event
  expect(fontRequests).toEqual([]);
  await expect(page.locator("html")).not.toHaveAttribute("data-fonts", /./);
  expect(await linkedFontSheets(page)).toEqual([]);
});
