import { expect, test, type Page } from "@playwright/test";
import { axeViolations, STORE_ONLY_REASON, storeOnlyRun } from "./support/axe";
import { complex } from "../lib/site/content";
import { newsItems } from "../lib/site/content/news";
import { VISIT_PATH } from "../lib/site/routes/paths.mjs";
import type { PressSeedArticle, PressStore } from "../lib/press/types";
import { animationsSettled, hydrated } from "./support/routes";
import { openStores } from "./support/stores";

// The press pages against the production build and its real store (SQLite in .e2e-data/, or the
// Firestore emulator of the Firestore run; created by e2e/support/serve.mjs and seeded by the
// server at start). Articles the tests need are written through the store's own adapter, dated
// 2024 so they sit after the samples; the lists are compared with what the store itself returns.

const site = complex.defaultSite;

const store: PressStore = openStores().press;

const MARKUP_ID = "e2e-markup-article";
const markupArticle: PressSeedArticle = {
  id: MARKUP_ID,
  siteId: site,
  title: '<img src=x onerror="window.__pwned=1"> 태그가 보이는 기사',
  summary: "<b>요약</b>도 글자 그대로",
  content: "첫 줄 <script>window.__pwned=1</script>\n둘째 줄 <b>굵게</b>\r\n\n셋째 줄 & 기호",
  date: new Date("2024-03-01T00:00:00Z"),
};
const viewArticle = (project: string): PressSeedArticle => ({
  id: `e2e-views-${project}`,
  siteId: site,
  title: `조회수 확인용 기사 (${project})`,
  summary: "조회수가 방문마다 한 번씩 오르는지 확인합니다.",
  content: "본문",
  date: new Date(project === "mobile" ? "2024-02-01T00:00:00Z" : "2024-02-02T00:00:00Z"),
});
// "뷁" and "똠" appear nowhere in the content or the seeds, so the build's site font lacks them.
const RARE_ID = "e2e-rare-glyphs";
const rareArticle: PressSeedArticle = {
  id: RARE_ID,
  siteId: site,
  title: "똠방각하 뷁 기사",
  summary: "사이트 글꼴에 없는 글자가 든 기사",
  content: "본문",
  date: new Date("2024-03-02T00:00:00Z"),
};
const crowdArticle = (project: string): PressSeedArticle => ({
  ...viewArticle(project),
  id: `e2e-crowd-${project}`,
  title: `동시 조회 기사 (${project})`,
  date: new Date("2024-01-01T00:00:00Z"),
});

test.beforeAll(async () => {
  await store.importArticles([
    markupArticle,
    rareArticle,
    viewArticle("mobile"),
    viewArticle("desktop"),
    crowdArticle("mobile"),
    crowdArticle("desktop"),
  ]);
});

async function storeTitles(): Promise<string[]> {
  const titles: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await store.list(site, cursor);
    titles.push(...page.items.map((a) => a.title));
    cursor = page.nextCursor;
  } while (cursor);
  return titles;
}

const rowTitles = (page: Page) => page.getByTestId("press-row").locator("td:nth-child(2)").allInnerTexts();
const rowNumbers = async (page: Page) =>
  (await page.getByTestId("press-row").locator("td:nth-child(1)").allInnerTexts()).map(Number);
const views = async (id: string) => (await store.get(site, id))?.views ?? -1;

