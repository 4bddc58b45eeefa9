// The press domain's own shapes. Adapters turn their storage rows/documents into these;
// nothing outside lib/press sees a SQLite row or a Firestore snapshot.

export type PressArticle = {
  id: string;
  siteId: string;
  title: string;
  summary: string;
  content: string;
  date: Date;
  views: number;
};
/** One page of a site's list. nextCursor is null when nothing remains after this page. */
export type PressPage = { items: PressArticle[]; nextCursor: string | null };
export type PressInput = { title: string; summary: string; content: string };

export interface PressRepository {
  /** Newest first, PRESS_PAGE_SIZE a page, equal dates ordered by id (descending); cursor from the previous page. */
  list(siteId: string, cursor?: string | null): Promise<PressPage>;
  /** How many articles the site has (the list numbers its rows down from it, as Korean boards do). */
  count(siteId: string): Promise<number>;
  /** One article, no view added; null when missing or of another site. */
  get(siteId: string, id: string): Promise<PressArticle | null>;
  /** Atomically adds one view; the article after the increment, null when missing. */
  addView(siteId: string, id: string): Promise<PressArticle | null>;
  /** Atomically adds one view without reading the count back (the proxy's hot path); false when missing. */
  countView(siteId: string, id: string): Promise<boolean>;
  /** New article: date = the store's server time, views 0. */
  create(siteId: string, input: PressInput): Promise<PressArticle>;
  update(siteId: string, id: string, input: PressInput): Promise<PressArticle | null>;
  remove(siteId: string, id: string): Promise<boolean>;
}

/** An article with a fixed id and date (seeding, tests). */
export type PressSeedArticle = PressInput & { id: string; siteId: string; date: Date; views?: number };

/** What the seeder and the contract tests need besides the repository. */
export interface PressStore extends PressRepository {
  /** Writes the articles whose id is not taken yet; returns how many were written. */
  importArticles(articles: readonly PressSeedArticle[]): Promise<number>;
  /** True when the site has at least one article. */
  hasArticles(siteId: string): Promise<boolean>;
}

export const PRESS_PAGE_SIZE = 10;
