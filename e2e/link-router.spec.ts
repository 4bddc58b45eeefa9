import { expect, test, type Page } from "@playwright/test";

// components/ui/link-router.tsx: the site's links are plain <a data-nav>, and one listener makes a
// plain click a client-side navigation, warms the target on intent and leaves every other click to
// the browser.

const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test("a plain click on a site link navigates without loading a new document", async ({ page }) => {
  await page.goto("/Brand/intro");
  await expect(page.locator("a[data-nav]").first()).toBeAttached();
  await markDocument(page);
  const link = page.getByRole("navigation", { name: "하위 메뉴" }).getByRole("link").nth(1);
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await sameDocument(page)).toBe(true);
  // The new page is there, scrolled to its top.
  await expect(page.locator("h1")).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test(
  "the target is warmed once when the pointer or focus comes to a link, before any click",
  { tag: "@once" },
  async ({ page }) => {
    await page.goto("/Brand/intro");
    await expect(page.locator("a[data-nav]").first()).toBeAttached();
    const link = page.getByRole("navigation", { name: "하위 메뉴" }).getByRole("link").nth(1);
    const href = (await link.getAttribute("href"))!;
    const warmed: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname === href && (r.headers()["rsc"] === "1" || url.searchParams.has("_rsc"))) warmed.push(r.url());
    });
    await page.waitForTimeout(300);
    expect(warmed, "nothing is fetched before the intent").toHaveLength(0);
    await link.focus();
    await expect.poll(() => warmed.length).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    const once = warmed.length;
    // The pointer coming to it later, and focus again, fetch nothing more.
    await link.hover();
    await page.mouse.move(0, 0);
    await link.hover();
    await link.blur();
    await link.focus();
    await page.waitForTimeout(300);
    expect(warmed).toHaveLength(once);
  },
);

test("a click with a modifier key, or on a link to a new tab, is left to the browser", async ({ page }) => {
  await page.goto("/Brand/intro");
  await expect(page.locator("a[data-nav]").first()).toBeAttached();
  // Dispatched by hand and cancelled before the browser acts, so only the router's decision shows.
  // Polled: the router's listener is attached once the page has hydrated, which may be after the link is there.
  const decided = () =>
    page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>("a[data-nav]")!;
      const outcome = (init: MouseEventInit) => {
        const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
        let routed = false;
        const probe = (e: Event) => {
          routed = e.defaultPrevented;
          e.preventDefault();
        };
        window.addEventListener("click", probe, { once: true });
        link.dispatchEvent(event);
        window.removeEventListener("click", probe);
        return routed;
      };
      // The probe runs after the router's listener (both on window, the router's first).
      return {
        ctrl: outcome({ ctrlKey: true }),
        meta: outcome({ metaKey: true }),
        shift: outcome({ shiftKey: true }),
        middle: outcome({ button: 1 }),
        plain: outcome({}),
      };
    });
  await expect.poll(decided).toEqual({ ctrl: false, meta: false, shift: false, middle: false, plain: true });
});

test("a day of the booking page keeps the scroll position (scroll={false})", { tag: "@once" }, async ({ page }) => {
  await page.goto("/Promotion/Visit");
  const days = page.getByRole("navigation", { name: "방문 날짜" }).getByRole("link");
  await expect(days.nth(1)).toBeVisible();
  await markDocument(page);
  await days.nth(1).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  const href = (await days.nth(1).getAttribute("href"))!;
  await days.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, "\\?").replace(/#.*/, "")}`));
  await expect(days.nth(1)).toHaveAttribute("aria-current", "date");
  expect(await sameDocument(page)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
