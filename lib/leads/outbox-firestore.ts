import "server-only";
import { randomInt } from "node:crypto";
import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { claimDocuments } from "@/lib/firebase/claim";
import { LEAD_FORMS, type LeadForm } from "./schema";
import { DAY_MS, HOUR_MS, KST_OFFSET, bucketStart, kstDay, kstHour } from "@/lib/time/kst";
import {
  SOURCE_ROWS_MAX,
  campaignKey,
  landingPath,
  referrerHost,
  type DeliveryHealth,
  type SourceCounts,
  type SourceDimension,
  type SourceRow,
  type TimeBucket,
  type TimeRange,
  type TimeUnit,
} from "./stats";
import {
  LIST_LIMIT_MAX,
  leadPayloadHash,
  newClaimToken,
  newLeadId,
  type AddResult,
  type ClaimRequest,
  type ClaimedLead,
  type LeadDeliveryStatus,
  type LeadListFilter,
  type LeadOutbox,
  type LeadRecord,
  type NewLead,
  type PurgeCounts,
  type Settlement,
} from "./outbox";

// Collection `leads` (document id = lead id) and `lead_idempotency` ({form}:{key} -> leadId and
// payloadHash, the fingerprint of what was sent; a record written before payloadHash existed is
// compared with its lead's stored fields instead, and one whose lead is gone is replaced).
// A claim is a write conditional on the lead being unchanged since the claim query read it
// (lib/firebase/claim.ts), so of two instances claiming the same lead one wins and the other
// moves on; other state changes run in a transaction that reads the lead first. Needs the composite index (form ASC, status ASC,
// nextAttemptAt ASC) for the claim query and (form ASC, createdAt DESC) for the admin list by form
// (firestore.indexes.json).

const LEADS = "leads";
/**
 * Counter documents of the dashboard, ROLLUP_SHARDS per Korean day ("2026-11-25#3", the shard
 * picked at random), written in the same transaction or batch as the lead they count (added: +1,
 * deleted: -1, on any shard: the shards are summed). Sharded so that a burst of leads after an ad
 * goes out does not queue on one document every lead writes. Flat fields with plain
 * names: `h_<form>_<HH>` (leads per form and hour), and per source `c_`, `r_`, `l_` followed by
 * the hex of the campaign key (JSON of [source, medium, campaign]), the referrer site or the
 * landing path. Plain names need no field-path quoting for any value (dots, slashes, Korean).
 * A dashboard view reads ROLLUP_SHARDS documents per day of its period (and the day's unsharded
 * document of earlier releases), whatever the number of leads.
 */
const ROLLUPS = "lead_rollups";
export const ROLLUP_SHARDS = 8;
/** The longest period the dashboard asks for (documents read per view). */
const ROLLUP_DAYS_MAX = 400;
const SOURCE_PREFIX: Record<SourceDimension, string> = { campaign: "c_", referrer: "r_", landing: "l_" };
const HOUR_FIELD = new RegExp(`^h_(${LEAD_FORMS.join("|")})_(\\d{2})$`);
const hex = (text: string) => Buffer.from(text, "utf8").toString("hex");
const unhex = (text: string) => Buffer.from(text, "hex").toString("utf8");

export type RollupSource = { form: LeadForm; createdAt: Date; utm: Record<string, string> | null; referrer: string | null; landing: string | null };

/** The Korean day of one lead and the counter fields it moves in that day's rollup documents. */
export function rollupFields(lead: RollupSource): { day: string; fields: string[] } {
  const t = lead.createdAt.getTime();
  return {
    day: kstDay(t),
    fields: [
      `h_${lead.form}_${kstHour(t)}`,
      `${SOURCE_PREFIX.campaign}${hex(JSON.stringify(campaignKey(lead.utm)))}`,
      `${SOURCE_PREFIX.referrer}${hex(referrerHost(lead.referrer))}`,
      `${SOURCE_PREFIX.landing}${hex(landingPath(lead.landing) ?? "")}`,
    ],
  };
}

function rollupOf(lead: RollupSource, delta: number): { doc: string; data: DocumentData } {
  const { day, fields } = rollupFields(lead);
  const inc = FieldValue.increment(delta);
  return { doc: `${day}#${randomInt(ROLLUP_SHARDS)}`, data: { day, ...Object.fromEntries(fields.map((field) => [field, inc])) } };
}

