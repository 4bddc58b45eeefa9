import "server-only";
import { deleteConversions } from "@/lib/leads/follow-ups/store/firestore";
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import { firestore } from "@/lib/platform/firebase/admin";
import type { LeadForm } from "../schema";
import {
  LEADS,
  ROLLUPS,
  ROLLUP_SHARDS,
  ROLLUP_DAYS_MAX,
  SOURCE_PREFIX,
  HOUR_FIELD,
  unhex,
  rollupOf,
  rollupSourceOf,
  KEYS,
  PURGE_PAGE,
  toRecord,
} from "./firestore-docs";
import { ts, toDate } from "@/lib/platform/firebase/timestamps";
import { DAY_MS, HOUR_MS, KST_OFFSET, bucketStart, kstDay } from "@/lib/platform/time/kst";
import {
  type DeliveryHealth,
  SOURCE_ROWS_MAX,
  type SourceCounts,
  type SourceDimension,
  type SourceRow,
  type TimeBucket,
  type TimeRange,
  type TimeUnit,
  rowKey,
} from "../stats";
import {
  LIST_LIMIT_MAX,
  type LeadDeliveryStatus,
  type LeadListFilter,
  type LeadReports,
  type LeadRecord,
  type PurgeCounts,
} from "../outbox";

// The reporting side of the Firestore lead store (LeadReports): the admin inbox, the dashboard's
// counter documents (firestore-docs.ts), and retention and withdrawal. The queue side
// (FirestoreLeadOutbox, firestore.ts) extends it.

export class FirestoreLeadReports implements LeadReports {
  constructor(protected readonly db: Firestore = firestore()) {}

  async get(id: string): Promise<LeadRecord | null> {
    const snap = await this.db.collection(LEADS).doc(id).get();
    return snap.exists ? toRecord(snap) : null;
  }

  async list(filter: LeadListFilter = {}): Promise<LeadRecord[]> {
    const limit = Math.min(Math.max(filter.limit ?? 100, 1), LIST_LIMIT_MAX);
    let query = this.db.collection(LEADS).orderBy("createdAt", "desc");
    if (filter.form) query = query.where("form", "==", filter.form);
    if (filter.status) query = query.where("status", "==", filter.status);
    if (filter.from) query = query.where("createdAt", ">=", ts(filter.from));
    if (filter.to) query = query.where("createdAt", "<", ts(filter.to));
    return (await query.limit(limit).get()).docs.map(toRecord);
  }

  private async rollups(range: TimeRange) {
    const days: string[] = [];
    for (
      let t = bucketStart(range.from.getTime(), "day");
      t < range.to.getTime() && days.length < ROLLUP_DAYS_MAX;
      t += DAY_MS
    )
      days.push(kstDay(t));
    if (days.length === 0) return [];
    const ids = days.flatMap((d) => [d, ...Array.from({ length: ROLLUP_SHARDS }, (_, n) => `${d}#${n}`)]);
    const snaps = await this.db.getAll(...ids.map((id) => this.db.collection(ROLLUPS).doc(id)));
    return snaps.filter((s) => s.exists).map((s) => s.data()!);
  }

  async leadsOverTime(range: TimeRange, unit: TimeUnit): Promise<TimeBucket[]> {
    const counts = new Map<string, TimeBucket>();
    const from = bucketStart(range.from.getTime(), "hour");
    const to = range.to.getTime();
    for (const doc of await this.rollups(range)) {
      const dayStart = Date.parse(`${String(doc.day)}T00:00:00${KST_OFFSET}`);
      for (const [field, n] of Object.entries(doc)) {
        const m = HOUR_FIELD.exec(field);
        if (!m || typeof n !== "number" || n === 0) continue;
        const hourStart = dayStart + Number(m[2]) * HOUR_MS;
        if (hourStart < from || hourStart >= to) continue;
        const form = m[1] as LeadForm;
        const start = unit === "day" ? dayStart : hourStart;
        const key = `${start}:${form}`;
        const bucket = counts.get(key) ?? { start: new Date(start), form, count: 0 };
        bucket.count += n;
        counts.set(key, bucket);
      }
    }
    return [...counts.values()]
      .filter((b) => b.count > 0)
      .sort((a, b) => a.start.getTime() - b.start.getTime() || a.form.localeCompare(b.form));
  }

