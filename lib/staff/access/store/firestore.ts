import "server-only";
import { Timestamp, type Firestore, type Query } from "firebase-admin/firestore";
import { deleteMatching } from "@/lib/platform/firebase/delete-query";
import {
  nextLink,
  type AccessQuery,
  type AccessRecord,
  type AccessRecordStore,
  type ChainedRecord,
  type ChainLink,
  type ChainState,
} from "../records";

// Collection accessRecords (document id = the record's id; see records.ts). Queries by time, and by
// actor or action with time (composite indexes in firestore.indexes.json). The security rules deny
// every client; only the server's firebase-admin writes, and the app never updates or deletes one
// but through the retention purge. Each record is a link of the chain (seq, prev, hash), created in
// one transaction with the chain's head (accessChain/head), so two instances appending at once are
// serialised by Firestore; the purge keeps its last removed link in accessChain/anchor.

export const ACCESS_COLLECTION = "accessRecords";
export const ACCESS_CHAIN_COLLECTION = "accessChain";
const COLLECTION = ACCESS_COLLECTION;
const PURGE_BATCH = 300;

/** A record's accessRecords document (id = the record's id). */
export const accessRecordDocument = (r: AccessRecord) => ({ ...r, at: Timestamp.fromDate(r.at) });

export class FirestoreAccessRecordStore implements AccessRecordStore {
  constructor(private readonly db: Firestore) {}

  private get records() {
    return this.db.collection(COLLECTION);
  }

  private get links() {
    return this.db.collection(ACCESS_CHAIN_COLLECTION);
  }

  async append(r: AccessRecord): Promise<void> {
    await this.db.runTransaction(async (tx) => {
      const [head, anchor] = await tx.getAll(this.links.doc("head"), this.links.doc("anchor"));
      const link = nextLink({ head: linkOf(head!.data()), anchor: linkOf(anchor!.data()) }, r);
      tx.create(this.records.doc(r.id), accessRecordDocument(link));
      tx.set(this.links.doc("head"), { seq: link.seq, hash: link.hash });
    });
  }

  async chain(afterSeq: number, limit: number): Promise<ChainedRecord[]> {
    const snap = await this.records.where("seq", ">", afterSeq).orderBy("seq").limit(limit).get();
    return snap.docs.map((doc) => recordOf(doc.id, doc.data()) as ChainedRecord);
  }

  async chainState(): Promise<ChainState> {
    const [head, anchor] = await this.db.getAll(this.links.doc("head"), this.links.doc("anchor"));
    return { head: linkOf(head!.data()), anchor: linkOf(anchor!.data()) };
  }

  async list(q: AccessQuery): Promise<AccessRecord[]> {
    let query: Query = this.records;
    if (q.actor) query = query.where("actor", "==", q.actor);
    if (q.action) query = query.where("action", "==", q.action);
    if (q.from) query = query.where("at", ">=", Timestamp.fromDate(q.from));
    if (q.to) query = query.where("at", "<", Timestamp.fromDate(q.to));
    const snap = await query.orderBy("at", "desc").limit(q.limit).get();
    return snap.docs.map((doc) => recordOf(doc.id, doc.data()));
  }

  async purge(before: Date): Promise<number> {
    // The chain's oldest part that is all older than `before` goes: the links before the first
    // record kept (by time; records are appended as they happen, so time and place agree but for
    // clock skew between instances). Its last link becomes the anchor first, so a purge cut short
    // leaves only links the chain's check no longer reads.
    const firstKept = await this.records.where("at", ">=", Timestamp.fromDate(before)).orderBy("at").limit(1).get();
    // Of the records sharing that first instant, the lowest place (a query by one field alone: no
    // composite index).
    const firstAt = firstKept.docs[0]?.get("at") as Timestamp | undefined;
    const sameInstant = firstAt ? (await this.records.where("at", "==", firstAt).limit(PURGE_BATCH).get()).docs : [];
    const places = sameInstant.map((d) => d.get("seq")).filter((s): s is number => typeof s === "number");
    const keptSeq = places.length ? Math.min(...places) : undefined;
    const lastQuery =
      typeof keptSeq === "number"
        ? this.records.where("seq", "<", keptSeq).orderBy("seq", "desc").limit(1)
        : this.records.orderBy("seq", "desc").limit(1);
    const lastDoc = (await lastQuery.get()).docs[0];
    const last = lastDoc ? linkOf(lastDoc.data()) : null;
    if (!last) return this.purgeUnlinked(before);
    await this.links.doc("anchor").set(last);
    const linked = await deleteMatching(this.records.where("seq", "<=", last.seq), PURGE_BATCH);
    return linked + (await this.purgeUnlinked(before));
  }

  /** Records from before the chain have no seq: they go by time, a page at a time. */
  private async purgeUnlinked(before: Date): Promise<number> {
    let unlinked = 0;
    for (let page = 0; page < 100; page++) {
      const old = await this.records.where("at", "<", Timestamp.fromDate(before)).limit(PURGE_BATCH).get();
      const docs = old.docs.filter((d) => typeof d.get("seq") !== "number");
      if (docs.length === 0) break;
      const batch = this.db.batch();
      for (const d of docs) batch.delete(d.ref);
      await batch.commit();
      unlinked += docs.length;
    }
    return unlinked;
  }
}

/** A link from its document's fields, or null (no document, or a record from before the chain). */
function linkOf(data: FirebaseFirestore.DocumentData | undefined): ChainLink | null {
  return data && typeof data.seq === "number" && typeof data.hash === "string"
    ? { seq: data.seq, hash: data.hash }
    : null;
}

function recordOf(id: string, d: FirebaseFirestore.DocumentData): AccessRecord {
  const record: AccessRecord = {
    id,
    at: (d.at as Timestamp).toDate(),
    actor: d.actor,
    role: d.role ?? null,
    action: d.action,
    targets: d.targets ?? [],
    count: d.count,
    address: d.address,
    detail: d.detail ?? "",
  };
  return typeof d.seq === "number" ? { ...record, seq: d.seq, prev: d.prev, hash: d.hash } : record;
}