function rollupSourceOf(d: DocumentData): RollupSource {
  return {
    form: d.form as LeadForm,
    createdAt: toDate(d.createdAt) ?? new Date(0),
    utm: d.utm ?? null,
    referrer: d.referrer ?? null,
    landing: d.landing ?? d.page ?? null,
  };
}
const KEYS = "lead_idempotency";
/** Leads deleted per batch: each may take its key record along, and a batch holds 500 writes. */
const PURGE_PAGE = 200;

const ts = (d: Date) => Timestamp.fromDate(d);
const toDate = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : null);

function toRecord(snap: DocumentSnapshot): LeadRecord {
  const d = snap.data() as DocumentData;
  return {
    id: snap.id,
    form: d.form as LeadForm,
    name: d.name,
    phone: d.phone,
    message: d.message ?? null,
    birthDate: d.birthDate ?? null,
    email: d.email ?? null,
    visitDate: d.visitDate ?? null,
    page: d.page ?? null,
    referrer: d.referrer ?? null,
    utm: d.utm ?? null,
    consentAt: toDate(d.consentAt) ?? new Date(0),
    createdAt: toDate(d.createdAt) ?? new Date(0),
    status: d.status as LeadDeliveryStatus,
    attempts: d.attempts ?? 0,
    lastError: d.lastError ?? null,
    deliveredAt: toDate(d.deliveredAt),
    nextAttemptAt: toDate(d.nextAttemptAt),
  };
}

function isClaimable(d: DocumentData, forms: readonly LeadForm[], now: number): boolean {
  const lease = toDate(d.leaseUntil);
  const next = toDate(d.nextAttemptAt);
  return (
    (d.status === "pending" || d.status === "no-destination") &&
    forms.includes(d.form) &&
    next !== null &&
    next.getTime() <= now &&
    (lease === null || lease.getTime() <= now)
  );
}

/** The collections of this store (for tools that copy data in, e.g. lib/migration). */
export const LEAD_COLLECTIONS = { leads: LEADS, idempotency: KEYS, rollups: ROLLUPS } as const;

/** A lead with the fields only the store sees: what a copy from another store carries over. */
export type StoredLead = LeadRecord & {
  idempotencyKey: string | null;
  /** The idempotency key's payload fingerprint (outbox.ts leadPayloadHash). */
  payloadHash: string | null;
  landing: string | null;
  statusAt: Date;
  retryWindowStart: Date;
  leaseUntil: Date | null;
  claimToken: string | null;
};

/**
 * The document of a lead, as add() creates it and settle() moves it on (read back by toRecord);
 * `errorAt`, the time of the error still on the lead, is what deliveryHealth orders by.
 */
export function leadDocument(lead: StoredLead): DocumentData {
  return {
    form: lead.form,
    name: lead.name,
    phone: lead.phone,
    message: lead.message,
    birthDate: lead.birthDate,
    email: lead.email,
    visitDate: lead.visitDate,
    page: lead.page,
    landing: lead.landing,
    referrer: lead.referrer,
    utm: lead.utm,
    statusAt: ts(lead.statusAt),
    idempotencyKey: lead.idempotencyKey,
    consentAt: ts(lead.consentAt),
    createdAt: ts(lead.createdAt),
    status: lead.status,
    attempts: lead.attempts,
    lastError: lead.lastError,
    deliveredAt: lead.deliveredAt && ts(lead.deliveredAt),
    nextAttemptAt: lead.nextAttemptAt && ts(lead.nextAttemptAt),
    retryWindowStart: ts(lead.retryWindowStart),
    leaseUntil: lead.leaseUntil && ts(lead.leaseUntil),
    claimToken: lead.claimToken,
    ...(lead.lastError !== null ? { errorAt: ts(lead.statusAt) } : {}),
  };
}

/** The id of the idempotency record of `key` for `form`. */
export function idempotencyDocId(form: LeadForm, key: string): string {
  return `${form}:${key}`;
}

/** The idempotency record of a stored lead (null without a key). */
export function idempotencyDocument(lead: StoredLead): { id: string; data: DocumentData } | null {
  if (!lead.idempotencyKey) return null;
  return { id: idempotencyDocId(lead.form, lead.idempotencyKey), data: { leadId: lead.id, createdAt: ts(lead.createdAt), payloadHash: lead.payloadHash } };
}