  async leadsBySource(range: TimeRange, dimension: SourceDimension): Promise<SourceCounts> {
    // Counter documents hold whole days: the period is the Korean days it touches.
    const prefix = SOURCE_PREFIX[dimension];
    const counts = new Map<string, number>();
    for (const doc of await this.rollups(range)) {
      for (const [field, n] of Object.entries(doc)) {
        if (field.startsWith(prefix) && typeof n === "number") counts.set(field, (counts.get(field) ?? 0) + n);
      }
    }
    const rows: SourceRow[] = [...counts]
      .filter(([, n]) => n > 0)
      .map(([field, count]) => {
        const value = unhex(field.slice(prefix.length));
        return { key: rowKey(dimension, value), count };
      });
    const total = rows.reduce((sum, r) => sum + r.count, 0);
    const order = (r: SourceRow) => r.key.join("\u0000");
    rows.sort((a, b) => b.count - a.count || (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
    return { rows: rows.slice(0, SOURCE_ROWS_MAX), total };
  }

  async deliveryHealth(now: Date, failedSince: Date): Promise<DeliveryHealth> {
    const leads = this.db.collection(LEADS);
    const since = ts(new Date(now.getTime() - DAY_MS));
    const count = async (q: FirebaseFirestore.Query) => (await q.count().get()).data().count;
    const [pending, oldest, delivered, failed, noDestination, failedAfter, failedTotal, ...errors] = await Promise.all([
      count(leads.where("status", "==", "pending")),
      leads.where("status", "==", "pending").orderBy("createdAt").limit(1).get(),
      count(leads.where("status", "==", "delivered").where("statusAt", ">=", since)),
      count(leads.where("status", "==", "failed").where("statusAt", ">=", since)),
      count(leads.where("status", "==", "no-destination").where("createdAt", ">=", since)),
      count(leads.where("status", "==", "failed").where("statusAt", ">", ts(failedSince))),
      count(leads.where("status", "==", "failed")),
      ...(["register", "visit", "inquiry"] as const).map((form) =>
        leads.where("form", "==", form).orderBy("errorAt", "desc").limit(1).get(),
      ),
    ]);
    const lastErrors: DeliveryHealth["lastErrors"] = [];
    (["register", "visit", "inquiry"] as const).forEach((form, i) => {
      const doc = (errors[i] as FirebaseFirestore.QuerySnapshot).docs[0];
      const error = doc?.get("lastError");
      if (doc && typeof error === "string")
        lastErrors.push({ form, error, at: toDate(doc.get("errorAt")) ?? new Date(0) });
    });
    const oldestDoc = (oldest as FirebaseFirestore.QuerySnapshot).docs[0];
    return {
      pending: pending as number,
      oldestPendingAt: oldestDoc ? toDate(oldestDoc.get("createdAt")) : null,
      last24h: { delivered: delivered as number, failed: failed as number, noDestination: noDestination as number },
      lastErrors,
      failedSince: failedAfter as number,
      failedTotal: failedTotal as number,
    };
  }

  async counts(): Promise<Record<LeadDeliveryStatus, number>> {
    const statuses: LeadDeliveryStatus[] = ["pending", "delivered", "failed", "no-destination"];
    const entries = await Promise.all(
      statuses.map(
        async (s) =>
          [s, (await this.db.collection(LEADS).where("status", "==", s).count().get()).data().count] as const,
      ),
    );
    return Object.fromEntries(entries) as Record<LeadDeliveryStatus, number>;
  }

  /** The key record of a lead, if it was stored with one. */
  protected keyRef(d: DocumentData) {
    return typeof d.idempotencyKey === "string" && d.idempotencyKey
      ? this.db.collection(KEYS).doc(`${d.form}:${d.idempotencyKey}`)
      : null;
  }

  async purge(cutoff: Date): Promise<PurgeCounts> {
    const counts: PurgeCounts = { leads: 0, undelivered: 0 };
    // Pages of the oldest consents; a deleted page is gone, so the next query starts after it.
    for (;;) {
      const page = await this.db
        .collection(LEADS)
        .where("consentAt", "<", ts(cutoff))
        .orderBy("consentAt")
        .limit(PURGE_PAGE)
        .get();
      if (page.empty) break;
      const batch = this.db.batch();
      for (const doc of page.docs) {
        batch.delete(doc.ref);
        const rollup = rollupOf(rollupSourceOf(doc.data()), -1);
        batch.set(this.db.collection(ROLLUPS).doc(rollup.doc), rollup.data, { merge: true });
        const key = this.keyRef(doc.data());
        if (key) batch.delete(key);
        if (doc.get("status") !== "delivered") counts.undelivered += 1;
      }
      await batch.commit();
      counts.leads += page.size;
      if (page.size < PURGE_PAGE) break;
    }
    // Their server-side conversions (queued with the lead, at its consent time).
    await deleteConversions(this.db, { before: cutoff });
    // Key records past the period whose lead went another way (an older release, a manual delete).
    for (;;) {
      const stale = await this.db
        .collection(KEYS)
        .where("createdAt", "<", ts(cutoff))
        .limit(PURGE_PAGE * 2)
        .get();
      if (stale.empty) break;
      const batch = this.db.batch();
      for (const doc of stale.docs) batch.delete(doc.ref);
      await batch.commit();
      if (stale.size < PURGE_PAGE * 2) break;
    }
    return counts;
  }

  async remove(id: string): Promise<boolean> {
    const ref = this.db.collection(LEADS).doc(id);
    await deleteConversions(this.db, { leadId: id });
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      const keyRef = this.keyRef(snap.data()!);
      const key = keyRef ? await tx.get(keyRef) : null;
      tx.delete(ref);
      const rollup = rollupOf(rollupSourceOf(snap.data()!), -1);
      tx.set(this.db.collection(ROLLUPS).doc(rollup.doc), rollup.data, { merge: true });
      if (keyRef && key?.exists && key.get("leadId") === id) tx.delete(keyRef);
      return true;
    });
  }
}
