import { describe, expect, it } from "vitest";
import budgetsFile from "./budgets.json";
import {
  budgetFor,
  mergeBudgets,
  fontFilesForText,
  fontStacks,
  forbiddenIn,
  lcpImageUrl,
  mediaMatches,
  pageAssets,
  parseFontFaces,
  parseUnicodeRange,
  pickSrcsetCandidate,
  slotWidth,
  verdict,
  visibleText,
} from "./lib/page-weight.mjs";
import { blockingBySource, judge, mainThreadWait, median, parseArgs } from "./lib/lighthouse-summary.mjs";
import { marketingRoutes, pageTypeRoutes, parseSitemap } from "./lib/site-routes.mjs";

const KB = 1024;

// The shape Next 16 writes (React's camelCase attributes, &amp; in URLs, a nomodule polyfill).
const html = `<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/>
<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/_next/image?url=%2Fart%2Fwide.webp&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fart%2Fwide.webp&amp;w=1920&amp;q=75 1920w" imageSizes="100vw" media="(min-width: 901px)"/>
<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/_next/image?url=%2Fart%2Ftall.webp&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fart%2Ftall.webp&amp;w=750&amp;q=75 750w, /_next/image?url=%2Fart%2Ftall.webp&amp;w=828&amp;q=75 828w, /_next/image?url=%2Fart%2Ftall.webp&amp;w=1080&amp;q=75 1080w" imageSizes="(max-aspect-ratio: 1080/1920) 57vh, 100vw" media="(max-width: 900px)"/>
<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>
<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>
<script src="/_next/static/chunks/main.js" async=""></script>
<script src="/_next/static/chunks/late.js" async=""></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script src="https://cdn.example.com/x.js" async=""></script>
<script src="/other/thing.js"></script>
</head><body><span hidden="" data-font-css="/fonts/site.abc.css" data-warm="/fonts/site-0.abc.woff2"></span><p title="a > b">분양 안내 &amp; 상담</p><input placeholder="이름"/>
<script>self.__next_f.push([1,"숨김"])</script><style>.x{content:"無"}</style></body></html>`;

describe("pageAssets", () => {
  const assets = pageAssets(html, "http://127.0.0.1:3910/");

  it("counts every same-origin script under /_next/static/ once, preloads included, nomodule apart", () => {
    expect(assets.js).toEqual(["/_next/static/chunks/main.js", "/_next/static/chunks/late.js"]);
    expect(assets.noModuleScripts).toEqual(["/_next/static/chunks/polyfills.js"]);
    expect(assets.scripts).toContain("/other/thing.js");
    expect(assets.scripts.some((s) => s.includes("cdn.example.com"))).toBe(false);
  });

  it("finds the stylesheets (font markers included), the preloaded font and the preloaded images with decoded srcsets", () => {
    expect(assets.stylesheets).toEqual(["/_next/static/chunks/a.css", "/fonts/site.abc.css"]);
    expect(assets.preloadFonts).toEqual(["/_next/static/media/font.woff2"]);
    expect(assets.preloadImages).toHaveLength(2);
    expect(assets.preloadImages[1]).toMatchObject({ media: "(max-width: 900px)", fetchpriority: "high" });
    expect(assets.preloadImages[1]?.srcset).toContain("/_next/image?url=%2Fart%2Ftall.webp&w=640&q=75 640w");
  });

  it("finds nothing in a page without assets", () => {
    expect(pageAssets("<html><body>hi</body></html>")).toMatchObject({
      js: [],
      stylesheets: [],
      preloadFonts: [],
      preloadImages: [],
    });
  });
});