export class FirestoreLeadOutbox implements LeadOutbox {
  constructor(private readonly db: Firestore = firestore()) {}

  async add(lead: NewLead, now = new Date()): Promise<AddResult> {
    const payloadHash = lead.idempotencyKey ? leadPayloadHash(lead.form, lead.fields) : null;
    return this.db.runTransaction(async (tx): Promise<AddResult> => {
      const keyRef = lead.idempotencyKey ? this.db.collection(KEYS).doc(`${lead.form}:${lead.idempotencyKey}`) : null;
      let staleKey = false;
      if (keyRef) {
        const seen = await tx.get(keyRef);
        if (seen.exists) {
          const firstId = String(seen.get("leadId"));
          let stored: string | null = typeof seen.get("payloadHash") === "string" ? String(seen.get("payloadHash")) : null;
          if (stored === null) {
            const first = await tx.get(this.db.collection(LEADS).doc(firstId));
            if (first.exists) stored = leadPayloadHash(lead.form, toRecord(first));
          }
          if (stored !== null) return stored === payloadHash ? { id: firstId, created: false } : { id: firstId, created: false, conflict: true };
          staleKey = true; // its lead was deleted: the key is free again
        }
      }
      const id = newLeadId();
      const rollup = rollupOf({ form: lead.form, createdAt: now, utm: lead.utm, referrer: lead.referrer, landing: lead.landing ?? lead.page }, 1);
      tx.set(this.db.collection(ROLLUPS).doc(rollup.doc), rollup.data, { merge: true });
      tx.create(this.db.collection(LEADS).doc(id), {
        form: lead.form,
        ...lead.fields,
        page: lead.page,
        landing: lead.landing ?? null,
        referrer: lead.referrer,
        utm: lead.utm,
        statusAt: ts(now),
        idempotencyKey: lead.idempotencyKey,
        consentAt: ts(lead.consentAt),
        createdAt: ts(now),
        status: lead.hasDestination ? "pending" : "no-destination",
        attempts: 0,
        lastError: null,
        deliveredAt: null,
        nextAttemptAt: ts(now),
        retryWindowStart: ts(now),
        leaseUntil: null,
        claimToken: null,
      });
      if (keyRef) {
        const record = { leadId: id, createdAt: ts(now), payloadHash };
        if (staleKey) tx.set(keyRef, record);
        else tx.create(keyRef, record);
      }
      return { id, created: true };
    });
  }

  async claim(request: ClaimRequest): Promise<ClaimedLead[]> {
    if (request.forms.length === 0 || request.limit <= 0) return [];
    const now = request.now.getTime();
    const token = newClaimToken();
    const leaseUntil = ts(new Date(now + request.leaseMs));
    let snaps: DocumentSnapshot[];
    if (request.id) {
      snaps = [await this.db.collection(LEADS).doc(request.id).get()];
    } else {
      // Filtered by form in the query itself: leads of forms without a destination never
      // reach a form service, stay due for ever and would otherwise fill every page.
      const query = this.db
        .collection(LEADS)
        .where("form", "in", [...request.forms])
        .where("status", "in", ["pending", "no-destination"])
        .where("nextAttemptAt", "<=", ts(request.now))
        .orderBy("nextAttemptAt")
        .limit(request.limit * 4);
      snaps = (await query.get()).docs;
    }
    const candidates = snaps.filter((s) => s.exists && isClaimable(s.data()!, request.forms, now));
    const windowStartOf = (d: DocumentData) => (d.status === "no-destination" ? request.now : (toDate(d.retryWindowStart) ?? request.now));
    const won = await claimDocuments(candidates, request.limit, (snap) => ({
      status: "pending",
      leaseUntil,
      claimToken: token,
      retryWindowStart: ts(windowStartOf(snap.data()!)),
    }));
    return won.map((snap) => ({ ...toRecord(snap), status: "pending", claimToken: token, retryWindowStart: windowStartOf(snap.data()!) }));
  }

