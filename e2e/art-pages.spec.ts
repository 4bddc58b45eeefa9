import { expect, test } from "@playwright/test";
import { complex, interiors, unitTypes } from "../lib/site/content";
import { buildings, viewLabels } from "../lib/site/content/buildings";
import { communityDisclaimers, facilities } from "../lib/site/content/community";
import { floorPlanNotice, floorPlans } from "../lib/site/content/floor-plans";
import { illustrations } from "../lib/site/content/illustrations";
import type { MediaManifest } from "../lib/site/media/manifest";
import { places, premiumPoints } from "../lib/site/content/location";

// The artwork-heavy pages (floor plans, complex guide, location, interiors) and the
// SVG routes under /art, against the production build.

test.describe("server HTML", () => {
  test.skip(({ isMobile }) => isMobile, "HTML is the same for every viewport");

  for (const unit of unitTypes) {
    test(`/FloorPlan/${unit.slug} carries the ${unit.label} plan with real room labels, areas and the notice`, async ({
      request,
    }) => {
      const html = await (await request.get(`/FloorPlan/${unit.slug}`)).text();
      const plan = floorPlans.find((p) => p.slug === unit.slug)!;
      expect(html).toContain(`<title id="floor-plan-${unit.slug}-title">${unit.label} 타입 평면도</title>`);
      for (const room of plan.rooms) expect(html).toContain(`>${room.name}</text>`);
      expect(html).toContain(`${unit.exclusiveArea.toFixed(2)}㎡`);
      expect(html).toContain(`${unit.households}세대`);
      for (const line of floorPlanNotice) expect(html).toContain(line);
      expect(html).toContain(`href="/art/floor-plans/${unit.slug}.svg"`);
    });
  }

  test("/ComplexGuide/intro draws every building and lists them", async ({ request }) => {
    const html = await (await request.get("/ComplexGuide/intro")).text();
    expect(html).toContain('<title id="site-plan-title">단지배치도</title>');
    for (const b of buildings) expect(html).toContain(`>${b.no}동</text>`);
    expect(html).toContain(`${complex.figures.households.toLocaleString("ko-KR")}세대`);
  });

  test("/ComplexGuide/detailintro says which lines have the full view, in the content's words", async ({ request }) => {
    const html = await (await request.get("/ComplexGuide/detailintro")).text();
    expect(html).toContain('<title id="unit-layout-title">동·호수 배치도</title>');
    const full = buildings.flatMap((b) => b.lines.filter((l) => l.view === "full").map((l) => `${b.no}동 ${l.line}호`));
    if (full.length) expect(html).toContain(`${viewLabels.full} 라인: ${full.slice(0, 2).join(", ")}`);
    expect(html).toContain(viewLabels.full);
  });

  test("/ComplexGuide/community lists every facility and the disclaimers", async ({ request }) => {
    const html = await (await request.get("/ComplexGuide/community")).text();
    for (const f of facilities) expect(html).toContain(f.name);
    for (const d of communityDisclaimers) expect(html).toContain(d);
    expect(html).toContain(`alt="${illustrations.community!.alt}"`);
  });

  test("/LocationEnvironment/intro has the drawn map and every place with its time", async ({ request }) => {
    const html = await (await request.get("/LocationEnvironment/intro")).text();
    expect(html).toContain('<title id="location-map-title">입지 안내 지도</title>');
    for (const p of places) {
      expect(html).toContain(p.name);
      expect(html).toContain(p.time);
    }
  });

  test("/LocationEnvironment/primium has every premium point", async ({ request }) => {
    const html = await (await request.get("/LocationEnvironment/primium")).text();
    premiumPoints.forEach((p, i) => {
      expect(html).toContain(`PREMIUM ${String(i + 1).padStart(2, "0")}`);
      expect(html).toContain(p.title);
    });
  });

  for (const i of interiors) {
    test(`/Interior/${i.slug} shows the ${i.label} interior image and the model-house disclaimer`, async ({
      request,
    }) => {
      const html = await (await request.get(`/Interior/${i.slug}`)).text();
      expect(html).toMatch(new RegExp(`<img[^>]+alt="${i.label} 타입[^"]+일러스트`));
      expect(html).toMatch(/<img[^>]+width="1600"[^>]+height="1000"/);
      expect(html).toContain(floorPlanNotice[0]!);
    });
  }
});

test.describe("SVG routes under /art", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour only");

  const files = [
    ...unitTypes.map((u) => `/art/floor-plans/${u.slug}.svg`),
    "/art/site-plan.svg",
    "/art/unit-layout.svg",
    "/art/location-map.svg",
  ];
  for (const path of files) {
    test(`${path} answers image/svg+xml with long caching`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(res.headers()["cache-control"]).toMatch(/max-age=\d{6,}/);
      const body = await res.text();
      expect(body.startsWith("<svg ")).toBe(true);
      expect(body).toContain('role="img"');
    });
  }

  test("unknown floor plans are 404, and the proxy leaves /art alone", async ({ request }) => {
    const first = unitTypes[0]!.slug;
    for (const path of ["/art/floor-plans/99Z.svg", `/art/floor-plans/${first}.png`])
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    const res = await request.get(`/art/floor-plans/${first.toLowerCase()}.svg`, { maxRedirects: 0 });
    expect(res.status()).toBe(404); // no case redirect: file names are exact
  });

  test("rendered illustrations are encoded at build time, served as AVIF and WebP, and each file is under 200 KB", async ({
    request,
  }) => {
    const manifest = (await (await request.get("/media/manifest.json")).json()) as MediaManifest;
    for (const item of Object.values(illustrations)) {
      const drawn = manifest.drawings[item.src];
      expect(drawn, item.src).toBeDefined();
      for (const v of [...drawn!.avif, ...drawn!.webp]) {
        const res = await request.get(v.src);
        expect(res.status(), v.src).toBe(200);
        expect((await res.body()).length, v.src).toBeLessThan(200 * 1024);
      }
      // No picture is made at request time: the drawing's old address and the optimiser have nothing to say about it.
      expect((await request.get(item.src)).status(), item.src).toBe(404);
    }
  });
});

