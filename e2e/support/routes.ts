import { complex, pages, sitePages } from "../../lib/site/content";

/** Every page route a visitor can open, with the title and canonical it must carry. */
export const routes = [
  ...pages.map((p) => ({ path: p.path, title: p.title, canonical: p.canonical ?? p.path })),
  ...complex.sites
    .flatMap((s) => [sitePages.press(s), sitePages.customer(s)])
    .map((p) => ({ path: p.path, title: p.title, canonical: p.canonical ?? p.path })),
];

/**
 * Waits until every finite CSS animation and transition on the page has ended (the announcement
 * bar's endless drift aside), so that a check of colours does not catch the header mid-way through
 * its change of look after a scroll.
 */
export async function animationsSettled(page: import("@playwright/test").Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Waits until React has hydrated the element (its props are attached to the DOM node), so that a
 * click reaches the component's handler and not the no-JS fallback (a link that navigates).
 */
export async function hydrated(locator: import("@playwright/test").Locator): Promise<void> {
  await locator.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const ready = () => Object.keys(el).some((k) => k.startsWith("__reactProps$"));
        const tick = () => (ready() ? resolve() : setTimeout(tick, 50));
        tick();
      }),
    undefined,
    { timeout: 15_000 },
  );
}
