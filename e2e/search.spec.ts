import { expect, test } from "@playwright/test";
import { complex, pages } from "../lib/site/content";

// What Naver Search Advisor and Google Search Console read: robots.txt, the sitemap's lastmod, the
// press feed (RSS 2.0, parsed by the browser's XML parser), the verification metas and the share
// preview metas KakaoTalk reads.

test.skip(({ isMobile }) => isMobile, "server answers only");
const site = complex.sites[0]!;

test("robots.txt names the sitemap and keeps /admin and /api out for Yeti, Googlebot and everyone", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const agent of ["Yeti", "Googlebot", "*"]) {
    const group = robots.split(/\n(?=User-Agent:)/).find((g) => g.startsWith(`User-Agent: ${agent}\n`));
    expect(group, agent).toBeDefined();
    expect(group).toMatch(/^Disallow: \/admin$/m);
    expect(group).toMatch(/^Disallow: \/api\/$/m);
  }
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

test("the press feed parses as RSS 2.0, is linked from the press pages, and the sitemap's lastmod are real dates", async ({
  page,
  request,
}) => {
  const feedUrl = `/${site}/press/rss.xml`;
  const res = await request.get(feedUrl);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  await page.goto(`/${site}/press`);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    new RegExp(`/${site}/press/rss\\.xml$`),
  );
  const feed = await page.evaluate(async (url) => {
    const doc = new DOMParser().parseFromString(await (await fetch(url)).text(), "application/xml");
    const text = (el: Element | null | undefined, tag: string) => el?.getElementsByTagName(tag)[0]?.textContent ?? null;
    const channel = doc.querySelector("rss > channel");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute("version"),
      title: text(channel, "title"),
      link: text(channel, "link"),
      description: text(channel, "description"),
      items: [...(channel?.getElementsByTagName("item") ?? [])].map((item) => ({
        title: text(item, "title"),
        link: text(item, "link"),
        guid: text(item, "guid"),
        pubDate: text(item, "pubDate"),
        description: text(item, "description"),
      })),
    };
  }, feedUrl);
  expect(feed.error).toBeNull();
  expect(feed).toMatchObject({ root: "rss", version: "2.0" });
  expect(feed.title).toContain(complex.siteName);
  expect(feed.link).toMatch(new RegExp(`^https?://.+/${site}/press$`));
  expect(feed.description).toBeTruthy();
  expect(feed.items.length).toBeGreaterThan(0);
  expect(feed.items.length).toBeLessThanOrEqual(20);
  for (const item of feed.items) {
    expect(item.title).toBeTruthy();
    expect(item.link).toMatch(new RegExp(`^https?://.+/${site}/press/[A-Za-z0-9_-]+$`));
    expect(item.guid).toBe(item.link);
    // RFC 822, as RSS 2.0 asks: "Wed, 25 Nov 2026 01:00:00 GMT".
    expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  }
  const dates = feed.items.map((i) => Date.parse(i.pubDate!));
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);

  // The sitemap: every entry has a lastmod; an article's is its date.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  expect(entries.length).toBeGreaterThan(10);
  for (const entry of entries) expect(entry, entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
  const first = feed.items[0]!;
  const entry = entries.find((e) => e.includes(`<loc>${first.link}</loc>`));
  expect(entry).toBeDefined();
  expect(Date.parse(/<lastmod>(.*)<\/lastmod>/.exec(entry!)![1]!)).toBe(Date.parse(first.pubDate!));
});

test("without NAVER_/GOOGLE_SITE_VERIFICATION no verification meta is written", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toContain("naver-site-verification");
  expect(html).not.toContain("google-site-verification");
});

test("share previews: each kind of page names its own card of at least 800x400 with og:title and og:description (what KakaoTalk reads)", async ({
  request,
}) => {
  // One page of each kind (its menu section; home), and the press list.
  const firstOfSection = new Map<string, string>();
  for (const p of pages)
    if (!firstOfSection.has(p.path === "/" ? "home" : p.section))
      firstOfSection.set(p.path === "/" ? "home" : p.section, p.path);
  const paths = [...firstOfSection.values(), `/${site}/press`];
  const cards = new Set<string>();
  for (const p of paths) {
    const html = await (await request.get(p)).text();
    const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta("og:title"), p).toBeTruthy();
    expect(meta("og:description"), p).toBeTruthy();
    const image = meta("og:image");
    expect(image, p).toMatch(/^https?:\/\/.+\/og\/[a-z][a-z0-9-]*\.png$/);
    expect(Number(meta("og:image:width"))).toBeGreaterThanOrEqual(800);
    expect(Number(meta("og:image:height"))).toBeGreaterThanOrEqual(400);
    cards.add(new URL(image!).pathname);
  }
  expect(cards.size).toBe(paths.length - 1); // one card per kind: the press list shares its section's
  for (const card of cards) {
    const res = await request.get(card);
    expect(res.status(), card).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    const png = await res.body();
    // The PNG header's IHDR holds the real size.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], card).toEqual([1200, 630]);
  }
});