test.describe("press list", () => {
  test("with JavaScript, '더보기' appends the next pages in place until none remain", async ({ page }) => {
    const expected = await storeTitles();
    expect(expected.length).toBeGreaterThan(20);
    await page.goto(`/${site}/press`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("보도자료");
    const rows = page.getByTestId("press-row");
    await expect(rows).toHaveCount(10);
    expect(await rowTitles(page)).toEqual(expected.slice(0, 10));
    const more = page.getByTestId("press-more");
    await hydrated(more);
    for (let shown = 10; shown < expected.length; shown += 10) {
      await more.click();
      await expect(rows).toHaveCount(Math.min(shown + 10, expected.length));
    }
    await expect(more).toHaveCount(0);
    expect(await rowTitles(page)).toEqual(expected);
    // Numbered down from the count, as Korean boards are: the newest is the highest, the oldest 1.
    expect(await rowNumbers(page)).toEqual(expected.map((_, i) => expected.length - i));
    expect(new URL(page.url()).search).toBe("");
  });

  test("a failed '더보기' says so on screen, beside the button, and a second press works", async ({ page }) => {
    await page.goto(`/${site}/press`);
    const rows = page.getByTestId("press-row");
    await expect(rows).toHaveCount(10);
    await page.route("**/api/press/**", (route) => route.abort("connectionrefused"));
    // Before hydration the button is the no-JS link, which would open the next page instead.
    await hydrated(page.getByTestId("press-more"));
    await page.getByTestId("press-more").click();
    const status = page.getByTestId("press-more-status");
    await expect(status).toHaveText("보도자료를 불러오지 못했습니다. 잠시 후 '더보기'를 다시 눌러 주세요.");
    // On screen, not only for screen readers (a visually hidden region is 1 px high).
    await expect(status).not.toHaveClass(/sr-only/);
    expect((await status.boundingBox())!.height).toBeGreaterThan(15);
    await expect(rows).toHaveCount(10);
    await expect(page.getByTestId("press-more")).toHaveText(/더보기/);
    await page.unroute("**/api/press/**");
    await page.getByTestId("press-more").click();
    await expect(rows).toHaveCount(20);
    await expect(status).toHaveText(/더 불러왔습니다/);
    await expect(status).toHaveClass(/sr-only/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("'더보기' is a link that renders the next page, and the last page has none", async ({ page }) => {
      const expected = await storeTitles();
      await page.goto(`/${site}/press`);
      const seen: string[] = [];
      for (let pageNo = 0; pageNo < 10; pageNo++) {
        const titles = await rowTitles(page);
        expect(await rowNumbers(page)).toEqual(titles.map((_, i) => expected.length - seen.length - i));
        seen.push(...titles);
        const more = page.getByRole("link", { name: "더보기" });
        if ((await more.count()) === 0) break;
        expect(titles).toHaveLength(10);
        await more.click();
        await expect(page).toHaveURL(/\/press\?cursor=[A-Za-z0-9_-]+$/);
        await expect(page.getByRole("link", { name: "최신 보도자료부터 보기" })).toBeVisible();
      }
      expect(seen).toEqual(expected);
    });

    test(
      "an edited cursor shows the first page; the list API refuses it with a Korean message",
      { tag: "@once" },
      async ({ page, request }) => {
        const total = (await storeTitles()).length;
        await page.goto(`/${site}/press?cursor=not-a-real-cursor`);
        expect(await rowNumbers(page)).toEqual(Array.from({ length: 10 }, (_, i) => total - i));
        const res = await request.get(`/api/press/${site}?cursor=not-a-real-cursor`);
        expect(res.status()).toBe(400);
        expect((await res.json()).message).toMatch(/페이지 정보가 올바르지 않습니다/);
        expect((await request.get("/api/press/no-such-site")).status()).toBe(404);
      },
    );
  });

  test("the table has NO, title and date on phones, plus author and views on wide screens, without sideways scroll", async ({
    page,
    isMobile,
  }) => {
    await page.goto(`/${site}/press`);
    const headers = page.getByTestId("press-table").locator("thead th");
    const visible = await headers.evaluateAll((ths) =>
      ths.filter((th) => (th as HTMLElement).offsetParent !== null).map((th) => th.textContent?.trim()),
    );
    expect(visible).toEqual(isMobile ? ["NO", "제목", "날짜"] : ["NO", "제목", "작성자", "날짜", "조회수"]);
    const firstRow = page.getByTestId("press-row").first();
    if (isMobile) await expect(firstRow.getByText("관리자")).toBeHidden();
    else await expect(firstRow.getByText("관리자")).toBeVisible();
    const widths = await page.evaluate(() => ({
      doc: document.documentElement.scrollWidth,
      view: window.innerWidth,
      table: document.querySelector("[data-testid=press-table]")!.getBoundingClientRect().right,
    }));
    expect(widths.doc).toBeLessThanOrEqual(widths.view);
    expect(widths.table).toBeLessThanOrEqual(widths.view);
    const tabs = page.getByRole("navigation", { name: "하위 메뉴" });
    await expect(tabs.locator('[aria-current="page"]')).toHaveText("보도자료");
    await expect(tabs.getByRole("link", { name: "방문예약" })).toHaveAttribute("href", VISIT_PATH);
  });
});

test.describe("press article", () => {
  test(
    "a missing article leads to /Promotion/Press and on to the list",
    { tag: "@once" },
    async ({ page, request }) => {
      const res = await request.get(`/${site}/press/no-such-article`, { maxRedirects: 0 });
      expect(res.status()).toBe(307);
      // Next 16.4 writes the header twice on the render that fills its cache (an identical value,
      // which browsers treat as one); the cached answer has it once.
      expect(new Set(res.headers()["location"]?.split(", "))).toEqual(new Set(["/Promotion/Press"]));
      await page.goto(`/${site}/press/no-such-article`);
      await expect(page).toHaveURL(new RegExp(`/${site}/press$`));
      await expect(page.getByTestId("press-row").first()).toBeVisible();
    },
  );

  test("markup in an article shows as text and line breaks make paragraphs", { tag: "@once" }, async ({ page }) => {
    await page.goto(`/${site}/press/${MARKUP_ID}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(markupArticle.title);
    const body = page.getByTestId("article-body");
    await expect(body.locator("p")).toHaveText([
      "첫 줄 <script>window.__pwned=1</script>",
      "둘째 줄 <b>굵게</b>",
      "셋째 줄 & 기호",
    ]);
    await expect(body.locator("b, script")).toHaveCount(0);
    await expect(page.locator("main img[src=x]")).toHaveCount(0);
    await expect(page.getByText("<b>요약</b>도 글자 그대로")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test(
    "full Pretendard is linked behind the site font only where the store's text has characters the font lacks",
    { tag: "@once" },
    async ({ request }) => {
      const fallback = /data-font-css="\/fonts\/pretendard-[^"]+\.css"/;
      expect(await (await request.get(`/${site}/press`)).text()).not.toMatch(fallback);
      expect(await (await request.get(newsItems[0]!.link)).text()).not.toMatch(fallback);
      expect(await (await request.get(`/${site}/press/${RARE_ID}`)).text()).toMatch(fallback);
    },
  );

  test(
    "a first visit draws in the phone's font; once the fonts are on, characters the site font lacks are drawn in full Pretendard, not the phone's font",
    { tag: "@once" },
    async ({ page }) => {
      // Which fonts Chromium drew the headline with (their own family names: every Pretendard cut,
      // the site's slices as well as the full font's subsets, is named "Pretendard Variable" inside).
      const headlineFonts = async () => {
        const cdp = await page.context().newCDPSession(page);
        try {
          await cdp.send("DOM.enable");
          await cdp.send("CSS.enable");
          const { root } = await cdp.send("DOM.getDocument");
          const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
          const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
          return fonts.map((f) => f.familyName);
        } finally {
          await cdp.detach();
        }
      };
      await page.goto(`/${site}/press/${RARE_ID}`, { waitUntil: "load" });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(rareArticle.title);
      expect((await headlineFonts()).filter((f) => /pretendard/i.test(f))).toEqual([]);
      await expect(page.locator("html")).toHaveAttribute("data-fonts", "ready");
      await page.reload({ waitUntil: "load" });
      await expect(page.locator("html")).toHaveAttribute("data-fonts", "on");
      // "똠" and "뷁" come from full Pretendard's subsets, the rest from the site's slices.
      await expect.poll(headlineFonts, { timeout: 10_000 }).toEqual(["Pretendard Variable"]);
    },
  );

  test(
    "shows author, Korean date and time, views; metadata and NewsArticle data come from the article",
    { tag: "@once" },
    async ({ page, request }) => {
      const news = newsItems[0]!;
      await page.goto(news.link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(news.title);
      const meta = page.locator("article dl");
      await expect(meta).toContainText("관리자");
      const [y, m, d] = news.date.split("-").map(Number);
      await expect(meta).toContainText(new RegExp(`${y}년 ${m}월 ${d}일 \\d{2}:\\d{2}`));
      await expect(page.getByTestId("article-views")).toHaveText(/^\d+$/);
      const res = await request.get(news.link);
      // Each view must reach the server to be counted: no CDN may keep the article (proxy.ts).
      expect(res.headers()["cache-control"]).toBe("private, no-cache");
      const html = await res.text();
      expect(html).toContain(`<title>${news.title}`);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${news.link}"`));
      expect(html).toContain('<meta property="og:type" content="article"');
      expect(html).toContain(`<meta name="description" content="${news.excerpt}"`);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((m) =>
        JSON.parse(m[1]!),
      );
      expect(ld.find((d: { "@type": string }) => d["@type"] === "NewsArticle")).toMatchObject({
        headline: news.title,
        description: news.excerpt,
      });
    },
  );

  test(
    "each visit adds one view; link prefetches and router refreshes add none; '목록으로' goes back",
    { tag: "@once" },
    async ({ page }, testInfo) => {
      const article = viewArticle(testInfo.project.name);
      const href = `/${site}/press/${article.id}`;
      const prefetches: string[] = [];
      page.on("request", (req) => {
        const h = req.headers();
        if (req.url().includes(`/${site}/press/`) && (h["next-router-prefetch"] || h["purpose"] === "prefetch"))
          prefetches.push(req.url());
      });
      const before = await views(article.id);

      // The list with the article's row on screen: Next prefetches article links (the route's tree
      // once for all articles, as every article page is served from the same cached route).
      await page.goto(`/${site}/press`);
      const link = page.getByRole("link", { name: article.title });
      const rows = page.getByTestId("press-row");
      while ((await link.count()) === 0) {
        const shown = await rows.count();
        await page.getByTestId("press-more").click();
        await expect.poll(() => rows.count()).toBeGreaterThan(shown);
      }
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      await expect.poll(() => prefetches.length, { message: "Next prefetched an article link" }).toBeGreaterThan(0);
      // A prefetch of this very article, as Next's client sends it from this page, adds nothing either.
      const prefetched = await page.evaluate(
        async (url) => (await fetch(url, { headers: { RSC: "1", "Next-Router-Prefetch": "1" } })).status,
        href,
      );
      expect(prefetched).toBe(200);
      expect(await views(article.id)).toBe(before);

      // One visit by a client-side navigation: the page may come from the prefetch, with no request
      // at all; the view counter island reports the view and shows the count it was answered.
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByTestId("article-views")).toHaveText(String(before + 1));
      expect(await views(article.id)).toBe(before + 1);

      // A router refresh re-renders the page but is the same visit.
      const refreshed = page.waitForResponse(
        (res) => res.url().includes(href) && res.request().headers()["rsc"] === "1",
      );
      await page.evaluate(() => (window as unknown as { next: { router: { refresh(): void } } }).next.router.refresh());
      await refreshed;
      expect(await views(article.id)).toBe(before + 1);

      // '목록으로' goes one step back, to the list as it was.
      await page.getByRole("link", { name: "목록으로" }).click();
      await expect(page).toHaveURL(new RegExp(`/${site}/press$`));

      // A fresh tab has no history: '목록으로' opens the list. Opening the article there is a visit,
      // counted once, by the server (the island reports nothing for a document load). The cached page
      // shows the count of its last render, at most PRESS_REVALIDATE_SECONDS (10 s) behind the store.
      const fresh = await page.context().newPage();
      const reports: string[] = [];
      fresh.on("request", (req) => {
        if (req.method() === "POST" && req.url().endsWith(`/api/press/${site}/${article.id}/views`))
          reports.push(req.url());
      });
      await fresh.goto(href, { waitUntil: "networkidle" });
      expect(reports).toEqual([]);
      expect(await views(article.id)).toBe(before + 2);
      const shown = Number(await fresh.getByTestId("article-views").innerText());
      expect(shown).toBeGreaterThanOrEqual(before);
      expect(shown).toBeLessThanOrEqual(before + 2);
      await fresh.getByRole("link", { name: "목록으로" }).click();
      await expect(fresh).toHaveURL(new RegExp(`/${site}/press$`));
      expect(await views(article.id)).toBe(before + 2);
    },
  );

  test("axe finds no serious or critical violation on an article or on a later list page", async ({ page }) => {
    test.skip(storeOnlyRun, STORE_ONLY_REASON);
    for (const path of [newsItems[1]!.link, `/${site}/press/${MARKUP_ID}`]) {
      await page.goto(path);
      await page.waitForTimeout(800); // banner fade-in finished
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.goto(`/${site}/press`);
    // Before hydration the button is the no-JavaScript link to the next page (10 rows, not 20).
    await hydrated(page.getByTestId("press-more"));
    await page.getByTestId("press-more").click();
    await expect(page.getByTestId("press-row")).toHaveCount(20);
    await animationsSettled(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("50 people reading at once add exactly 50 views", { tag: "@once" }, async ({ request }, testInfo) => {
    const id = crowdArticle(testInfo.project.name).id;
    const before = await views(id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => request.get(`/${site}/press/${id}`)));
    expect(answers.map((r) => r.status())).toEqual(Array(50).fill(200));
    // Each view is counted after its answer (the proxy's waitUntil): wait for the last ones to land.
    // Lost views never arrive, so the count still fails below 50.
    await expect.poll(() => views(id), { timeout: 15_000 }).toBe(before + 50);
  });

  test("the home page's news links open their seeded articles", { tag: "@once" }, async ({ request }) => {
    for (const n of newsItems) {
      const res = await request.get(n.link, { maxRedirects: 0 });
      expect(res.status(), n.link).toBe(200);
      expect(await res.text()).toContain(n.title.replace(/'/g, "&#x27;"));
    }
  });

  test("the sitemap lists every article", { tag: "@once" }, async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    let cursor: string | null = null;
    let count = 0;
    do {
      const page = await store.list(site, cursor);
      for (const a of page.items) expect(xml).toContain(`/${site}/press/${a.id}</loc>`);
      count += page.items.length;
      cursor = page.nextCursor;
    } while (cursor);
    expect(count).toBeGreaterThanOrEqual(26);
  });
});
