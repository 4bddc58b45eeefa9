import { expect, test, type Page } from "@playwright/test";

// components/chrome/paint-first.tsx: the app's chunks may arrive before the page is painted, but their
// modules run only once the page has painted and loaded, or at the visitor's first touch or key; then
// the app starts as usual.
type Mark = { startTime: number; detail: { held: number; by: string } };

// Chunks the page loads later (the vitals beacon's) may still be held by a route when a test ends.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
const paintFirst = () =>
  (performance.getEntriesByName("paint-first") as PerformanceMark[]).map((m) => ({
    startTime: m.startTime,
    detail: m.detail,
  })) as Mark[];
/** The app has started: Next's runtime has set `window.next`. */
const appStarted = (page: Page) =>
  page.evaluate(() => typeof (window as unknown as { next?: { version?: string } }).next?.version === "string");

test(
  "chunks that arrive before the first paint wait for it and the load, then the app starts",
  { tag: "@once" },
  async ({ page }) => {
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
    await expect.poll(() => appStarted(page)).toBe(true);
    const marks = await page.evaluate(paintFirst);
    expect(marks).toHaveLength(1);
    const mark = marks[0]!;
    const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime);
    expect(mark.detail.by).toBe("load");
    // Every chunk of the page was held (its registration queued), plus the inline bootstrap
    // (script#_R_, the list of chunks the page needs): none ran before the paint.
    expect(await page.locator("script#_R_").count()).toBe(1);
    const pageChunks = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLScriptElement>("script[async][src*='/_next/static/chunks/']")].filter(
          (s) => !s.src.includes("/turbopack-"),
        ).length,
    );
    expect(pageChunks).toBeGreaterThanOrEqual(3);
    expect(mark.detail.held).toBe(pageChunks + 1);
    expect(fcp).toBeGreaterThan(700);
    expect(mark.startTime).toBeGreaterThanOrEqual(fcp!);
    const loaded = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    );
    expect(mark.startTime).toBeGreaterThanOrEqual(loaded);

    // The app works: a client-side navigation keeps the document.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole("navigation", { name: "하위 메뉴" }).getByRole("link").nth(1).click();
    await expect(page).not.toHaveURL(/\/Brand\/intro$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  },
);

test("a visitor's first touch starts the app before the page has loaded", { tag: "@once" }, async ({ page }) => {
  // A picture that does not come holds back the load event, and a paused clock the 3 s timeout
  // (it also fakes `performance`, so the mark is not read here): only the touch is left to start it.
  let release = () => {};
  const picture = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/Promotion/Customer", async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace("</body>", '<img src="/__hold-load.png" alt=""></body>');
    await route.fulfill({ response, body });
  });
  await page.route("**/__hold-load.png", async (route) => {
    await picture;
    await route.fulfill({ status: 404, body: "" }).catch(() => {});
  });
  const arrived = new Set<string>();
  page.on("requestfinished", (request) => {
    if (/\/_next\/static\/chunks\/[^/]+\.js$/.test(request.url())) arrived.add(request.url());
  });
  await page.clock.install({ time: new Date("2026-11-20T10:00:00+09:00") });
  await page.clock.pauseAt(new Date("2026-11-20T10:00:01+09:00"));
  await page.goto("/Promotion/Customer", { waitUntil: "domcontentloaded" });
  const chunks = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>("script[async][src*='/_next/static/chunks/']")].map((s) => s.src),
  );
  expect(chunks.length).toBeGreaterThanOrEqual(3);
  await expect.poll(() => chunks.every((c) => arrived.has(c))).toBe(true);
  // Every chunk has arrived, and the app has not started: the page has not loaded.
  expect(await appStarted(page)).toBe(false);
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");

  await page.mouse.move(10, 10);
  await page.mouse.down();
  await page.mouse.up();
  await expect.poll(() => appStarted(page)).toBe(true);
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  release();
});

test(
  "a tap on a button before the app has started is answered, once, when it has",
  { tag: "@once" },
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The app's code is held back, so nothing can answer the tap when it comes.
    let release = () => {};
    const chunks = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await chunks;
      await route.continue().catch(() => {});
    });
    await page.goto("/Brand/intro", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await expect(page.getByRole("button", { name: "메뉴 열기" })).toHaveAttribute("aria-expanded", "false");

    release();
    const close = page.getByRole("button", { name: "메뉴 닫기" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    // Answered once: a second click would have closed it again.
    await page.waitForTimeout(600);
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#" + (await close.getAttribute("aria-controls")))).toBeVisible();
  },
);
