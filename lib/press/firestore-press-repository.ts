import "server-only";
import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { decodePressCursor, encodePressCursor } from "./schema";
import { PRESS_PAGE_SIZE, type PressArticle, type PressInput, type PressPage, type PressSeedArticle, type PressStore } from "./types";

// The distributed press store: collection `press`, one document per article
// ({ siteId, title, summary, content, date: Timestamp, views }). The list query
//   where siteId == slug, orderBy date desc, orderBy __name__ desc, startAfter(date, id), limit
// is served by the composite index in firestore.indexes.json (siteId ASC, date DESC; Firestore
// appends __name__ in the direction of the last field, which is exactly our tie-break).

export const PRESS_COLLECTION = "press";

type PressDoc = { siteId: string; title: string; summary: string; content: string; date: Timestamp; views: number };

function toArticle(snap: DocumentSnapshot): PressArticle | null {
  const data = snap.data() as Partial<PressDoc> | undefined;
  if (!snap.exists || !data || !(data.date instanceof Timestamp)) return null;
  return {
    id: snap.id,
    siteId: String(data.siteId ?? ""),
    title: String(data.title ?? ""),
    summary: String(data.summary ?? ""),
    content: String(data.content ?? ""),
    date: data.date.toDate(),
    views: typeof data.views === "number" ? data.views : 0,
  };
}

function isCode(error: unknown, code: number): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;
}
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

export class FirestorePressRepository implements PressStore {
  constructor(private readonly db: Firestore) {}

  private get collection() {
    return this.db.collection(PRESS_COLLECTION);
  }

  async list(siteId: string, cursor?: string | null): Promise<PressPage> {
    const after = decodePressCursor(cursor);
    let query = this.collection.where("siteId", "==", siteId).orderBy("date", "desc").orderBy(FieldPath.documentId(), "desc");
    if (after) query = query.startAfter(new Timestamp(after.s, after.n), after.id);
    // One extra document tells whether anything remains after this page.
    const snap = await query.limit(PRESS_PAGE_SIZE + 1).get();
    const docs = snap.docs.slice(0, PRESS_PAGE_SIZE);
    const items = docs.map(toArticle).filter((a): a is PressArticle => a !== null);
    const lastDoc = docs.at(-1);
    const lastDate = lastDoc?.get("date");
    const nextCursor =
      snap.docs.length > PRESS_PAGE_SIZE && lastDoc && lastDate instanceof Timestamp
        ? encodePressCursor({ s: lastDate.seconds, n: lastDate.nanoseconds, id: lastDoc.id, p: (after?.p ?? 0) + items.length })
        : null;
    return { items, nextCursor };
  }

  async get(siteId: string, id: string): Promise<PressArticle | null> {
    const article = toArticle(await this.collection.doc(id).get());
    return article && article.siteId === siteId ? article : null;
  }

  /**
   * One read (is it this site's article?) and one atomic FieldValue.increment(1). The returned count
   * is the read value plus our view; concurrent readers may each see the same number, but no view
   * is ever lost, because the increment happens on the server.
   */
  async addView(siteId: string, id: string): Promise<PressArticle | null> {
    const article = await this.get(siteId, id);
    if (!article) return null;
    try {
      await this.collection.doc(id).update({ views: FieldValue.increment(1) });
    } catch (error) {
      if (isCode(error, NOT_FOUND)) return null;
      throw error;
    }
    return { ...article, views: article.views + 1 };
  }

  async create(siteId: string, input: PressInput): Promise<PressArticle> {
    const ref = this.collection.doc();
    await ref.create({ siteId, title: input.title, summary: input.summary, content: input.content, date: FieldValue.serverTimestamp(), views: 0 });
    const created = toArticle(await ref.get());
    if (!created) throw new Error(`press article ${ref.id} vanished right after it was created`);
    return created;
  }

  async update(siteId: string, id: string, input: PressInput): Promise<PressArticle | null> {
    const article = await this.get(siteId, id);
    if (!article) return null;
    try {
      await this.collection.doc(id).update({ title: input.title, summary: input.summary, content: input.content });
    } catch (error) {
      if (isCode(error, NOT_FOUND)) return null;
      throw error;
    }
    return { ...article, title: input.title, summary: input.summary, content: input.content };
  }

  async remove(siteId: string, id: string): Promise<boolean> {
    const article = await this.get(siteId, id);
    if (!article) return false;
    await this.collection.doc(id).delete();
    return true;
  }

  async importArticles(articles: readonly PressSeedArticle[]): Promise<number> {
    // create() fails on an existing id, so two servers seeding at once write each article once.
    const results = await Promise.all(
      articles.map(async (a) => {
        try {
          await this.collection.doc(a.id).create({
            siteId: a.siteId,
            title: a.title,
            summary: a.summary,
            content: a.content,
            date: Timestamp.fromDate(a.date),
            views: a.views ?? 0,
          });
          return 1;
        } catch (error) {
          if (isCode(error, ALREADY_EXISTS)) return 0;
          throw error;
        }
      }),
    );
    return results.reduce<number>((sum, n) => sum + n, 0);
  }

  async hasArticles(siteId: string): Promise<boolean> {
    const snap = await this.collection.where("siteId", "==", siteId).limit(1).get();
    return !snap.empty;
  }
}
