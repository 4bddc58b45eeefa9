import "server-only";
import { randomBytes } from "node:crypto";
import { withBusyTimeout, type Db } from "@/lib/platform/db/sqlite";
import { SqliteStore } from "@/lib/platform/db/sqlite-store";
import { decodePressCursor, encodePressCursor } from "../schema";
import {
  PRESS_PAGE_SIZE,
  type PressArticle,
  type PressInput,
  type PressPage,
  type PressSeedArticle,
  type PressStore,
} from "../types";

// The embedded press store: one table in the shared SQLite file. Dates are integer
// milliseconds (UTC); the list reads the (site_id, date_ms DESC, id DESC) index in order.

export const PRESS_MIGRATIONS = [
  `CREATE TABLE press_articles (
    id TEXT NOT NULL PRIMARY KEY,
    site_id TEXT NOT NULL,
    title TEXT NOT NULL,
    summary TEXT NOT NULL,
    content TEXT NOT NULL,
    date_ms INTEGER NOT NULL,
    views INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0)
  );
  CREATE INDEX press_articles_site_date ON press_articles (site_id, date_ms DESC, id DESC);`,
] as const;

type Row = {
  id: string;
  site_id: string;
  title: string;
  summary: string;
  content: string;
  date_ms: number;
  views: number;
};

const COLUMNS = "id, site_id, title, summary, content, date_ms, views";
/**
 * How long a view waits for a busy file (another writer holding the lock) before it gives up with
 * SQLITE_BUSY. better-sqlite3 waits on the server's one thread, so a view must not wait the
 * connection's 5 s: the caller logs the lost view and the page is served anyway.
 */
export const VIEW_BUSY_TIMEOUT_MS = 250;
const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A 20-character id like Firestore's auto ids. */
export function newPressId(): string {
  const bytes = randomBytes(40);
  let id = "";
  // 248 = 62 * 4: rejecting larger bytes keeps every character equally likely.
  for (const b of bytes) if (b < 248 && id.length < 20) id += ID_ALPHABET[b % 62];
  return id.length === 20 ? id : newPressId();
}

function toArticle(row: Row): PressArticle {
  return {
    id: row.id,
    siteId: row.site_id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    date: new Date(row.date_ms),
    views: row.views,
  };
}

export class SqlitePressRepository extends SqliteStore implements PressStore {
  private readonly prepared;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    super(db, "press", PRESS_MIGRATIONS);
    this.prepared = {
      firstPage: this.sql(
        `SELECT ${COLUMNS} FROM press_articles WHERE site_id = ? ORDER BY date_ms DESC, id DESC LIMIT ?`,
      ),
      nextPage: this.sql(
        `SELECT ${COLUMNS} FROM press_articles WHERE site_id = @site AND (date_ms < @date OR (date_ms = @date AND id < @id))
         ORDER BY date_ms DESC, id DESC LIMIT @limit`,
      ),
      get: this.sql(`SELECT ${COLUMNS} FROM press_articles WHERE site_id = ? AND id = ?`),
      addView: this.sql(
        `UPDATE press_articles SET views = views + 1 WHERE site_id = ? AND id = ? RETURNING ${COLUMNS}`,
      ),
      countView: this.sql("UPDATE press_articles SET views = views + 1 WHERE site_id = ? AND id = ?"),
      insert: this.sql(
        `INSERT INTO press_articles (${COLUMNS}) VALUES (@id, @site_id, @title, @summary, @content, @date_ms, @views) ON CONFLICT(id) DO NOTHING`,
      ),
      update: this.sql(
        `UPDATE press_articles SET title = @title, summary = @summary, content = @content WHERE site_id = @site AND id = @id RETURNING ${COLUMNS}`,
      ),
      remove: this.sql("DELETE FROM press_articles WHERE site_id = ? AND id = ?"),
      any: this.sql("SELECT 1 FROM press_articles WHERE site_id = ? LIMIT 1"),
      count: this.sql("SELECT COUNT(*) AS n FROM press_articles WHERE site_id = ?"),
    };
  }

  async list(siteId: string, cursor?: string | null): Promise<PressPage> {
    const after = decodePressCursor(cursor);
    // One extra row tells whether anything remains after this page.
    const limit = PRESS_PAGE_SIZE + 1;
    const rows = (
      after
        ? this.prepared.nextPage.all({
            site: siteId,
            date: after.s * 1000 + Math.floor(after.n / 1_000_000),
            id: after.id,
            limit,
          })
        : this.prepared.firstPage.all(siteId, limit)
    ) as Row[];
    const items = rows.slice(0, PRESS_PAGE_SIZE).map(toArticle);
    const last = items.at(-1);
    const nextCursor =
      rows.length > PRESS_PAGE_SIZE && last
        ? encodePressCursor({
            s: Math.floor(last.date.getTime() / 1000),
            n: (last.date.getTime() % 1000) * 1_000_000,
            id: last.id,
            p: (after?.p ?? 0) + items.length,
          })
        : null;
    return { items, nextCursor };
  }

  async get(siteId: string, id: string): Promise<PressArticle | null> {
    const row = this.prepared.get.get(siteId, id) as Row | undefined;
    return row ? toArticle(row) : null;
  }

  async addView(siteId: string, id: string): Promise<PressArticle | null> {
    const row = this.withViewBusyTimeout(() => this.prepared.addView.get(siteId, id) as Row | undefined);
    return row ? toArticle(row) : null;
  }

  async countView(siteId: string, id: string): Promise<boolean> {
    return this.withViewBusyTimeout(() => this.prepared.countView.run(siteId, id).changes > 0);
  }

  /** Runs a view's statement with the short busy wait. */
  private withViewBusyTimeout<T>(run: () => T): T {
    return withBusyTimeout(this.db, VIEW_BUSY_TIMEOUT_MS, run);
  }

  async create(siteId: string, input: PressInput): Promise<PressArticle> {
    const row: Row = {
      id: newPressId(),
      site_id: siteId,
      title: input.title,
      summary: input.summary,
      content: input.content,
      date_ms: this.now(),
      views: 0,
    };
    this.prepared.insert.run(row);
    return toArticle(row);
  }

  async update(siteId: string, id: string, input: PressInput): Promise<PressArticle | null> {
    const row = this.prepared.update.get({
      site: siteId,
      id,
      title: input.title,
      summary: input.summary,
      content: input.content,
    }) as Row | undefined;
    return row ? toArticle(row) : null;
  }

  async remove(siteId: string, id: string): Promise<boolean> {
    return this.prepared.remove.run(siteId, id).changes > 0;
  }

  async importArticles(articles: readonly PressSeedArticle[]): Promise<number> {
    const insertAll = this.db.transaction((list: readonly PressSeedArticle[]) =>
      list.reduce(
        (written, a) =>
          written +
          this.prepared.insert.run({
            id: a.id,
            site_id: a.siteId,
            title: a.title,
            summary: a.summary,
            content: a.content,
            date_ms: a.date.getTime(),
            views: a.views ?? 0,
          }).changes,
        0,
      ),
    );
    return insertAll(articles);
  }

  async hasArticles(siteId: string): Promise<boolean> {
    return this.prepared.any.get(siteId) !== undefined;
  }

  async count(siteId: string): Promise<number> {
    return (this.prepared.count.get(siteId) as { n: number }).n;
  }
}