  async settle(id: string, claimToken: string, outcome: Settlement): Promise<boolean> {
    const ref = this.db.collection(LEADS).doc(id);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || snap.get("claimToken") !== claimToken || snap.get("status") !== "pending") return false;
      const at = ts(outcome.status === "delivered" ? outcome.at : (outcome.at ?? new Date()));
      const common = { attempts: FieldValue.increment(1), leaseUntil: null, claimToken: null, statusAt: at };
      if (outcome.status === "delivered") {
        tx.update(ref, { ...common, status: "delivered", deliveredAt: ts(outcome.at), nextAttemptAt: null, lastError: null, errorAt: FieldValue.delete() });
      } else if (outcome.status === "pending") {
        tx.update(ref, { ...common, status: "pending", nextAttemptAt: ts(outcome.nextAttemptAt), lastError: outcome.error, errorAt: at });
      } else {
        tx.update(ref, { ...common, status: "failed", nextAttemptAt: null, lastError: outcome.error, errorAt: at });
      }
      return true;
    });
  }

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

  async retry(id: string, now = new Date()): Promise<boolean> {
    const ref = this.db.collection(LEADS).doc(id);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || snap.get("status") !== "failed") return false;
      tx.update(ref, { status: "pending", nextAttemptAt: ts(now), retryWindowStart: ts(now), statusAt: ts(now), leaseUntil: null, claimToken: null });
      return true;
    });
  }

  async retryAllFailed(now = new Date()): Promise<number> {
    let total = 0;
    // Pages of failed leads; each page leaves the failed state, so the next query starts afresh.
    for (;;) {
      const page = await this.db.collection(LEADS).where("status", "==", "failed").limit(PURGE_PAGE).get();
      if (page.empty) break;
      const batch = this.db.batch();
      for (const doc of page.docs) {
        batch.update(doc.ref, { status: "pending", nextAttemptAt: ts(now), retryWindowStart: ts(now), statusAt: ts(now), leaseUntil: null, claimToken: null });
      }
      await batch.commit();
      total += page.size;
      if (page.size < PURGE_PAGE) break;
    }
    return total;
  }

  private async rollups(range: TimeRange) {
    const days: string[] = [];
    for (let t = bucketStart(range.from.getTime(), "day"); t < range.to.getTime() && days.length < ROLLUP_DAYS_MAX; t += DAY_MS) days.push(kstDay(t));
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
    return [...counts.values()].filter((b) => b.count > 0).sort((a, b) => a.start.getTime() - b.start.getTime() || a.form.localeCompare(b.form));
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
        return { key: dimension === "campaign" ? (JSON.parse(value) as string[]) : [value], count };
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
      ...(["register", "visit", "inquiry"] as const).map((form) => leads.where("form", "==", form).orderBy("errorAt", "desc").limit(1).get()),
    ]);
    const lastErrors: DeliveryHealth["lastErrors"] = [];
    (["register", "visit", "inquiry"] as const).forEach((form, i) => {
      const doc = (errors[i] as FirebaseFirestore.QuerySnapshot).docs[0];
      const error = doc?.get("lastError");
      if (doc && typeof error === "string") lastErrors.push({ form, error, at: toDate(doc.get("errorAt")) ?? new Date(0) });
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
      statuses.map(async (s) => [s, (await this.db.collection(LEADS).where("status", "==", s).count().get()).data().count] as const),
    );
    return Object.fromEntries(entries) as Record<LeadDeliveryStatus, number>;
  }

  /** The key record of a lead, if it was stored with one. */
  private keyRef(d: DocumentData) {
    return typeof d.idempotencyKey === "string" && d.idempotencyKey ? this.db.collection(KEYS).doc(`${d.form}:${d.idempotencyKey}`) : null;
  }

  async purge(cutoff: Date): Promise<PurgeCounts> {
    const counts: PurgeCounts = { leads: 0, undelivered: 0 };
    // Pages of the oldest consents; a deleted page is gone, so the next query starts after it.
    for (;;) {
      const page = await this.db.collection(LEADS).where("consentAt", "<", ts(cutoff)).orderBy("consentAt").limit(PURGE_PAGE).get();
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
    // Key records past the period whose lead went another way (an older release, a manual delete).
    for (;;) {
      const stale = await this.db.collection(KEYS).where("createdAt", "<", ts(cutoff)).limit(PURGE_PAGE * 2).get();
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