describe("the LCP image a phone fetches", () => {
  it("evaluates the media queries for Lighthouse's 412x823 viewport", () => {
    expect(mediaMatches("(max-width: 900px)")).toBe(true);
    expect(mediaMatches("(min-width: 901px)")).toBe(false);
    expect(mediaMatches("(max-aspect-ratio: 1080/1920)")).toBe(true);
    expect(mediaMatches("screen and (orientation: portrait)")).toBe(true);
    expect(mediaMatches("print, (min-width: 300px)")).toBe(true);
    expect(mediaMatches("not all and (min-width: 300px)")).toBe(false);
    expect(mediaMatches("")).toBe(true);
    expect(mediaMatches("(hover: hover)")).toBe(false);
  });

  it("takes the slot width from sizes and picks the smallest candidate that covers the pixel ratio", () => {
    expect(slotWidth("(max-aspect-ratio: 1080/1920) 57vh, 100vw")).toBeCloseTo(469.11, 1);
    expect(slotWidth("(min-width: 901px) 50vw, 100vw")).toBe(412);
    expect(slotWidth(null)).toBe(412);
    // 469 px x 1.75 = 821 px: 828w is the first candidate wide enough.
    expect(pickSrcsetCandidate("a 640w, b 750w, c 828w, d 1080w", "(max-aspect-ratio: 1080/1920) 57vh, 100vw")).toBe(
      "c",
    );
    expect(pickSrcsetCandidate("a 1x, b 2x", null)).toBe("b");
    expect(pickSrcsetCandidate("a 100w, b 200w", "100vw")).toBe("b");
  });

  it("uses the preload whose media matches, and its href without a srcset", () => {
    expect(lcpImageUrl(pageAssets(html).preloadImages)).toBe("/_next/image?url=%2Fart%2Ftall.webp&w=828&q=75");
    expect(lcpImageUrl([{ href: "/hero.avif", srcset: null, sizes: null, media: null, fetchpriority: "auto" }])).toBe(
      "/hero.avif",
    );
    expect(lcpImageUrl([])).toBeNull();
  });
});

describe("fonts for the page's text", () => {
  const css = `@font-face{font-family:Pretendard Variable;src:url(../media/latin.woff2)format("woff2-variations");unicode-range:U+0020-007E}
@font-face{font-family:Pretendard Variable;src:url(../media/hangul.woff2)format("woff2-variations");unicode-range:U+AC00-ACFF,U+C548}
@font-face{font-family:"Pretendard Variable";src:url('../media/cjk.woff2');unicode-range:U+4E??}
@font-face{font-family:Unused;src:url(../media/unused.woff2)}
body{font-family:Pretendard Variable,system-ui,sans-serif}
.mono{font-family:var(--font-mono)}`;
  const faces = parseFontFaces(css, "http://127.0.0.1:3910/_next/static/chunks/a.css");
  const stacks = fontStacks(css);

  it("reads the @font-face rules, resolving their URLs against the stylesheet, and the family stacks", () => {
    expect(faces.map((f) => f.url)).toEqual([
      "/_next/static/media/latin.woff2",
      "/_next/static/media/hangul.woff2",
      "/_next/static/media/cjk.woff2",
      "/_next/static/media/unused.woff2",
    ]);
    expect(parseUnicodeRange("U+0041, U+AC00-D7A3, U+4??")).toEqual([
      [0x41, 0x41],
      [0xac00, 0xd7a3],
      [0x400, 0x4ff],
    ]);
    expect(stacks).toEqual([["pretendard variable", "system-ui", "sans-serif"]]);
  });

  it("keeps the visible text: no scripts, styles or head, entities decoded, placeholders in", () => {
    const text = visibleText(html);
    expect(text).toContain("분양 안내 & 상담");
    expect(text).toContain("이름");
    expect(text).not.toContain("숨김");
    expect(text).not.toContain("無");
  });

  it("leaves out what a closed <details> hides (its summary stays) and keeps an open one", () => {
    const text = visibleText(
      '<body><details><summary>자주 묻는 질문</summary><p>숨은 답변</p></details><details class="x" open><summary>열린 질문</summary><p>보이는 답</p></details><p>본문</p></body>',
    );
    expect(text).toContain("자주 묻는 질문");
    expect(text).not.toContain("숨은 답변");
    expect(text).toContain("보이는 답");
    expect(text).toContain("본문");
  });

  it("loads the subsets of a used family whose unicode-range meets the text", () => {
    expect(fontFilesForText(faces, stacks, "분양 입주")).toEqual(["/_next/static/media/latin.woff2"]); // only the space: the syllables are outside these ranges
    expect(fontFilesForText(faces, stacks, "안 가")).toEqual([
      "/_next/static/media/latin.woff2",
      "/_next/static/media/hangul.woff2",
    ]);
    expect(fontFilesForText(faces, stacks, "七")).toEqual(["/_next/static/media/cjk.woff2"]);
    expect(fontFilesForText(faces, stacks, "")).toEqual([]);
  });

  it("leaves a fallback family's subsets alone for the characters an earlier family covers", () => {
    const split = `@font-face{font-family:Small;src:url(/small.woff2);unicode-range:U+0020-007E,U+AC00}
@font-face{font-family:Full;src:url(/full-latin.woff2);unicode-range:U+0020-007E}
@font-face{font-family:Full;src:url(/full-hangul.woff2);unicode-range:U+AC00-D7A3}
body{font-family:Small,Full,sans-serif}`;
    const f = parseFontFaces(split);
    const st = fontStacks(split);
    expect(fontFilesForText(f, st, "A 가")).toEqual(["/small.woff2"]);
    expect(fontFilesForText(f, st, "A 가각")).toEqual(["/small.woff2", "/full-hangul.woff2"]);
  });
});