test.describe("in the browser", () => {
  test("a floor plan ends with the next step: this type's price in the calculator, a visit, registration", async ({
    page,
  }) => {
    const unit = unitTypes[unitTypes.length - 1]!;
    await page.goto(`/FloorPlan/${unit.slug}`);
    const next = page.getByTestId("plan-next-step");
    await expect(next.getByRole("link", { name: "견본주택 방문예약" })).toHaveAttribute("href", "/Promotion/Visit");
    await expect(next.getByRole("button", { name: "관심고객 등록" })).toBeVisible();
    await next.getByRole("link", { name: `${unit.label} 분양가 계산` }).click();
    await expect(page).toHaveURL(new RegExp(`/SalesInfo/price\\?type=${unit.slug}#calculator$`));
    const type = page.getByTestId("price-calculator").getByRole("group", { name: "타입" });
    await expect(type.getByRole("radio", { name: unit.label, exact: true })).toBeChecked();
  });

  test("the community banner is faint (but painted) until it has loaded, then fades in", async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/media/*.{avif,webp}", async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/ComplexGuide/community", { waitUntil: "domcontentloaded" });
    const banner = page.getByTestId("community-banner");
    await expect(banner).toHaveAttribute("data-loaded", "false");
    // Painted from the first frame (an opacity of 0 would hold the page's largest paint back to the script).
    expect(await banner.evaluate((el) => getComputedStyle(el).opacity)).toBe("0.4");
    release();
    // Marked by the inline script at the image's load event, whether or not the page has hydrated yet.
    await expect(banner).toHaveAttribute("data-loaded", "true", { timeout: 20_000 });
    await expect.poll(() => banner.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the community banner is shown at full opacity at once (no style in the body needed)", async ({ page }) => {
      await page.goto("/ComplexGuide/community");
      const banner = page.getByTestId("community-banner");
      await expect(banner).toHaveAttribute("data-loaded", "false");
      expect(await banner.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
      expect(await page.locator("body style").count()).toBe(0);
    });
  });

  test("the complex sub-menu links the three complex pages and marks the current one", async ({ page }) => {
    await page.goto("/ComplexGuide/community");
    const nav = page.getByRole("navigation", { name: "하위 메뉴" });
    await expect(nav.getByRole("link")).toHaveText(["단지배치도", "동·호수 배치도", "커뮤니티"]);
    await expect(nav.locator('[aria-current="page"]')).toHaveText("커뮤니티");
    await nav.getByRole("link", { name: "단지배치도" }).click();
    await expect(page).toHaveURL(/\/ComplexGuide\/intro$/);
    await expect(page.getByRole("img", { name: "단지배치도" })).toBeVisible();
  });

  test("floor-plan pages step through the types in menu order", async ({ page }) => {
    await page.goto(`/FloorPlan/${unitTypes[0]!.slug}`);
    await expect(page.getByRole("navigation", { name: "하위 메뉴" }).locator('[aria-current="page"]')).toHaveText(
      unitTypes[0]!.label,
    );
    await expect(page.getByRole("img", { name: `${unitTypes[0]!.label} 타입 평면도` })).toBeVisible();
    await page
      .getByRole("navigation", { name: "다른 타입 보기" })
      .getByRole("link", { name: `${unitTypes[1]!.label} 타입` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/FloorPlan/${unitTypes[1]!.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${unitTypes[1]!.label} 타입 평면`);
  });

  test("wide drawings never widen the page on a phone", { tag: "@phone" }, async ({ page }) => {
    for (const path of [
      "/ComplexGuide/intro",
      "/ComplexGuide/detailintro",
      "/LocationEnvironment/intro",
      `/FloorPlan/${unitTypes[5]!.slug}`,
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test(
    "a floor plan wider than the screen says it scrolls sideways, and only then",
    { tag: "@once" },
    async ({ page }) => {
      await page.goto(`/FloorPlan/${unitTypes[0]!.slug}`);
      const region = page.getByRole("region", { name: /평면도 \(좌우로 스크롤할 수 있습니다\)/ });
      const hint = page.getByTestId("scroll-hint");
      // Either side of where the 560px drawing stops fitting, a phone, a tablet and a desktop.
      for (const width of [360, 390, 625, 626, 768, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
        expect(await hint.isVisible(), `${width}px`).toBe(scrolls);
        if (width <= 390) expect(scrolls, `${width}px`).toBe(true);
        if (width >= 768) expect(scrolls, `${width}px`).toBe(false);
      }
    },
  );
});
