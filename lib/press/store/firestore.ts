import "server-only";
import { randomInt } from "node:crypto";
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
} from "firebase-admin/firestore";
import { decodePressCursor, encodePressCursor } from "../schema";
import {
  PRESS_PAGE_SIZE,
  type PressArticle,
  type PressInput,
  type PressPage,
  type PressSeedArticle,
  type PressStore,
} from "../types";
import { ALREADY_EXISTS, NOT_FOUND, codeOf } from "@/lib/platform/firebase/error-codes";

// The distributed press store: collection `press`, one document per article
// ({ siteId, title, summary, content, date: Timestamp, views }), and its views in
// VIEW_SHARDS counter documents press/{id}/viewShards/{0..VIEW_SHARDS-1} ({ count }).
// A view increments one shard picked at random, so a popular article spreads its writes over
// VIEW_SHARDS documents instead of hitting one document's sustained write rate (about one per
// second). An article's views are its own `views` field (seeded counts, and every view counted
// before the shards existed) plus the sum of its shards, read with the article. The list query
//   where siteId == slug, orderBy date desc, orderBy __name__ desc, startAfter(date, id), limit
// is served by the composite index in firestore.indexes.json (siteId ASC, date DESC; Firestore
// appends __name__ in the direction of the last field, which is exactly our tie-break).

export const PRESS_COLLECTION = "press";
export const VIEW_SHARDS_COLLECTION = "viewShards";
/** Counter documents per article: each takes about one sustained write a second. */
export const VIEW_SHARDS = 10;

type PressDoc = { siteId: string; title: string; summary: string; content: string; date: Timestamp; views: number };

/** Promise.all that waits for every read, so a second failure is never left unhandled. */
async function settleAll<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

function shardTotal(shards: QuerySnapshot): number {
  return shards.docs.reduce((sum, shard) => {
    const count = shard.get("count");
    return sum + (typeof count === "number" && Number.isFinite(count) ? count : 0);
  }, 0);
}

function toArticle(snap: DocumentSnapshot, shardViews = 0): PressArticle | null {
  const data = snap.data() as Partial<PressDoc> | undefined;
  if (!snap.exists || !data || !(data.date instanceof Timestamp)) return null;
  return {
    id: snap.id,
    siteId: String(data.siteId ?? ""),
    title: String(data.title ?? ""),
    summary: String(data.summary ?? ""),
    content: String(data.content ?? ""),
    date: data.date.toDate(),
    views: (typeof data.views === "number" ? data.views : 0) + shardViews,
  };
}

function isCode(error: unknown, code: number): boolean {
  return typeof error === "object" && codeOf(error) === code;
}

export class FirestorePressRepository implements PressStore {
  constructor(private readonly db: Firestore) {}

  private get collection() {
    return this.db.collection(PRESS_COLLECTION);
  }

  private shards(article: DocumentReference) {
    return article.collection(VIEW_SHARDS_COLLECTION);
  }

  /** The article with its shards' views added, or null. */
  private async read(ref: DocumentReference): Promise<PressArticle | null> {
    const [snap, shards] = await settleAll([ref.get(), this.shards(ref).get()] as const);
    return toArticle(snap, shardTotal(shards));
  }

  async list(siteId: string, cursor?: string | null): Promise<PressPage> {
    const after = decodePressCursor(cursor);
    let query = this.collection
      .where("siteId", "==", siteId)
      .orderBy("date", "desc")
      .orderBy(FieldPath.documentId(), "desc");
    if (after) query = query.startAfter(new Timestamp(after.s, after.n), after.id);
    // One extra document tells whether anything remains after this page.
    const snap = await query.limit(PRESS_PAGE_SIZE + 1).get();
    const docs = snap.docs.slice(0, PRESS_PAGE_SIZE);
    const shardViews = await settleAll(docs.map(async (doc) => shardTotal(await this.shards(doc.ref).get())));
    const items = docs.map((doc, i) => toArticle(doc, shardViews[i])).filter((a): a is PressArticle => a !== null);
    const lastDoc = docs.at(-1);
    const lastDate = lastDoc?.get("date");
    const nextCursor =
      snap.docs.length > PRESS_PAGE_SIZE && lastDoc && lastDate instanceof Timestamp
        ? encodePressCursor({
            s: lastDate.seconds,
            n: lastDate.nanoseconds,
            id: lastDoc.id,
            p: (after?.p ?? 0) + items.length,
          })
        : null;
    return { items, nextCursor };
  }

  async get(siteId: string, id: string): Promise<PressArticle | null> {
    const article = await this.read(this.collection.doc(id));
    return article && article.siteId === siteId ? article : null;
  }

  /**
   * One read (is it this site's article, and its count) and one atomic FieldValue.increment(1) on a
   * random shard. The returned count is the read value plus our view; concurrent readers may each
   * see the same number, but no view is ever lost, because the increment happens on the server.
   * The article document itself is never written by a view.
   */
  async addView(siteId: string, id: string): Promise<PressArticle | null> {
    const article = await this.get(siteId, id);
    if (!article) return null;
    await this.incrementShard(id);
    return { ...article, views: article.views + 1 };
  }

  /** One read (the article document only: is it this site's?) and the shard increment. */
  async countView(siteId: string, id: string): Promise<boolean> {
    const snap = await this.collection.doc(id).get();
    if (!snap.exists || snap.get("siteId") !== siteId) return false;
    await this.incrementShard(id);
    return true;
  }

  private async incrementShard(id: string): Promise<void> {
    const shard = this.shards(this.collection.doc(id)).doc(String(randomInt(VIEW_SHARDS)));
    await shard.set({ count: FieldValue.increment(1) }, { merge: true });
  }

  async create(siteId: string, input: PressInput): Promise<PressArticle> {
    const ref = this.collection.doc();
    await ref.create({
      siteId,
      title: input.title,
      summary: input.summary,
      content: input.content,
      date: FieldValue.serverTimestamp(),
      views: 0,
    });
    const created = await this.read(ref);
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

  /** Deletes the article and its view shards in one batch. */
  async remove(siteId: string, id: string): Promise<boolean> {
    const article = await this.get(siteId, id);
    if (!article) return false;
    const ref = this.collection.doc(id);
    const batch = this.db.batch();
    for (const shard of (await this.shards(ref).get()).docs) batch.delete(shard.ref);
    batch.delete(ref);
    await batch.commit();
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

  /** An aggregation query: one read per 1,000 articles counted, no document read. */
  async count(siteId: string): Promise<number> {
    const snap = await this.collection.where("siteId", "==", siteId).count().get();
    return snap.data().count;
  }
}