describe("forbidden libraries", () => {
  const forbidden = budgetsFile.forbidden;

  it("names zod and Firebase by their distinctive strings", () => {
    expect(forbiddenIn('let i7=eV("ZodError",(e,t)=>{})', forbidden)).toEqual([{ library: "zod", match: "ZodError" }]);
    expect(forbiddenIn('nm=eV("$ZodError",nh)', forbidden)).toEqual([{ library: "zod", match: "ZodError" }]);
    expect(forbiddenIn('registerVersion("@firebase/app","0.14.0")', forbidden)).toEqual([
      { library: "firebase", match: "@firebase/" },
    ]);
    expect(forbiddenIn("function r(){return document.body}", forbidden)).toEqual([]);
  });
});

describe("verdict", () => {
  // A budgets table of its own, so that tuning scripts/budgets.json never breaks these tests.
  const budgets = {
    default: { jsGzipKB: 120, htmlGzipKB: 30, fontKB: 110, totalKB: 250 },
    routes: { "/": { jsGzipKB: 150, htmlGzipKB: 45, totalKB: 350 } },
  };
  const figures = (kb: { js: number; html: number; fonts: number; total: number }) => ({
    jsGzip: kb.js * KB,
    htmlGzip: kb.html * KB,
    fonts: kb.fonts * KB,
    total: kb.total * KB,
  });

  it("gives the home page its own budgets and every other route the defaults", () => {
    expect(budgetFor("/", budgets)).toEqual({ jsGzipKB: 150, htmlGzipKB: 45, fontKB: 110, totalKB: 350 });
    expect(budgetFor("/Brand/intro", budgets)).toEqual({ jsGzipKB: 120, htmlGzipKB: 30, fontKB: 110, totalKB: 250 });
  });

  it("lays a photo build's totals over the budgets, keeping every other figure of a route", () => {
    const photos = mergeBudgets(budgets, { default: { totalKB: 300 }, routes: { "/": { totalKB: 400 } } });
    expect(budgetFor("/", photos)).toEqual({ jsGzipKB: 150, htmlGzipKB: 45, fontKB: 110, totalKB: 400 });
    expect(budgetFor("/Brand/intro", photos)).toEqual({ jsGzipKB: 120, htmlGzipKB: 30, fontKB: 110, totalKB: 300 });
    // The checked-in photo budgets are the ones the photo sample is held to (home 400, every other page 300).
    const checkedIn = mergeBudgets(budgetsFile.bytes, budgetsFile.photos.bytes);
    expect([budgetFor("/", checkedIn).totalKB, budgetFor("/FloorPlan/any", checkedIn).totalKB]).toEqual([400, 300]);
    // A page whose own budget raises the default keeps the raise in a photo build.
    const raised = mergeBudgets(
      {
        default: { jsGzipKB: 145, totalKB: 250 },
        routes: { "/privacy": { totalKB: 256 }, "/form": { jsGzipKB: 147 } },
      },
      { default: { totalKB: 300 }, routes: {} },
    );
    expect(budgetFor("/privacy", raised)).toEqual({ jsGzipKB: 145, totalKB: 306 });
    expect(budgetFor("/form", raised)).toEqual({ jsGzipKB: 147, totalKB: 300 });
    expect(budgetsFile.photos.viewport).toEqual({ width: 390, height: 844, dpr: 3 });
  });

  it("keeps the checked-in budgets within the architecture's first-load ceilings", () => {
    expect(budgetFor("/", budgetsFile.bytes).totalKB).toBeLessThanOrEqual(350);
    expect(budgetFor("/Brand/intro", budgetsFile.bytes).totalKB).toBeLessThanOrEqual(250);
  });

  it("passes a route at its budgets and fails it one byte over, naming the figure", () => {
    const budget = budgetFor("/Brand/intro", budgets);
    expect(verdict(figures({ js: 120, html: 30, fonts: 110, total: 250 }), budget).ok).toBe(true);
    const over = verdict({ ...figures({ js: 120, html: 30, fonts: 110, total: 250 }), jsGzip: 120 * KB + 1 }, budget);
    expect(over.ok).toBe(false);
    expect(over.checks.filter((c) => !c.ok).map((c) => c.label)).toEqual(["JS gzip"]);
  });

  it("fails a route within every byte budget that loads a forbidden library", () => {
    const v = verdict(figures({ js: 10, html: 10, fonts: 0, total: 20 }), budgetFor("/", budgets), [
      { library: "zod", match: "ZodError", chunk: "/_next/static/chunks/x.js" },
    ]);
    expect(v.checks.every((c) => c.ok)).toBe(true);
    expect(v.ok).toBe(false);
  });

  it("treats a figure without a budget as fitting", () => {
    expect(verdict(figures({ js: 999, html: 1, fonts: 1, total: 1 }), { htmlGzipKB: 30 }).ok).toBe(true);
  });
});

