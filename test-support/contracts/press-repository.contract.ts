import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { decodePressCursor } from "@/lib/press/schema";
import { PRESS_PAGE_SIZE, type PressArticle, type PressSeedArticle, type PressStore } from "@/lib/press/types";

// One behaviour, two stores: every adapter of PressRepository runs this whole suite (SQLite on a
// real file, Firestore on the real emulator), no case skipped.

const site = () => `site-${randomUUID().slice(0, 8)}`;
const at = (iso: string) => new Date(iso);

function seed(siteId: string, id: string, date: Date, extra: Partial<PressSeedArticle> = {}): PressSeedArticle {
  return { id, siteId, date, title: `기사 ${id}`, summary: `요약 ${id}`, content: `본문 ${id}\n둘째 줄`, ...extra };
}

function byNewest(a: PressSeedArticle, b: PressSeedArticle) {
  return b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

async function readAllPages(store: PressStore, siteId: string) {
  const pages: PressArticle[][] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 20; guard++) {
    const page = await store.list(siteId, cursor);
    pages.push(page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return pages;
}

export function pressRepositoryContract(backend: string, makeStore: () => PressStore) {
  describe(`PressRepository contract: ${backend}`, () => {
    it("lists a site's articles newest first with every field", async () => {
      const store = makeStore();
      const s = site();
      const articles = [
        seed(s, "b-second", at("2025-09-19T09:00:00Z"), { views: 7 }),
        seed(s, "a-newest", at("2025-09-26T10:30:00Z")),
        seed(s, "c-oldest", at("2025-08-01T00:00:00Z")),
      ];
      expect(await store.importArticles(articles)).toBe(3);
      const page = await store.list(s);
      expect(page.items.map((a) => a.id)).toEqual(["a-newest", "b-second", "c-oldest"]);
      expect(page.nextCursor).toBeNull();
      expect(page.items[1]).toEqual({
        id: "b-second",
        siteId: s,
        title: "기사 b-second",
        summary: "요약 b-second",
        content: "본문 b-second\n둘째 줄",
        date: at("2025-09-19T09:00:00Z"),
        views: 7,
      });
    });

    it("orders articles of the same date by id, descending", async () => {
      const store = makeStore();
      const s = site();
      const same = at("2025-09-15T01:00:00Z");
      await store.importArticles([
        seed(s, "tie-a", same),
        seed(s, "tie-c", same),
        seed(s, "newer", at("2025-09-16T00:00:00Z")),
        seed(s, "tie-b", same),
      ]);
      expect((await store.list(s)).items.map((a) => a.id)).toEqual(["newer", "tie-c", "tie-b", "tie-a"]);
    });

    it("gives 10 articles a page and a cursor only while more remain", async () => {
      const store = makeStore();
      const exactlyTen = site();
      await store.importArticles(
        Array.from({ length: PRESS_PAGE_SIZE }, (_, i) =>
          seed(exactlyTen, `ten-${i}`, at(`2025-07-${String(i + 1).padStart(2, "0")}T00:00:00Z`)),
        ),
      );
      const full = await store.list(exactlyTen);
      expect(full.items).toHaveLength(10);
      expect(full.nextCursor).toBeNull();

      const eleven = site();
      await store.importArticles(
        Array.from({ length: 11 }, (_, i) =>
          seed(eleven, `eleven-${i}`, at(`2025-07-${String(i + 1).padStart(2, "0")}T00:00:00Z`)),
        ),
      );
      const first = await store.list(eleven);
      expect(first.items).toHaveLength(10);
      expect(first.items[0]?.id).toBe("eleven-10");
      expect(first.nextCursor).not.toBeNull();
      expect(decodePressCursor(first.nextCursor)).toMatchObject({ id: "eleven-1", p: 10 });
    });

    it("pages across boundaries with equal dates without skipping or repeating an article", async () => {
      const store = makeStore();
      const s = site();
      // 25 articles; the dates around positions 10/11 and 20/21 are shared, so a cursor on the date
      // alone would skip or repeat articles there.
      const articles: PressSeedArticle[] = [];
      for (let i = 0; i < 25; i++) {
        const day = i < 7 ? 20 - i : i < 14 ? 10 : i < 18 ? 9 - (i - 14) : i < 23 ? 4 : 3 - (i - 23);
        articles.push(
          seed(s, `p${String((i * 7) % 25).padStart(2, "0")}`, at(`2025-06-${String(day).padStart(2, "0")}T12:00:00Z`)),
        );
      }
      await store.importArticles([...articles].reverse());
      const pages = await readAllPages(store, s);
      expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
      expect(pages.flat().map((a) => a.id)).toEqual([...articles].sort(byNewest).map((a) => a.id));
      const second = await store.list(s, (await store.list(s)).nextCursor);
      expect(decodePressCursor(second.nextCursor)?.p).toBe(20);
    });

    it("treats an unreadable cursor as the first page", async () => {
      const store = makeStore();
      const s = site();
      await store.importArticles([seed(s, "only", at("2025-05-05T00:00:00Z"))]);
      expect((await store.list(s, "not-a-cursor")).items.map((a) => a.id)).toEqual(["only"]);
    });

    it("keeps every site's articles to itself", async () => {
      const store = makeStore();
      const a = site();
      const b = site();
      await store.importArticles([
        seed(a, `${a}-x`, at("2025-09-01T00:00:00Z")),
        seed(b, `${b}-y`, at("2025-09-02T00:00:00Z")),
      ]);
      expect((await store.list(a)).items.map((x) => x.id)).toEqual([`${a}-x`]);
      expect((await store.list(b)).items.map((x) => x.id)).toEqual([`${b}-y`]);
      expect(await store.get(b, `${a}-x`)).toBeNull();
      expect(await store.addView(b, `${a}-x`)).toBeNull();
      expect(await store.update(b, `${a}-x`, { title: "침입", summary: "침입", content: "" })).toBeNull();
      expect(await store.remove(b, `${a}-x`)).toBe(false);
      expect(await store.get(a, `${a}-x`)).toMatchObject({ title: `기사 ${a}-x`, views: 0 });
      expect(await store.hasArticles(a)).toBe(true);
      expect(await store.hasArticles(site())).toBe(false);
    });

    it("answers a missing article with null (get, addView, update) and false (remove)", async () => {
      const store = makeStore();
      const s = site();
      expect(await store.get(s, "no-such-article")).toBeNull();
      expect(await store.addView(s, "no-such-article")).toBeNull();
      expect(await store.update(s, "no-such-article", { title: "t", summary: "s", content: "" })).toBeNull();
      expect(await store.remove(s, "no-such-article")).toBe(false);
      expect((await store.list(s)).items).toEqual([]);
    });

    it("creates an article with views 0 and the server's time, first in the list", async () => {
      const store = makeStore();
      const s = site();
      await store.importArticles([seed(s, "older", at("2025-01-01T00:00:00Z"))]);
      const before = Date.now();
      const created = await store.create(s, { title: "새 기사", summary: "새 요약", content: "첫 줄\n둘째 줄" });
      const after = Date.now();
      expect(created).toMatchObject({
        siteId: s,
        title: "새 기사",
        summary: "새 요약",
        content: "첫 줄\n둘째 줄",
        views: 0,
      });
      expect(created.id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(created.date.getTime()).toBeGreaterThanOrEqual(before - 1);
      expect(created.date.getTime()).toBeLessThanOrEqual(after + 1);
      expect(await store.get(s, created.id)).toEqual(created);
      expect((await store.list(s)).items.map((a) => a.id)).toEqual([created.id, "older"]);
    });

    it("adds views one at a time without get() counting", async () => {
      const store = makeStore();
      const s = site();
      await store.importArticles([seed(s, "read-me", at("2025-03-03T00:00:00Z"))]);
      expect((await store.addView(s, "read-me"))?.views).toBe(1);
      expect((await store.addView(s, "read-me"))?.views).toBe(2);
      expect((await store.get(s, "read-me"))?.views).toBe(2);
      expect((await store.get(s, "read-me"))?.views).toBe(2);
    });

    it("counts 200 concurrent views as exactly 200", async () => {
      const store = makeStore();
      const s = site();
      await store.importArticles([seed(s, "busy", at("2025-09-26T00:00:00Z"))]);
      const results = await Promise.all(Array.from({ length: 200 }, () => store.addView(s, "busy")));
      for (const r of results) {
        expect(r?.views).toBeGreaterThanOrEqual(1);
        expect(r?.views).toBeLessThanOrEqual(200);
      }
      expect((await store.get(s, "busy"))?.views).toBe(200);
    });

    it("counts concurrent views of several articles exactly, on top of their seeded counts; list() shows what get() does", async () => {
      const store = makeStore();
      const s = site();
      await store.importArticles([
        seed(s, "hot", at("2025-09-27T00:00:00Z"), { views: 1000 }),
        seed(s, "warm", at("2025-09-26T00:00:00Z")),
      ]);
      await Promise.all(Array.from({ length: 150 }, (_, i) => store.addView(s, i % 3 === 0 ? "warm" : "hot")));
      expect((await store.get(s, "hot"))?.views).toBe(1100);
      expect((await store.get(s, "warm"))?.views).toBe(50);
      expect((await store.list(s)).items.map((a) => [a.id, a.views])).toEqual([
        ["hot", 1100],
        ["warm", 50],
      ]);
    });

    it("countView adds one view without reading it back: exact under concurrency, false for a missing or another site's article", async () => {
      const store = makeStore();
      const s = site();
      await store.importArticles([seed(s, "counted", at("2025-09-28T00:00:00Z"), { views: 5 })]);
      const results = await Promise.all(Array.from({ length: 100 }, () => store.countView(s, "counted")));
      expect(results.every((r) => r === true)).toBe(true);
      expect((await store.get(s, "counted"))?.views).toBe(105);
      expect(await store.countView(s, "no-such-article")).toBe(false);
      expect(await store.countView(site(), "counted")).toBe(false);
      expect((await store.get(s, "counted"))?.views).toBe(105);
    });

    it("updates the text of an article, keeping its date and views, and removes it", async () => {
      const store = makeStore();
      const s = site();
      await store.importArticles([seed(s, "edit-me", at("2025-04-04T04:04:04Z"), { views: 3 })]);
      const updated = await store.update(s, "edit-me", {
        title: "고친 제목",
        summary: "고친 요약",
        content: "고친 본문",
      });
      expect(updated).toEqual({
        id: "edit-me",
        siteId: s,
        title: "고친 제목",
        summary: "고친 요약",
        content: "고친 본문",
        date: at("2025-04-04T04:04:04Z"),
        views: 3,
      });
      expect(await store.get(s, "edit-me")).toEqual(updated);
      expect(await store.remove(s, "edit-me")).toBe(true);
      expect(await store.get(s, "edit-me")).toBeNull();
      expect(await store.remove(s, "edit-me")).toBe(false);
    });

    it("imports articles once: a second import of the same ids writes nothing", async () => {
      const store = makeStore();
      const s = site();
      const list = [seed(s, "seed-1", at("2025-02-01T00:00:00Z")), seed(s, "seed-2", at("2025-02-02T00:00:00Z"))];
      expect(await store.importArticles(list)).toBe(2);
      await store.addView(s, "seed-1");
      expect(await store.importArticles(list)).toBe(0);
      expect((await store.get(s, "seed-1"))?.views).toBe(1);
    });

    it("counts a site's articles, and only that site's (the list numbers its rows down from the count)", async () => {
      const store = makeStore();
      const [s, other] = [site(), site()];
      expect(await store.count(s)).toBe(0);
      await store.importArticles([
        seed(s, "n-1", at("2025-03-01T00:00:00Z")),
        seed(s, "n-2", at("2025-03-02T00:00:00Z")),
        seed(other, "n-3", at("2025-03-03T00:00:00Z")),
      ]);
      await store.create(s, { title: "새 기사", summary: "요약", content: "" });
      expect(await store.count(s)).toBe(3);
      expect(await store.count(other)).toBe(1);
      expect(await store.remove(s, "n-1")).toBe(true);
      expect(await store.count(s)).toBe(2);
    });
  });
}
