import { expect as baseExpect, test, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { newsItems } from "../lib/site/content/news";
import { premiumCards, premiumSlides, unitPlan, viewerTypes } from "../lib/site/content/home";
import { complex, hasVrTour, mediaPending } from "../lib/site/content";
import { VISIT_PATH } from "../lib/site/routes/paths.mjs";
import { newestSamples } from "../lib/press/seed-articles";
import { kstDay } from "../lib/platform/time/kst";

// The home page: the desktop wheel state machine and unit viewer at 1440px; the premium
// slider, accordions, premium cards and news at 390px.

// Smooth scrolls and hydration take longer on a loaded machine; the assertions stay exact.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 90_000 });

const snap = (page: Page) => page.getByTestId("home-snap");
const sectionIndex = (page: Page) => snap(page).getAttribute("data-section-index").then(Number);

/** Fake timers that only move with runFor, from before the page loads. */
async function freezeClock(page: Page) {
  // A week before the first dated step of the schedule.
  const first = Date.parse(`${complex.schedule.find((s) => s.start)!.start}T10:00:00+09:00`) - 7 * 86_400_000;
  await page.clock.install({ time: new Date(first) });
  await page.clock.pauseAt(new Date(first + 1000));
}

/** Focus and the (emulated) mouse leave the page's controls, as after a tap elsewhere. */
async function letGo(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(1, 1);
}

async function openHome(page: Page) {
  await page.goto("/");
  // Hydration can be slow on a busy machine.
  await expect(snap(page)).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
}

test.describe("the visit form on a laptop's window", () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1280, height: 720 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} every field and the submit button can be reached and used @desktop`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openHome(page);
      const form = page.locator('[data-section="visit"] form');
      const submit = form.getByRole("button", { name: "등록" });
      await submit.scrollIntoViewIfNeeded();
      await expect(submit).toBeInViewport({ ratio: 1 });
      // Actionability: visible, not covered, not clipped by its section.
      await submit.click({ trial: true });
      await form.getByLabel(/이름/).click({ trial: true });
      await form.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).click({ trial: true });
    });
  }
});

test.describe("desktop snap scroll", () => {
  test.skip(({ isMobile }) => isMobile, "the wheel state machine runs above 900px only");

  async function wheelDown(page: Page, dy = 120) {
    await page.mouse.wheel(0, dy);
  }

  test("one section per wheel tick, locked for 500 ms, within 1 to 9", async ({ page }) => {
    await freezeClock(page);
    await openHome(page);
    await page.mouse.move(720, 450);
    const h = await page.evaluate(() => window.innerHeight);

    expect(await sectionIndex(page)).toBe(1);
    await page.mouse.wheel(0, -120);
    await expect(snap(page)).toHaveAttribute("data-section-index", "1");

    await wheelDown(page);
    await expect(snap(page)).toHaveAttribute("data-section-index", "2");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(h);

    // Locked: a second tick at once, and one at 499 ms, change nothing.
    await wheelDown(page);
    await page.clock.runFor(499);
    await wheelDown(page);
    await expect(snap(page)).toHaveAttribute("data-section-index", "2");
    await page.clock.runFor(2);
    await wheelDown(page);
    await expect(snap(page)).toHaveAttribute("data-section-index", "3");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2 * h);

    // Up one, then down to the bound: the index stops at 9 with the footer in view.
    await page.clock.runFor(600);
    await page.mouse.wheel(0, -120);
    await expect(snap(page)).toHaveAttribute("data-section-index", "2");
    for (let i = 0; i < 10; i++) {
      await page.clock.runFor(600);
      await wheelDown(page);
    }
    await expect(snap(page)).toHaveAttribute("data-section-index", "9");
    await expect(page.getByTestId("site-footer")).toBeInViewport();
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(window.scrollY + window.innerHeight - document.documentElement.scrollHeight)),
      )
      .toBe(0);

    // And back up to the first section, where it stops.
    for (let i = 0; i < 10; i++) {
      await page.clock.runFor(600);
      await page.mouse.wheel(0, -120);
    }
    await expect(snap(page)).toHaveAttribute("data-section-index", "1");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the wheel is ignored while a form field has focus and while the popup is open", async ({ page }) => {
    await freezeClock(page);
    await openHome(page);
    await page.mouse.move(720, 450);

    // Popup open: the wheel does nothing; closed again, it steps.
    await page.locator('[data-section="hero"] [data-opens="registration-popup"]').click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await wheelDown(page);
    await page.clock.runFor(600);
    await wheelDown(page);
    await expect(snap(page)).toHaveAttribute("data-section-index", "1");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    // Closing goes back over the popup's history entry; let that traversal (and the scroll
    // position it restores) finish before the next tick.
    await expect
      .poll(() =>
        page.evaluate(() => Boolean((history.state as { registrationPopup?: boolean } | null)?.registrationPopup)),
      )
      .toBe(false);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(600);
    await wheelDown(page);
    await expect(snap(page)).toHaveAttribute("data-section-index", "2");

    // Go to the visit form (section 7) and focus its first field: a tick does not step to the footer.
    for (let i = 0; i < 5; i++) {
      await page.clock.runFor(600);
      await wheelDown(page);
    }
    await expect(snap(page)).toHaveAttribute("data-section-index", "7");
    const h = await page.evaluate(() => window.innerHeight);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(6 * h);
    const field = page.locator('[data-section="visit"] input:visible').first();
    await field.focus();
    await page.clock.runFor(600);
    await wheelDown(page, 60);
    await page.clock.runFor(600);
    await expect(snap(page)).toHaveAttribute("data-section-index", "7");
    await expect(page.getByTestId("site-footer")).not.toBeInViewport({ ratio: 0.5 });

    // Focus leaves the field: the next tick steps again.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await wheelDown(page);
    await expect(snap(page)).toHaveAttribute("data-section-index", "8");
  });

  test("keyboard scrolling moves the index along, so the next tick continues from there", async ({ page }) => {
    await openHome(page);
    await page.mouse.move(720, 450);
    const h = await page.evaluate(() => window.innerHeight);
    await page.keyboard.press("End");
    await expect.poll(() => sectionIndex(page)).toBe(8);
    await page.keyboard.press("Home");
    await expect.poll(() => sectionIndex(page)).toBe(1);
    await page.keyboard.press("PageDown");
    await expect.poll(() => sectionIndex(page)).toBe(2);
    await page.mouse.wheel(0, 120);
    await expect(snap(page)).toHaveAttribute("data-section-index", "3");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2 * h);
  });

  test("the sections are in the spec's order and the teaser links to its floor plan", async ({ page }) => {
    await openHome(page);
    const order = await page
      .locator("[data-section]")
      .evaluateAll((els) =>
        els.filter((e) => getComputedStyle(e).display !== "none").map((e) => e.getAttribute("data-section")),
      );
    expect(order).toEqual(["hero", "location", "brand", "special", "premium", "unit", "visit"]);
    // Which plan is the content's (the first sample's own test pins the spec's /FloorPlan/84A); here it is shown and opens.
    const teaser = page.locator(`[data-section="unit"] a[href="${unitPlan.teaser.href}"]`);
    await expect(teaser).toBeVisible();
    await expect(teaser).toHaveText(unitPlan.teaser.text);
    await expect(page.locator('[data-section="location"] [data-opens="registration-popup"]')).toBeVisible();
    await expect(page.locator('[data-section="brand"] a[href="/Brand/intro"]')).toBeVisible();
    await expect(page.getByTestId("premium-cards-desktop").locator("li")).toHaveCount(4);
  });
});

test.describe("unit plan", () => {
  test.skip(({ isMobile }) => isMobile, "driven at 1440px");

  test("arrows step through every type and are dimmed and disabled at the ends", async ({ page }) => {
    await openHome(page);
    const viewer = page.getByTestId("unit-viewer");
    await viewer.scrollIntoViewIfNeeded();
    const prev = page.getByTestId("unit-prev");
    const next = page.getByTestId("unit-next");
    const tabs = viewer.getByRole("tab");
    await expect(tabs).toHaveText(viewerTypes.map((t) => t.label));
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(prev).toBeDisabled();
    await expect(prev).toHaveCSS("opacity", "0.3");
    await expect(next).toBeEnabled();
    await expect(next).toHaveCSS("opacity", "1");

    for (let i = 1; i < viewerTypes.length; i++) {
      await next.click();
      await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true");
      const image = page.getByTestId("unit-image");
      await expect(image).toHaveAttribute("data-slug", viewerTypes[i]!.slug);
      await expect(image).toHaveAttribute("data-shown", "true");
      await expect(image.locator("img")).toHaveAttribute("src", viewerTypes[i]!.image);
      await expect(image.locator("img")).toBeVisible();
      expect(await image.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(image).toHaveCSS("transition-duration", "0.5s");
    }
    await expect(viewer).toHaveAttribute("data-type", viewerTypes.at(-1)!.label);
    await expect(next).toBeDisabled();
    await expect(next).toHaveCSS("opacity", "0.3");
    await expect(prev).toBeEnabled();
    await prev.click();
    await expect(viewer).toHaveAttribute("data-type", viewerTypes.at(-2)?.label ?? viewerTypes[0]!.label);
    await tabs.first().click();
    await expect(prev).toBeDisabled();
  });

  test("the accordion switches between type guide and E-model house, and the heading follows", async ({ page }) => {
    await openHome(page);
    const accordion = page.getByTestId("accordion-unit-plan");
    await accordion.scrollIntoViewIfNeeded();
    const heading = page.getByTestId("unit-plan-heading");
    const types = accordion.getByRole("button", { name: unitPlan.items.types });
    const emodel = accordion.getByRole("button", { name: unitPlan.items.emodel });
    await expect(heading).toHaveText(unitPlan.headings.types);
    await expect(types).toHaveAttribute("aria-expanded", "true");

    await emodel.click();
    await expect(heading).toHaveText(unitPlan.headings.emodel);
    await expect(types).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("unit-viewer")).toBeHidden();
    // Never an empty frame and never a promise of one: the tours, or (none published) a panel that says
    // they are being prepared and leads to the booking page.
    const panel = page.locator(`#${await emodel.getAttribute("aria-controls")}`);
    if (hasVrTour) await expect(panel.locator('a[href="/FloorPlan/Emodel"], iframe').first()).toBeVisible();
    else {
      await expect(panel).toContainText(mediaPending.tourTitle());
      await expect(panel.locator(`a[href="${VISIT_PATH}"]`)).toBeVisible();
      await expect(panel).not.toContainText("클릭");
    }

    await emodel.click();
    await expect(emodel).toHaveAttribute("aria-expanded", "false");
    await expect(heading).toHaveText(unitPlan.headings.none);
  });
});

