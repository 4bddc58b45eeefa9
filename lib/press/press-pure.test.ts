import { describe, expect, it } from "vitest";
import { complex } from "@/lib/site/content";
import { newsItems } from "@/lib/site/content/news";
import { newsArticleLd, serializeLd } from "@/lib/site/seo/json-ld";
import { formatPressDate, formatPressDateTime, toListRows, toParagraphs } from "./format";
import {
  decodePressCursor,
  encodePressCursor,
  pressCursorSchema,
  pressIdSchema,
  pressInputSchema,
  PRESS_REQUIRED_MESSAGE,
} from "./schema";
import { samplePressArticles } from "./seed-articles";
import { PRESS_PAGE_SIZE, type PressArticle } from "./types";
import { documentViewOf, recordView } from "./views";

const SITE = complex.defaultSite;

const headers = (h: Record<string, string>) => new Headers(h);

describe("pressInputSchema", () => {
  it("trims and accepts an article without a body", () => {
    expect(pressInputSchema.parse({ title: "  제목 ", summary: " 요약 " })).toEqual({
      title: "제목",
      summary: "요약",
      content: "",
    });
  });

  it("refuses an empty or blank title or summary with the catalogue's message", () => {
    for (const input of [{ title: "", summary: "요약" }, { title: "제목", summary: "   " }, { summary: "요약" }]) {
      const result = pressInputSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PRESS_REQUIRED_MESSAGE);
    }
  });

  it("caps title 200, summary 500 and content 50,000 characters, in Korean", () => {
    expect(
      pressInputSchema.safeParse({ title: "가".repeat(200), summary: "나".repeat(500), content: "다".repeat(50_000) })
        .success,
    ).toBe(true);
    const tooLong = pressInputSchema.safeParse({
      title: "가".repeat(201),
      summary: "나".repeat(501),
      content: "다".repeat(50_001),
    });
    expect(tooLong.error?.issues.map((i) => i.message)).toEqual([
      "제목은 200자 이내로 입력해 주세요.",
      "요약은 500자 이내로 입력해 주세요.",
      "본문은 50,000자 이내로 입력해 주세요.",
    ]);
  });
});

describe("cursor and id", () => {
  it("round-trips an opaque cursor", () => {
    const cursor = { s: 1_758_844_800, n: 123_456_789, id: "model-house-grand-open", p: 20 };
    const encoded = encodePressCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encoded).not.toContain("model-house");
    expect(pressCursorSchema.parse(encoded)).toEqual(cursor);
  });

  it("refuses edited or foreign cursors", () => {
    const good = encodePressCursor({ s: 1, n: 0, id: "a", p: 10 });
    for (const bad of [
      "",
      "abc",
      "10",
      `${good}!`,
      btoa(JSON.stringify({ s: -1, n: 0, id: "a", p: 0 })),
      btoa(JSON.stringify({ s: 1, n: 0, id: "../x", p: 0 })),
    ]) {
      expect(decodePressCursor(bad), bad).toBeNull();
    }
    expect(pressCursorSchema.safeParse("%%%").error?.issues[0]?.message).toMatch(/페이지 정보가 올바르지 않습니다/);
  });

  it("accepts seeded slugs and generated ids, nothing else", () => {
    expect(pressIdSchema.safeParse("model-house-grand-open").success).toBe(true);
    expect(pressIdSchema.safeParse("Ab3dE6gH9jK2mN5pQ8sT").success).toBe(true);
    for (const bad of ["", "a/b", "<script>", "x".repeat(129)])
      expect(pressIdSchema.safeParse(bad).success).toBe(false);
  });
});

describe("what counts as a view", () => {
  const path = `/${SITE}/press/abc`;
  const article = { site: `${SITE}`, id: "abc" };
  it("counts a document request: a browser's navigation or reload, a crawler, curl", () => {
    expect(documentViewOf("GET", path, headers({}))).toEqual(article);
    expect(
      documentViewOf(
        "GET",
        path,
        headers({ "sec-fetch-mode": "navigate", referer: `https://example.com/${SITE}/press` }),
      ),
    ).toEqual(article);
    expect(
      documentViewOf("GET", path, headers({ "sec-fetch-mode": "navigate", referer: `https://example.com${path}` })),
    ).toEqual(article);
    expect(documentViewOf("GET", `${path}/`, headers({ "user-agent": "Googlebot" }))).toEqual(article);
  });

  it("does not count Next's own requests (prefetch, client navigation, refresh): the island counts client navigations", () => {
    // What the proxy sees of them: Next strips RSC and Next-Router-* first; the browser's Fetch Metadata stays.
    expect(
      documentViewOf(
        "GET",
        path,
        headers({ "sec-fetch-mode": "cors", "sec-fetch-dest": "empty", "sec-fetch-site": "same-origin" }),
      ),
    ).toBeNull();
    expect(documentViewOf("GET", path, headers({ "sec-fetch-mode": "same-origin" }))).toBeNull();
    expect(documentViewOf("GET", path, headers({ "next-url": `/${SITE}/press` }))).toBeNull();
    expect(documentViewOf("GET", path, headers({ rsc: "1" }))).toBeNull();
    expect(documentViewOf("GET", path, headers({ rsc: "1", "next-router-prefetch": "1" }))).toBeNull();
    expect(documentViewOf("GET", path, headers({ "next-router-segment-prefetch": "/_tree" }))).toBeNull();
  });

  it("does not count speculative prefetches, other methods, other paths or bad ids", () => {
    expect(documentViewOf("GET", path, headers({ purpose: "prefetch" }))).toBeNull();
    expect(documentViewOf("GET", path, headers({ "sec-purpose": "prefetch;prerender" }))).toBeNull();
    for (const method of ["HEAD", "POST"]) expect(documentViewOf(method, path, headers({}))).toBeNull();
    for (const other of [
      `/${SITE}/press`,
      `/${SITE}/press/abc/_admin`,
      "/no-such-site/press/abc",
      `/${SITE}/press/%3Cscript%3E`,
      `/${SITE}/press/%E0%A4%A`,
      `/${SITE}/customer`,
    ]) {
      expect(documentViewOf("GET", other, headers({})), other).toBeNull();
    }
  });
});

