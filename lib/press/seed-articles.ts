import { complex } from "@/lib/site/content";
import { newsItems, pressDrafts } from "@/lib/site/content/news";
import { draftDate } from "@/lib/site/content/schedule";
import type { PressSeedArticle } from "./types";

// Sample press articles of the selected complex: its home-page news items (same ids, so the
// home links open them) and the coverage in its content (press.ts), dated from its schedule.

/** The sample articles of a site (the default site gets them on first start and with `npm run seed`). */
export function samplePressArticles(siteId: string = complex.defaultSite): PressSeedArticle[] {
  const drafts = [
    ...newsItems.map((n) => ({ id: n.id, at: n.at, title: n.title, summary: n.excerpt, content: n.content })),
    ...pressDrafts,
  ];
  return drafts.map((d) => ({
    id: d.id,
    siteId,
    title: d.title,
    summary: d.summary,
    content: d.content,
    date: draftDate(complex.schedule, d.at),
  }));
}

/**
 * The `count` newest of the sample articles a demo store is seeded with (lib/press/startup.ts), in the
 * list's order (newest first, equal dates by id descending): what a page prerendered at the build,
 * when no store is read, shows of a demo site's news.
 */
export function newestSamples(siteId: string, count: number): PressSeedArticle[] {
  return samplePressArticles(siteId)
    .sort((a, b) => b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, count);
}
