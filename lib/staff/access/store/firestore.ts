import "server-only";
import { Timestamp, type Firestore, type Query } from "firebase-admin/firestore";
import { deleteMatching } from "@/lib/platform/firebase/delete-query";
import type { AccessQuery, AccessRecord, AccessRecordStore } from "../records";

// Collection accessRecords (document id = the record's id; see records.ts). Queries by time, and by
// actor or action with time (composite indexes in firestore.indexes.json). The security rules deny
// every client; only the server's firebase-admin writes, and the app never updates or deletes one
// but through the retention purge.

export const ACCESS_COLLECTION = "accessRecords";
const COLLECTION = ACCESS_COLLECTION;
const PURGE_BATCH = 300;

/** A record's accessRecords document (id = the record's id). */
export const accessRecordDocument = (r: AccessRecord) => ({ ...r, at: Timestamp.fromDate(r.at) });

export class FirestoreAccessRecordStore implements AccessRecordStore {
  constructor(private readonly db: Firestore) {}

  private get records() {
    return this.db.collection(COLLECTION);
  }

  async append(r: AccessRecord): Promise<void> {
    await this.records.doc(r.id).create(accessRecordDocument(r));
  }

  async list(q: AccessQuery): Promise<AccessRecord[]> {
    let query: Query = this.records;
    if (q.actor) query = query.where("actor", "==", q.actor);
    if (q.action) query = query.where("action", "==", q.action);
    if (q.from) query = query.where("at", ">=", Timestamp.fromDate(q.from));
    if (q.to) query = query.where("at", "<", Timestamp.fromDate(q.to));
    const snap = await query.orderBy("at", "desc").limit(q.limit).get();
    return snap.docs.map((doc) => {
      const d = doc.data();
      return {
        id: doc.id,
        at: (d.at as Timestamp).toDate(),
        actor: d.actor,
        role: d.role ?? null,
        action: d.action,
        targets: d.targets ?? [],
        count: d.count,
        address: d.address,
        detail: d.detail ?? "",
      } as AccessRecord;
    });
  }

  async purge(before: Date): Promise<number> {
    return deleteMatching(this.records.where("at", "<", Timestamp.fromDate(before)), PURGE_BATCH);
  }
}