describe("recordView", () => {
  it("answers the count, 'missing' for no article, and 'failed' (logged, never thrown) for a store error", async () => {
    const log: unknown[][] = [];
    const record = (addView: () => Promise<PressArticle | null>) =>
      recordView({ addView }, `${SITE}`, "abc", (...args) => log.push(args));
    const article: PressArticle = {
      id: "abc",
      siteId: `${SITE}`,
      title: "t",
      summary: "s",
      content: "",
      date: new Date(0),
      views: 8,
    };
    expect(await record(async () => article)).toEqual({ status: "counted", views: 8 });
    expect(await record(async () => null)).toEqual({ status: "missing" });
    expect(log).toEqual([]);
    const busy = Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
    expect(await record(async () => Promise.reject(busy))).toEqual({ status: "failed" });
    expect(log).toHaveLength(1);
    expect(String(log[0]![0])).toContain(`${SITE}/abc`);
    expect(log[0]![1]).toBe(busy);
  });
});

describe("formatting", () => {
  it("prints Korean dates in Korea's time zone", () => {
    const d = new Date("2025-09-25T15:30:00Z"); // 9/26 00:30 in Seoul
    expect(formatPressDate(d)).toBe("2025. 09. 26.");
    expect(formatPressDateTime(d)).toBe("2025년 9월 26일 00:30");
  });

  it("splits the body at line breaks and drops blank lines", () => {
    expect(toParagraphs("첫 문단\r\n\r\n둘째 <b>문단</b>\n  \n셋째")).toEqual(["첫 문단", "둘째 <b>문단</b>", "셋째"]);
  });

  it("numbers list rows down from the site's article count, as Korean boards do: the newest has the highest number", () => {
    const articles = samplePressArticles()
      .slice(0, 3)
      .map((a) => ({ ...a, views: a.views ?? 0 }));
    // 23 articles: the first page starts at 23; the third page (20 before it) holds 3, 2, 1.
    expect(toListRows(articles, 0, 23).map((r) => r.no)).toEqual([23, 22, 21]);
    expect(toListRows(articles, 20, 23).map((r) => r.no)).toEqual([3, 2, 1]);
    expect(toListRows(articles, 0, 23)[0]).not.toHaveProperty("content");
  });
});

describe("sample articles", () => {
  const samples = samplePressArticles();
  const schedule = complex.schedule
    .flatMap((s) => [s.start, s.end])
    .filter((d): d is string => !!d)
    .map((d) => Date.parse(`${d}T00:00:00+09:00`));
  it("fill more than one page, include the home news ids, are dated around the sales schedule and share some timestamps", () => {
    expect(samples.length).toBeGreaterThan(PRESS_PAGE_SIZE);
    expect(new Set(samples.map((a) => a.id)).size).toBe(samples.length);
    for (const n of newsItems) expect(samples.find((a) => a.id === n.id)?.title).toBe(n.title);
    for (const a of samples) {
      // within 60 days of the schedule's first and last dated step
      expect(a.date.getTime()).toBeGreaterThan(Math.min(...schedule) - 60 * 86_400_000);
      expect(a.date.getTime()).toBeLessThan(Math.max(...schedule) + 60 * 86_400_000);
      expect(pressIdSchema.safeParse(a.id).success).toBe(true);
      expect(pressInputSchema.safeParse(a).success).toBe(true);
      expect(a.siteId).toBe(complex.defaultSite);
      expect(a.content).not.toMatch(/undefined|\$\{/);
    }
    const stamps = samples.map((a) => a.date.getTime());
    expect(new Set(stamps).size).toBeLessThan(stamps.length);
  });
});

describe("NewsArticle JSON-LD", () => {
  it("describes the article with absolute addresses and cannot close its script tag", () => {
    const ld = newsArticleLd("https://example.com", {
      path: `/${SITE}/press/x`,
      title: "</script><b>제목</b>",
      summary: "요약",
      date: new Date("2025-09-26T00:00:00Z"),
      views: 3,
    });
    expect(ld).toMatchObject({
      "@type": "NewsArticle",
      url: `https://example.com/${SITE}/press/x`,
      datePublished: "2025-09-26T00:00:00.000Z",
      description: "요약",
    });
    expect(serializeLd(ld)).not.toContain("</script>");
  });
});