describe("routes from the sitemap", () => {
  const xml = `<?xml version="1.0"?><urlset><url><loc>http://localhost:3000</loc></url>
<url><loc>http://localhost:3000/Brand/intro</loc></url><url><loc>http://localhost:3000/ComplexGuide/community</loc></url>
<url><loc>http://localhost:3000/FloorPlan/videos</loc></url><url><loc>http://localhost:3000/FloorPlan/74C</loc></url>
<url><loc>http://localhost:3000/FloorPlan/84A</loc></url><url><loc>http://localhost:3000/Promotion/Customer</loc></url>
<url><loc>http://localhost:3000/Promotion/Press</loc></url>
<url><loc>http://localhost:3000/other-site/press</loc></url><url><loc>http://localhost:3000/other-site/customer</loc></url>
<url><loc>http://localhost:3000/other-site/press/first-news</loc></url><url><loc>http://localhost:3000/other-site/press/second</loc></url></urlset>`;
  const paths = parseSitemap(xml);

  it("reads the paths in order, whatever SITE_URL the build was given", () => {
    expect(paths[0]).toBe("/");
    expect(paths).toContain("/other-site/press/first-news");
  });

  it("takes the first floor-plan type, site and article, skipping static siblings", () => {
    expect(pageTypeRoutes(paths).map((t) => t.route)).toEqual([
      "/",
      "/Brand/intro",
      "/FloorPlan/74C",
      "/ComplexGuide/community",
      "/other-site/press",
      "/other-site/press/first-news",
      "/Promotion/Customer",
    ]);
    expect(marketingRoutes(paths)).not.toContain("/other-site/press/second");
    expect(marketingRoutes(paths)).toContain("/other-site/press");
  });

  it("says which page type is missing", () => {
    expect(() => pageTypeRoutes(paths.filter((p) => !p.startsWith("/other-site/press/")))).toThrow(/no article/);
  });
});

