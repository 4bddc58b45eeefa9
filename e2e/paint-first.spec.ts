import { expect, test } from "@playwright/test";

// components/chrome/paint-first.tsx: the app's chunks may arrive before the page is painted, but their
// modules run only after the first contentful paint; then the app starts as usual.
type Mark = { startTime: number; detail: { held: number; by: string } };

// Chunks the page loads later (the vitals beacon's) may still be held by a route when a test ends.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
const paintFirst = () =>
  (performance.getEntriesByName("paint-first") as PerformanceMark[]).map((m) => ({ startTime: m.startTime, detail: m.detail })) as Mark[];

test("chunks that arrive before the first paint wait for it, then the app starts", { tag: "@once" }, async ({ page }) => {
  // The stylesheet as usual, but the parser held at the top of the body for 800 ms by a blocking
  // script: every chunk arrives and runs its script before any content can be painted.
  await page.route("**/Brand/intro", async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace("<body>", '<body><script src="/__hold-parser.js"></script>');
    await route.fulfill({ response, body });
  });
  await page.route("**/__hold-parser.js", async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.fulfill({ contentType: "text/javascript", body: "" });
  });
  await page.goto("/Brand/intro");
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { next?: { version?: string } }).next?.version)).toBe("string");
  const marks = await page.evaluate(paintFirst);
  expect(marks).toHaveLength(1);
  const mark = marks[0]!;
  const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime);
  expect(mark.detail.by).toBe("paint");
  // Every chunk of the page was held (its registration queued), plus the inline bootstrap
  // (script#_R_, the list of chunks the page needs): none ran before the paint.
  expect(await page.locator("script#_R_").count()).toBe(1);
  const pageChunks = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>("script[async][src*='/_next/static/chunks/']")].filter((s) => !s.src.includes("/turbopack-")).length);
  expect(pageChunks).toBeGreaterThanOrEqual(3);
  expect(mark.detail.held).toBe(pageChunks + 1);
  expect(fcp).toBeGreaterThan(700);
  expect(mark.startTime).toBeGreaterThanOrEqual(fcp!);

  // The app works: a client-side navigation keeps the document.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole("navigation", { name: "하위 메뉴" }).getByRole("link").nth(1).click();
  await expect(page).not.toHaveURL(/\/Brand\/intro$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test("a page whose chunks come after its first paint starts at once", { tag: "@once" }, async ({ page }) => {
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    const response = await route.fetch();
    await new Promise((r) => setTimeout(r, 1500));
    await route.fulfill({ response });
  });
  await page.goto("/Promotion/Customer");
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { next?: { version?: string } }).next?.version)).toBe("string");
  const marks = await page.evaluate(paintFirst);
  expect(marks).toHaveLength(1);
  const mark = marks[0]!;
  // Only the inline bootstrap (script#_R_), which comes with the HTML, was held.
  expect(mark.detail).toEqual({ held: 1, by: "paint" });
});
