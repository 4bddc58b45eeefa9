import "server-only";
import { FieldValue, getFirestore, Timestamp, type DocumentData, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { firebaseApp } from "@/lib/firebase/admin";
import type { LeadForm } from "./schema";
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
// Every state change runs in a transaction that reads the lead first: Firestore's server SDK
// locks what a transaction read, so two instances claiming the same lead conflict and one of
// them retries and sees the new lease. Needs the composite index (form ASC, status ASC,
// nextAttemptAt ASC) for the claim query and (form ASC, createdAt DESC) for the admin list by form
// (firestore.indexes.json).

const LEADS = "leads";
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

export class FirestoreLeadOutbox implements LeadOutbox {
  constructor(private readonly db: Firestore = getFirestore(firebaseApp())) {}

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
      tx.create(this.db.collection(LEADS).doc(id), {
        form: lead.form,
        ...lead.fields,
        page: lead.page,
        referrer: lead.referrer,
        utm: lead.utm,
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
    return this.db.runTransaction(async (tx) => {
      let snaps: DocumentSnapshot[];
      if (request.id) {
        snaps = [await tx.get(this.db.collection(LEADS).doc(request.id))];
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
        snaps = (await tx.get(query)).docs;
      }
      const chosen = snaps.filter((s) => s.exists && isClaimable(s.data()!, request.forms, now)).slice(0, request.limit);
      const claimed: ClaimedLead[] = [];
      for (const snap of chosen) {
        const d = snap.data()!;
        const windowStart = d.status === "no-destination" ? request.now : (toDate(d.retryWindowStart) ?? request.now);
        tx.update(snap.ref, { status: "pending", leaseUntil, claimToken: token, retryWindowStart: ts(windowStart) });
        claimed.push({ ...toRecord(snap), status: "pending", claimToken: token, retryWindowStart: windowStart });
      }
      return claimed;
    });
  }

  async settle(id: string, claimToken: string, outcome: Settlement): Promise<boolean> {
    const ref = this.db.collection(LEADS).doc(id);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || snap.get("claimToken") !== claimToken || snap.get("status") !== "pending") return false;
      const common = { attempts: FieldValue.increment(1), leaseUntil: null, claimToken: null };
      if (outcome.status === "delivered") {
        tx.update(ref, { ...common, status: "delivered", deliveredAt: ts(outcome.at), nextAttemptAt: null, lastError: null });
      } else if (outcome.status === "pending") {
        tx.update(ref, { ...common, status: "pending", nextAttemptAt: ts(outcome.nextAttemptAt), lastError: outcome.error });
      } else {
        tx.update(ref, { ...common, status: "failed", nextAttemptAt: null, lastError: outcome.error });
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
      tx.update(ref, { status: "pending", nextAttemptAt: ts(now), retryWindowStart: ts(now), leaseUntil: null, claimToken: null });
      return true;
    });
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
      if (keyRef && key?.exists && key.get("leadId") === id) tx.delete(keyRef);
      return true;
    });
  }
}