describe("Lighthouse summary", () => {
  const targets = budgetsFile.lighthouse;

  it("parses --runs and routes", () => {
    expect(parseArgs([])).toEqual({ runs: 3, routes: [], applied: false, photos: false });
    expect(parseArgs(["--runs", "5", "/", "/Brand/intro"])).toEqual({
      runs: 5,
      routes: ["/", "/Brand/intro"],
      applied: false,
      photos: false,
    });
    expect(parseArgs(["--runs=1"])).toEqual({ runs: 1, routes: [], applied: false, photos: false });
    expect(parseArgs(["/", "--applied"])).toEqual({ runs: 3, routes: ["/"], applied: true, photos: false });
    expect(parseArgs(["--photos", "--runs", "2"])).toEqual({ runs: 2, routes: [], applied: false, photos: true });
    expect(() => parseArgs(["--runs", "0"])).toThrow(/--runs/);
    expect(() => parseArgs(["--run", "2"])).toThrow(/unknown option/);
  });

  it("takes medians", () => {
    expect(median([97, 99, 98])).toBe(98);
    expect(median([1, 4])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("names every missed target", () => {
    const good = { perf: 98, a11y: 100, bp: 100, seo: 100, lcpMs: 1800, cls: 0.01, tbtMs: 50, kb: 250 };
    expect(judge(good, targets, 250)).toEqual([]);
    expect(judge({ ...good, perf: 91, lcpMs: 2351, cls: 0.023, kb: 690 }, targets, 250)).toEqual([
      "perf 91 < 98",
      "LCP 2351 > 1800 ms",
      "CLS 0.023 > 0.01",
      "KB 690 > 250",
    ]);
  });

  it("splits the blocking time between FCP and TTI by source", () => {
    const page = "http://127.0.0.1:3900/";
    const lhr = {
      finalDisplayedUrl: page,
      audits: {
        "first-contentful-paint": { numericValue: 1000 },
        interactive: { numericValue: 3000 },
        "long-tasks": {
          details: {
            items: [
              { url: "Unattributable", startTime: 700, duration: 200 }, // before the paint: not counted
              { url: page, startTime: 950, duration: 160 }, // 110 ms after the paint: 60 past 50
              { url: page, startTime: 1200, duration: 90 },
              { url: `${page}_next/static/chunks/1a0-abc.js`, startTime: 1400, duration: 70 },
              { url: `${page}_next/static/chunks/1a0-abc.js`, startTime: 2950, duration: 120 }, // 50 ms before TTI: nothing
              { url: "https://www.googletagmanager.com/gtag/js?id=G-X", startTime: 2000, duration: 51 },
              { url: page, startTime: 3100, duration: 400 }, // after TTI
            ],
          },
        },
      },
    };
    expect(blockingBySource(lhr)).toEqual({
      document: 60 + 40,
      "script 1a0-abc.js": 20,
      "www.googletagmanager.com": 1,
    });
    expect(blockingBySource({ audits: {} })).toEqual({});
  });

  it("tells the main thread's long tasks' wall time from the time it ran", () => {
    const main = { pid: 7, tid: 1 };
    const task = (ts: number, dur: number, tdur: number) => ({ ...main, name: "RunTask", ph: "X", ts, dur, tdur });
    const events = [
      {
        ...main,
        name: "navigationStart",
        ph: "I",
        ts: 10_000,
        args: { data: { isLoadingMainFrame: true, documentLoaderURL: "http://127.0.0.1:3900/" } },
      },
      task(0, 40_000, 40_000), // before the page's navigation (about:blank): not counted
      task(20_000, 80_000, 70_000), // before the paint: counted, the simulation may move it after
      { ...main, name: "firstContentfulPaint", ph: "I", ts: 100_000 },
      task(120_000, 60_000, 15_000), // waited 45 ms for a CPU: 4 x 60 - 50 = 190 at wall time, 4 x 15 - 50 = 10 at CPU time
      task(200_000, 30_000, 30_000), // ran throughout: 70 either way
      task(300_000, 12_000, 12_000), // 48 ms slowed down: cannot count
      { pid: 7, tid: 2, name: "RunTask", ph: "X", ts: 150_000, dur: 90_000, tdur: 90_000 }, // another thread
    ];
    expect(mainThreadWait(events)).toEqual({
      tasks: 3,
      wallMs: 170,
      cpuMs: 115,
      blockingWallMs: 270 + 190 + 70,
      blockingCpuMs: 230 + 10 + 70,
    });
    expect(mainThreadWait(events.map((e) => ({ ...e, tdur: undefined })))).toBeNull();
    expect(mainThreadWait(events.filter((e) => e.name !== "firstContentfulPaint"))).toBeNull();
  });
});
