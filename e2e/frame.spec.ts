import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { complex, parties, unitTypes } from "../lib/site/content";
import { hydrated, routes } from "./support/routes";

test.describe("server HTML of every route", () => {
  test.skip(({ isMobile }) => isMobile, "HTML is the same for every viewport");
  for (const route of routes) {
    test(`${route.path} answers 200 with its own title, canonical and <h1>`, async ({ request }) => {
      const res = await request.get(route.path, { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<html lang="ko"/);
      expect(html).toContain(`<title>${route.title}`);
      expect(html).toMatch(
        new RegExp(`<link rel="canonical" href="https?://[^"]+${route.canonical === "/" ? "" : route.canonical}"`),
      );
      expect(html).toMatch(/<meta name="robots" content="index, follow"/);
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/og\/[a-z][a-z0-9-]*\.png"/);
      expect((html.match(/<h1[\s>]/g) ?? []).length).toBe(1);
    });
  }
});

test.describe("routing", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour only");
  test("unknown paths answer 404 with the Not Found heading", async ({ request }) => {
    // The heading is in the HTML itself: a page that reads without JavaScript (a crawler, a blocked script).
    for (const path of [
      "/no-such-page",
      "/FloorPlan/99Z",
      "/Interior/XYZ",
      "/unknown-site/press",
      "/unknown-site/press/some-article",
      "/unknown-site/customer",
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain(">Not Found</h1>");
    }
  });

  test("case variants redirect permanently to the canonical spelling", async ({ request }) => {
    const unit = unitTypes[0]!.slug;
    for (const [from, to] of [
      ["/brand/intro", "/Brand/intro"],
      [`/floorplan/${unit.toLowerCase()}`, `/FloorPlan/${unit}`],
      ["/BRAND/VIDEO", "/Brand/video"],
      ["/promotion/customer", "/Promotion/Customer"],
    ]) {
      const res = await request.get(from!, { maxRedirects: 0 });
      expect(res.status(), from).toBe(308);
      expect(new URL(res.headers()["location"]!, "http://x").pathname).toBe(to);
    }
  });

  test("/Promotion/Press leads to the default site's press list", async ({ request }) => {
    const res = await request.get("/Promotion/Press", { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers()["location"]).toMatch(/\/[a-z0-9-]+\/press$/);
  });

  test("the public pages and the 404 carry the site's frame; the admin pages do not (their own frame: e2e/admin-frame.spec.ts)", async ({
    request,
  }) => {
    const SITE_FRAME = [
      'data-testid="site-header"',
      "announce-track",
      'data-testid="site-footer"',
      'data-testid="mobile-bottom-bar"',
    ];
    for (const path of ["/", "/Brand/intro", "/privacy", "/no-such-page", "/unknown-site/press"]) {
      const html = await (await request.get(path)).text();
      for (const marker of SITE_FRAME) expect(html, `${path}: ${marker}`).toContain(marker);
      expect(html, path).not.toContain('data-testid="admin-bar"');
    }
    for (const path of ["/admin", "/admin/leads", "/admin/visits"]) {
      const html = await (await request.get(path)).text();
      for (const marker of SITE_FRAME) expect(html, `${path}: ${marker}`).not.toContain(marker);
      expect(html, path).toContain('data-testid="admin-bar"');
    }
  });

  test("favicon, robots and sitemap are served", async ({ request }) => {
    expect((await request.get("/favicon.ico")).status()).toBe(200);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const route of routes.filter((r) => r.canonical === r.path)) {
      expect(sitemap, route.path).toContain(`${route.path === "/" ? "" : route.path}</loc>`);
    }
  });
});

test.describe("header", () => {
  test("changes its look once the page is scrolled", async ({ page }) => {
    await page.goto("/ComplexGuide/community");
    const header = page.getByTestId("site-header");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    // The listener attaches at hydration, which a busy machine delays: scroll until it answers.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.mouse.wheel(0, 400);
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect(header).toHaveAttribute("data-scrolled", "true", { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test(
    "desktop dropdown opens on hover and closes when the mouse leaves the header",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/Brand/intro");
      const complexItem = page
        .getByRole("navigation", { name: "주 메뉴" })
        .getByRole("link", { name: "단지안내", exact: true });
      // The dropdowns are built by the header's handlers, so the pointer must come after hydration.
      await hydrated(page.getByTestId("site-header"));
      await complexItem.hover();
      const dropdown = page.getByTestId("dropdown-complex");
      await expect(dropdown).toHaveAttribute("data-open", "true");
      await expect(dropdown.getByRole("link", { name: "커뮤니티" })).toBeVisible();
      await page.mouse.move(700, 700);
      await expect(dropdown).toHaveAttribute("data-open", "false");
      await expect(dropdown.getByRole("link", { name: "커뮤니티" })).toBeHidden();
    },
  );

  test(
    "from the keyboard, a top-level item opens its dropdown and Tab goes into it",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/Brand/intro");
      const nav = page.getByRole("navigation", { name: "주 메뉴" });
      await hydrated(page.getByTestId("site-header"));
      // No pointer has come near the header: the dropdowns are built by the focus itself.
      await expect(page.locator("[data-testid^=dropdown-]")).toHaveCount(0);
      await nav.getByRole("link", { name: "단지안내", exact: true }).focus();
      const dropdown = page.getByTestId("dropdown-complex");
      await expect(dropdown).toHaveAttribute("data-open", "true");
      await page.keyboard.press("Tab");
      await expect(dropdown.getByRole("link").first()).toBeFocused();
    },
  );

  test(
    "from the narrowest desktop width up, every menu item, the mobile consultation link and the phone fit on one line",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/Brand/intro");
      const header = page.getByTestId("site-header");
      const phone = header.getByRole("button", { name: new RegExp(`관심고객 등록 및 상담 ${complex.phone}`) });
      // The spec's 'mobile consultation reservation' link is on the header at every desktop width.
      const consult = header.getByRole("link", { name: "모바일 상담예약", exact: true });
      const items = page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link");
      for (const width of [901, 960, 1023, 1024, 1100, 1279, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const box = (await phone.boundingBox())!;
        expect(box.x + box.width, `${width}px: phone inside the window`).toBeLessThanOrEqual(width);
        expect(box.height, `${width}px: phone on one line`).toBeLessThan(48);
        await expect(consult, `${width}px: mobile consultation link shown`).toBeVisible();
        await expect(consult).toHaveAttribute("href", "/Promotion/Customer");
        const link = (await consult.boundingBox())!;
        expect(link.height, `${width}px: mobile consultation link on one line`).toBeLessThan(48);
        expect(link.x + link.width, `${width}px: mobile consultation link before the phone`).toBeLessThanOrEqual(box.x);
        const lastItem = (await page
          .getByRole("navigation", { name: "주 메뉴" })
          .locator(":scope > ul > li > a")
          .last()
          .boundingBox())!;
        expect(
          lastItem.x + lastItem.width,
          `${width}px: the menu ends before the mobile consultation link`,
        ).toBeLessThanOrEqual(link.x);
        for (const item of await items.all()) {
          if (!(await item.isVisible())) continue;
          const lines = await item.evaluate((a) => {
            const r = document.createRange();
            r.selectNodeContents(a);
            return r.getClientRects().length;
          });
          expect(lines, `${width}px: ${await item.textContent()} on one line`).toBe(1);
        }
      }
    },
  );

  test("a top-level item goes to its first sub-link", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "주 메뉴" })
      .getByRole("link", { name: "세대안내", exact: true })
      .click();
    const first = unitTypes[0]!;
    await expect(page).toHaveURL(new RegExp(`/FloorPlan/${first.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${first.label} 타입 평면`);
  });

  test(
    "mobile menu is an accordion with one section open and closes on navigation",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/Brand/intro");
      await page.getByRole("button", { name: "메뉴 열기" }).click();
      const mobileMenu = page.getByTestId("mobile-menu");
      await expect(mobileMenu.getByRole("link", { name: "모바일 방문예약" })).toBeVisible();
      const brand = mobileMenu.getByRole("button", { name: /^브랜드/ });
      const complexBtn = mobileMenu.getByRole("button", { name: /^단지안내/ });
      await brand.click();
      await expect(brand).toHaveAttribute("aria-expanded", "true");
      await complexBtn.click();
      await expect(complexBtn).toHaveAttribute("aria-expanded", "true");
      await expect(brand).toHaveAttribute("aria-expanded", "false");
      expect(await mobileMenu.locator('button[aria-expanded="true"]').count()).toBe(1);
      await complexBtn.click();
      await expect(complexBtn).toHaveAttribute("aria-expanded", "false");
      await complexBtn.click();
      await mobileMenu.getByRole("link", { name: "커뮤니티" }).click();
      await expect(page).toHaveURL(/\/ComplexGuide\/community$/);
      await expect(page.getByRole("button", { name: "메뉴 열기" })).toBeVisible();
      await expect(mobileMenu).toHaveAttribute("aria-hidden", "true");
    },
  );

  test("sub-menu highlights the current route", async ({ page }) => {
    await page.goto("/ComplexGuide/detailintro");
    const current = page.getByRole("navigation", { name: "하위 메뉴" }).locator('[aria-current="page"]');
    await expect(current).toHaveText("동·호수 배치도");
  });

  test(
    "on every page with a sub-menu exactly one entry is highlighted, the page's own (or its canonical's)",
    { tag: "@once" },
    async ({ request }) => {
      // Server HTML: the same for every viewport.
      const missed: string[] = [];
      for (const route of routes) {
        const html = await (await request.get(route.path)).text();
        const nav = /<nav aria-label="하위 메뉴"[\s\S]*?<\/nav>/.exec(html)?.[0];
        if (!nav) continue;
        const current = [...nav.matchAll(/<a\b[^>]*aria-current="page"[^>]*>/g)].map(
          (m) => /href="([^"]*)"/.exec(m[0])?.[1],
        );
        if (current.length !== 1 || current[0] !== route.canonical)
          missed.push(`${route.path}: ${JSON.stringify(current)}`);
      }
      expect(missed).toEqual([]);
    },
  );

  test("the page starts at the top after a route change", async ({ page }) => {
    await page.goto("/Brand/intro");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("navigation", { name: "하위 메뉴" }).getByRole("link", { name: "홍보영상" }).click();
    await expect(page).toHaveURL(/\/Brand\/video$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("footer and bottom bar", () => {
  test("footer shows the phone, disclaimers and family sites in a new tab", async ({ page }) => {
    await page.goto("/Brand/intro");
    const footer = page.getByTestId("site-footer");
    await expect(footer).toContainText("실제와 차이가 있을 수 있습니다");
    await expect(footer).toContainText("변경·지연·취소될 수 있습니다");
    // Who sells, each with 대표 and number, as content gives them; and /privacy names the same.
    const lines = footer.getByTestId("footer-parties").getByRole("listitem");
    await expect(lines).toHaveCount(parties.length);
    for (const [i, p] of parties.entries()) {
      await expect(lines.nth(i)).toContainText(`${p.short} ${p.name}`);
      await expect(lines.nth(i)).toContainText(`대표 ${p.ceo}`);
      await expect(lines.nth(i)).toContainText(`사업자등록번호 ${p.businessNumber}`);
    }
    await footer.getByText("패밀리 사이트").click();
    const family = footer.locator('a[target="_blank"]').first();
    await expect(family).toBeVisible();
    await expect(family).toHaveAttribute("rel", /noopener/);
    await page.goto("/privacy");
    for (const p of parties)
      await expect(page.getByTestId("privacy-parties")).toContainText(
        `${p.title}는 ${p.name}(대표 ${p.ceo}, 사업자등록번호 ${p.businessNumber})`,
      );
  });

  test(
    "mobile bottom bar leads to the visit booking page and has a phone link",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/Brand/intro");
      const bar = page.getByTestId("mobile-bottom-bar");
      await expect(bar.getByRole("link", { name: "전화상담" })).toHaveAttribute("href", /^tel:\d+$/);
      await bar.getByRole("link", { name: "방문예약" }).click();
      await expect(page).toHaveURL(/\/Promotion\/Visit$/);
      await expect(page.getByRole("heading", { level: 1, name: "방문예약" })).toBeVisible();
    },
  );
});

// Every page at phone width, where most buyers read; at desktop width one page of each section (the
// home page, the first page of every menu section, /privacy, the site pages): a section's pages share
// their desktop layout, and what differs between them (their content) is checked on the phone.
const desktopSample = new Set(
  routes.filter((r, i) => routes.findIndex((o) => sectionOf(o.path) === sectionOf(r.path)) === i).map((r) => r.path),
);
function sectionOf(path: string): string {
  const first = path.split("/")[1] ?? "";
  return routes.some((r) => r.path === `/${first}/press`) ? `${first}/${path.split("/")[2]}` : first;
}

test.describe("accessibility", () => {
  for (const route of routes) {
    // At desktop width one page of each section (see desktopSample): the others are tagged @phone.
    test(
      `axe finds no serious or critical violation on ${route.path}`,
      { tag: desktopSample.has(route.path) ? [] : ["@phone"] },
      async ({ page }) => {
        await page.goto(route.path);
        await page.waitForTimeout(800); // banner fade-in finished, so contrast is measured on the final colours
        expect(await axeViolations(page)).toEqual([]);
      },
    );
  }
});

// Which sections and links the menu holds is the complex's own test's business (complexes/<slug>/
// spec.test.ts pins the spec's menu); here, what the spec says of the header's behaviour.
test(
  "each top-level item leads to its own first sub-link, and the mobile menu lists exactly the desktop's links",
  { tag: "@desktop" },
  async ({ page }) => {
    // Compares the desktop header with the slide menu, opened at phone width. The dropdowns are built
    // when a pointer first enters the header: not before, so a phone never carries them.
    await page.goto("/Brand/intro");
    const nav = page.getByRole("navigation", { name: "주 메뉴" });
    await expect(nav.locator(":scope > ul > li > a").first()).toBeVisible();
    await expect(page.locator("[data-testid^=dropdown-]")).toHaveCount(0);
    await hydrated(page.getByTestId("site-header"));
    await page.getByTestId("site-header").hover();
    await expect(page.locator("[data-testid^=dropdown-]").first()).toBeAttached();
    const items = nav.locator(":scope > ul > li");
    const desktop: string[][] = [];
    for (const item of await items.all()) {
      const top = item.locator(":scope > a");
      const subs = item.locator("[data-testid^=dropdown-] a");
      const hrefs = await subs.evaluateAll((as) => as.map((a) => `${a.textContent?.trim()} ${a.getAttribute("href")}`));
      expect(hrefs.length, (await top.textContent()) ?? "").toBeGreaterThan(0);
      expect(await top.getAttribute("href")).toBe(hrefs[0]!.split(" ").at(-1));
      desktop.push([(await top.textContent())!.trim(), ...hrefs]);
    }
    expect(desktop.length).toBeGreaterThanOrEqual(8);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    const mobileMenu = page.getByTestId("mobile-menu");
    const mobile: string[][] = [];
    for (const section of await mobileMenu.locator("nav > ul > li").all()) {
      const title = (await section.locator("button > span").evaluate((s) => s.firstChild?.textContent ?? "")).trim();
      const hrefs = await section
        .locator("ul a")
        .evaluateAll((as) => as.map((a) => `${a.textContent?.trim()} ${a.getAttribute("href")}`));
      mobile.push([title, ...hrefs]);
    }
    expect(mobile).toEqual(desktop);
  },
);
