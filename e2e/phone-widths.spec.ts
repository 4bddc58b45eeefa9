import { expect, test, type Page } from "@playwright/test";
import { unitTypes } from "../lib/site/content";
import { location } from "../lib/site/content/location";

// Every sitemap page on the narrowest phones we design for (360 px, a Galaxy S-class width) and on
// 390 px (an iPhone's): nothing runs past the screen's edge unseen. The page itself is never wider
// than the screen, and every box whose content is wider than itself says so where a buyer sees it:
// a table or drawing by the hint under it (components/ui/scroll-region.tsx), a photo carousel by
// its count and buttons, the sub-menu by its faded edge, a map cropped to the site's pin by its link
// to the whole map. A box that slides with none of these fails, named with its page and width.

/** What runs in the page: the scrolling boxes whose content is cut, and whether each says so. */
function cutBoxes(): { page: number; boxes: { what: string; hinted: boolean }[] } {
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.getAttribute("aria-label") ? `[aria-label="${el.getAttribute("aria-label")}"]` : ""}${el.getAttribute("data-testid") ? `[data-testid=${el.getAttribute("data-testid")}]` : ""}`;
  const visible = (el: Element | null | undefined) =>
    !!el && (el as HTMLElement).checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) !== false;
  const boxes: { what: string; hinted: boolean }[] = [];
  for (const el of document.querySelectorAll<HTMLElement>("body *")) {
    const style = getComputedStyle(el);
    if (style.overflowX !== "auto" && style.overflowX !== "scroll") continue;
    if (el.scrollWidth <= el.clientWidth + 1 || !visible(el)) continue;
    const label = el.getAttribute("aria-label") ?? "";
    const hint = el.parentElement?.querySelector(":scope > [data-testid=scroll-hint]");
    const hinted =
      // A table or drawing: labelled for a screen reader, and its hint shown for the eye.
      (label.includes("좌우로") && visible(hint)) ||
      // A photo carousel: its label says to swipe, and its count or buttons show there is more.
      (label.includes("좌우로 넘겨") && el.closest("[aria-roledescription=carousel]") !== null) ||
      // The sub-menu: its right edge fades where tabs continue.
      (el.closest("nav") !== null && style.maskImage !== "none" && style.maskImage !== "");
    boxes.push({ what: describe(el), hinted });
  }
  return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, boxes };
}

async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...new Set(paths)];
}

/** Draws the whole page: the parts drawn as they come near (content-visibility) are laid out too. */
async function drawWhole(page: Page) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(el).contentVisibility === "auto") el.style.contentVisibility = "visible";
  });
}

test.describe("phones 360 and 390 px wide", () => {
  test.describe.configure({ timeout: 240_000 });

  test("no sitemap page cuts content off without saying it slides", { tag: "@phone" }, async ({ page }) => {
    const paths = await sitemapPaths(page);
    expect(paths.length).toBeGreaterThan(20);
    const unhinted: string[] = [];
    let scrollers = 0;
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of paths) {
        await page.goto(path, { waitUntil: "load" });
        await drawWhole(page);
        const found = await page.evaluate(cutBoxes);
        if (found.page > 0) unhinted.push(`${width}px ${path}: the page is ${found.page}px wider than the screen`);
        for (const box of found.boxes) {
          scrollers++;
          if (!box.hinted) unhinted.push(`${width}px ${path}: ${box.what} slides without a hint`);
        }
      }
    }
    expect(unhinted).toEqual([]);
    // The check saw real sliding boxes (the tables and drawings of a phone), not an empty page.
    expect(scrollers).toBeGreaterThan(10);
  });

  test("the sub-menu shows the current page's tab, also the last floor plan's", { tag: "@phone" }, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const last = unitTypes[unitTypes.length - 1]!;
    await page.goto(`/FloorPlan/${last.slug}`);
    const strip = page.getByRole("navigation", { name: "하위 메뉴" }).getByRole("list");
    // The floor plans' tabs run past a phone's edge (else there is nothing to check here).
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const tab = strip.locator('[aria-current="page"]');
    await expect(tab).toHaveText(last.label);
    await expect
      .poll(() =>
        tab.evaluate((el) => {
          const t = el.getBoundingClientRect();
          const s = el.closest("ul")!.getBoundingClientRect();
          return t.left >= s.left && t.right <= s.right - 32; // clear of the faded edge
        }),
      )
      .toBe(true);
  });

  test(
    "the location map keeps the site's pin in view at 360 px, and links to the whole map",
    {
      tag: "@phone",
    },
    async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto("/LocationEnvironment/intro");
      const frame = page.getByTestId("focused-drawing");
      test.skip((await frame.count()) === 0, "this complex shows the builder's own map photo, which is shown whole");
      const pin = await frame.evaluate((el) => {
        const svg = el.querySelector("svg")!;
        const box = el.getBoundingClientRect();
        const drawing = svg.getBoundingClientRect();
        const [, , w] = (svg.getAttribute("viewBox") ?? "0 0 1000 640").split(/\s+/).map(Number);
        return { frame: { left: box.left, right: box.right }, drawing, scale: drawing.width / w! };
      });
      const x = pin.drawing.left + location.site.x * pin.scale;
      expect(x).toBeGreaterThan(pin.frame.left + 40);
      expect(x).toBeLessThan(pin.frame.right - 40);
      await expect(page.getByTestId("focus-hint").getByRole("link", { name: /지도 전체 보기/ })).toHaveAttribute(
        "href",
        "/art/location-map.svg",
      );
    },
  );
});