test.describe("mobile home", () => {
  test.skip(({ isMobile }) => !isMobile, "the stacked layout is for 900px and below");

  async function swipe(page: Page, fromX: number, toX: number, y: number) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] });
    for (let i = 1; i <= 5; i++)
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: fromX + ((toX - fromX) * i) / 5, y }],
      });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  }

  test("the premium slider advances every 6 s and wraps, swipes, jumps with dots and pauses", async ({ page }) => {
    await freezeClock(page);
    await openHome(page);
    const slider = page.getByTestId("premium-slider");
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveAttribute("aria-roledescription", "carousel");
    await expect(slider.locator('[aria-roledescription="slide"]')).toHaveCount(7);
    await expect(slider.locator('[aria-roledescription="slide"]').first()).toHaveAttribute("aria-label", "1 / 7");
    await expect(slider).toHaveAttribute("data-playing", "true");

    // Pictures for the slides seen so far and the next one only.
    const pictures = slider.locator('[aria-roledescription="slide"] img');
    await expect(pictures).toHaveCount(2);
    await page.clock.runFor(5_900);
    await expect(slider).toHaveAttribute("data-current", "0");
    await page.clock.runFor(200);
    await expect(slider).toHaveAttribute("data-current", "1");
    await expect(pictures).toHaveCount(3);
    await expect(slider.locator('[data-slide="1"] img')).toHaveCount(1);

    // Swipes: under 50 px nothing, right goes back, and back from the first wraps to the last.
    const box = (await page.getByTestId("premium-slider-track").boundingBox())!;
    const y = box.y + box.height / 2;
    await swipe(page, 250, 210, y);
    await expect(slider).toHaveAttribute("data-current", "1");
    await swipe(page, 100, 300, y);
    await expect(slider).toHaveAttribute("data-current", "0");
    await swipe(page, 100, 300, y);
    await expect(slider).toHaveAttribute("data-current", String(premiumSlides.length - 1));
    // From the last slide the timer wraps to the first.
    await page.clock.runFor(6_000);
    await expect(slider).toHaveAttribute("data-current", "0");
    await swipe(page, 300, 100, y);
    await expect(slider).toHaveAttribute("data-current", "1");

    // Dots jump; a focused control stops the motion until focus leaves.
    const dots = slider.getByTestId("slider-dot");
    await expect(dots).toHaveCount(7);
    await dots.nth(4).click();
    await expect(slider).toHaveAttribute("data-current", "4");
    await expect(dots.nth(4)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(7_000);
    await expect(slider).toHaveAttribute("data-current", "4");
    await letGo(page);
    await page.clock.runFor(6_000);
    await expect(slider).toHaveAttribute("data-current", "5");

    // The pause button stops it; play starts it again.
    const toggle = slider.getByTestId("slider-toggle");
    await expect(toggle).toHaveAccessibleName("자동 넘김 멈춤");
    await toggle.click();
    await letGo(page);
    await expect(slider).toHaveAttribute("data-playing", "false");
    await page.clock.runFor(13_000);
    await expect(slider).toHaveAttribute("data-current", "5");
    await expect(toggle).toHaveAccessibleName("자동 넘김 재생");
    await toggle.click();
    await letGo(page);
    await page.clock.runFor(6_000);
    await expect(slider).toHaveAttribute("data-current", "6");
  });

  test("with reduced motion the slider does not move by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await openHome(page);
    const slider = page.getByTestId("premium-slider");
    await expect(slider).toHaveAttribute("data-playing", "false");
    await page.clock.runFor(13_000);
    await expect(slider).toHaveAttribute("data-current", "0");
    await slider.getByTestId("slider-dot").nth(2).click();
    await expect(slider).toHaveAttribute("data-current", "2");
  });

  for (const name of ["overview", "complex"]) {
    test(`the ${name} accordion keeps one item open and closes the open one on click`, async ({ page }) => {
      await openHome(page);
      const accordion = page.getByTestId(`accordion-${name}`);
      await accordion.scrollIntoViewIfNeeded();
      const buttons = accordion.locator("h3 > button");
      await expect(buttons).toHaveCount(3);
      const expanded = () => buttons.evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-expanded")));
      expect(await expanded()).toEqual(["true", "false", "false"]);
      await expect(page.locator(`#${await buttons.nth(0).getAttribute("aria-controls")}`)).toBeVisible();

      await buttons.nth(1).click();
      expect(await expanded()).toEqual(["false", "true", "false"]);
      await expect(page.locator(`#${await buttons.nth(0).getAttribute("aria-controls")}`)).toBeHidden();
      await expect(page.locator(`#${await buttons.nth(1).getAttribute("aria-controls")}`)).toBeVisible();
      await buttons.nth(2).click();
      expect(await expanded()).toEqual(["false", "false", "true"]);
      await buttons.nth(2).click();
      expect(await expanded()).toEqual(["false", "false", "false"]);
    });
  }

  test("the overview lists every project fact, label beside value, in order", async ({ page }) => {
    // Which facts these are is the complex's own test's business (complexes/<slug>/spec.test.ts pins
    // the spec's nine); here: all of them reach the page, none dropped, reordered or mislabelled.
    await openHome(page);
    const accordion = page.getByTestId("accordion-overview");
    const pairs = await accordion
      .locator("dt")
      .evaluateAll((dts) => dts.map((dt) => [dt.textContent?.trim(), dt.nextElementSibling?.textContent?.trim()]));
    expect(pairs).toEqual(complex.facts.map((f) => [f.label, f.value]));
  });

  test("premium cards 01 to 04 expand and collapse on tap, aligned left and right in turn", async ({ page }) => {
    await openHome(page);
    const cards = page.getByTestId("premium-cards-mobile").getByTestId("premium-card");
    await expect(cards).toHaveCount(4);
    await expect(cards.locator(".ornament")).toHaveText(["PREMIUM 01", "PREMIUM 02", "PREMIUM 03", "PREMIUM 04"]);
    expect(await cards.evaluateAll((cs) => cs.map((c) => c.getAttribute("data-align")))).toEqual([
      "left",
      "right",
      "left",
      "right",
    ]);
    const second = cards.nth(1);
    const toggle = second.getByRole("button");
    const link = second.getByRole("link");
    await second.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(link).toBeHidden();
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(link).toBeVisible();
    await expect(second).toContainText(premiumCards[1]!.lines[0]);
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(link).toBeHidden();
  });

  test("the news section shows the press store's four newest articles with dates and /{site}/press/{id} links", async ({
    page,
  }) => {
    // The test server's store holds the sample articles (DEMO_CONTENT): the build's page and every
    // regeneration show the same four (newest first, as the press list orders them).
    const newest = newestSamples(complex.defaultSite, 4);
    const pictures = new Map(newsItems.map((n) => [n.id, n.image]));
    await openHome(page);
    const items = page.getByTestId("home-news").getByTestId("news-item");
    await expect(items).toHaveCount(4);
    for (const [i, article] of newest.entries()) {
      const link = items.nth(i).getByRole("link");
      await expect(link).toHaveText(article.title);
      await expect(link).toHaveAttribute("href", `/${complex.defaultSite}/press/${article.id}`);
      const [y, m, d] = kstDay(article.date.getTime()).split("-").map(Number);
      await expect(items.nth(i).locator("time")).toHaveText(
        new RegExp(`^${y}\\. ?${m}\\. ?${d}\\.?$|^${y}년 ${m}월 ${d}일$`),
      );
      await expect(items.nth(i)).toContainText(article.summary.slice(0, 12));
      if (!pictures.get(article.id)) await expect(items.nth(i).getByTestId("news-placeholder")).toBeVisible();
    }
  });

  test("axe finds no serious or critical violation with the panels open", async ({ page }) => {
    await openHome(page);
    await page.getByTestId("premium-cards-mobile").getByRole("button").first().click();
    await page.getByTestId("accordion-overview").locator("h3 > button").nth(1).click();
    expect(await axeViolations(page, { include: "main" })).toEqual([]);
  });

  test(
    "every landmark of the stacked home page has a name of its own (an accordion's first panel once repeated its section's)",
    { tag: "@phone" },
    async ({ page }) => {
      await openHome(page);
      const landmarks = (await axeViolations(page, { impacts: "all" })).filter((v) => v.startsWith("landmark-"));
      expect(landmarks).toEqual([]);
    },
  );
});
