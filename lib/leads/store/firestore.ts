import "server-only";
import { newClaimToken } from "@/lib/platform/queue/token";
import { createConversions } from "@/lib/leads/follow-ups/store/firestore";
import { FieldValue, type DocumentData } from "firebase-admin/firestore";
import { claimDue, settleClaimed } from "@/lib/platform/queue/firestore";
import { FirestoreLeadReports } from "./firestore-reports";
import { LEADS, ROLLUPS, rollupOf, KEYS, PURGE_PAGE, toRecord, isClaimable } from "./firestore-docs";
import { ts, toDate } from "@/lib/platform/firebase/timestamps";
import {
  leadPayloadHash,
  newLeadId,
  type AddResult,
  type ClaimRequest,
  type ClaimedLead,
  type LeadOutbox,
  type LeadQueue,
  type NewLead,
  type Settlement,
} from "../outbox";

// The Firestore lead store: the queue side (LeadQueue) here, over the reporting side it extends
// (firestore-reports.ts); documents, counters and their names in firestore-docs.ts.

export {
  LEAD_COLLECTIONS,
  ROLLUP_SHARDS,
  idempotencyDocId,
  idempotencyDocument,
  leadDocument,
  rollupFields,
  type RollupSource,
  type StoredLead,
} from "./firestore-docs";

export class FirestoreLeadOutbox extends FirestoreLeadReports implements LeadQueue, LeadOutbox {
  async add(lead: NewLead, now = new Date()): Promise<AddResult> {
    const payloadHash = lead.idempotencyKey ? leadPayloadHash(lead.form, lead.fields) : null;
    // The same person's earliest stored lead (index phone + createdAt), read before the transaction:
    // a link for the inbox, not worth a contended read set (two at the same instant may both be "first").
    const earlier = await this.db
      .collection(LEADS)
      .where("phone", "==", lead.fields.phone)
      .orderBy("createdAt")
      .limit(1)
      .get();
    const firstLeadId = earlier.empty ? null : earlier.docs[0]!.id;
    return this.db.runTransaction(async (tx): Promise<AddResult> => {
      const keyRef = lead.idempotencyKey ? this.db.collection(KEYS).doc(`${lead.form}:${lead.idempotencyKey}`) : null;
      let staleKey = false;
      if (keyRef) {
        const seen = await tx.get(keyRef);
        if (seen.exists) {
          const firstId = String(seen.get("leadId"));
          let stored: string | null =
            typeof seen.get("payloadHash") === "string" ? String(seen.get("payloadHash")) : null;
          if (stored === null) {
            const first = await tx.get(this.db.collection(LEADS).doc(firstId));
            if (first.exists) stored = leadPayloadHash(lead.form, toRecord(first));
          }
          if (stored !== null)
            return stored === payloadHash
              ? { id: firstId, created: false }
              : { id: firstId, created: false, conflict: true };
          staleKey = true; // its lead was deleted: the key is free again
        }
      }
      const id = newLeadId();
      const rollup = rollupOf(
        {
          form: lead.form,
          createdAt: now,
          utm: lead.utm,
          referrer: lead.referrer,
          landing: lead.landing ?? lead.page,
          clickIds: lead.clickIds ?? null,
        },
        1,
      );
      tx.set(this.db.collection(ROLLUPS).doc(rollup.doc), rollup.data, { merge: true });
      tx.create(this.db.collection(LEADS).doc(id), {
        form: lead.form,
        ...lead.fields,
        page: lead.page,
        landing: lead.landing ?? null,
        referrer: lead.referrer,
        utm: lead.utm,
        clickIds: lead.clickIds ?? null,
        consents: lead.consents ?? null,
        firstLeadId,
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
      if (lead.conversions?.length) createConversions(this.db, tx, id, lead.conversions, now);
      if (keyRef) {
        const record = { leadId: id, createdAt: ts(now), payloadHash };
        if (staleKey) tx.set(keyRef, record);
        else tx.create(keyRef, record);
      }
      return { id, created: true };
    });
  }

  async claim(request: ClaimRequest): Promise<ClaimedLead[]> {
    if (request.forms.length === 0) return [];
    const now = request.now.getTime();
    const token = newClaimToken();
    // A no-destination lead of a form that has one now is revived, its day of retries starting now.
    const windowStartOf = (d: DocumentData) =>
      d.status === "no-destination" ? request.now : (toDate(d.retryWindowStart) ?? request.now);
    const won = await claimDue(this.db, LEADS, request, token, {
      candidates: async () =>
        request.id
          ? [await this.db.collection(LEADS).doc(request.id).get()]
          : // Filtered by form in the query itself: leads of forms without a destination never
            // reach a form service, stay due for ever and would otherwise fill every page.
            (
              await this.db
                .collection(LEADS)
                .where("form", "in", [...request.forms])
                .where("status", "in", ["pending", "no-destination"])
                .where("nextAttemptAt", "<=", ts(request.now))
                .orderBy("nextAttemptAt")
                .limit(request.limit * 4)
                .get()
            ).docs,
      claimable: (s) => s.exists && isClaimable(s.data()!, request.forms, now),
      update: (snap) => ({ status: "pending", retryWindowStart: ts(windowStartOf(snap.data()!)) }),
      windowStart: (snap) => windowStartOf(snap.data()!),
    });
    return won.map(({ snap, retryWindowStart }) => ({
      ...toRecord(snap),
      status: "pending",
      claimToken: token,
      retryWindowStart,
    }));
  }

  async settle(id: string, claimToken: string, outcome: Settlement): Promise<boolean> {
    const at = ts(outcome.at ?? new Date());
    const fields =
      outcome.status === "delivered"
        ? {
            status: "delivered",
            deliveredAt: ts(outcome.at),
            nextAttemptAt: null,
            lastError: null,
            errorAt: FieldValue.delete(),
          }
        : outcome.status === "pending"
          ? { status: "pending", nextAttemptAt: ts(outcome.nextAttemptAt), lastError: outcome.error, errorAt: at }
          : { status: "failed", nextAttemptAt: null, lastError: outcome.error, errorAt: at };
    return settleClaimed(this.db, this.db.collection(LEADS).doc(id), claimToken, { ...fields, statusAt: at });
  }

  async retry(id: string, now = new Date()): Promise<boolean> {
    const ref = this.db.collection(LEADS).doc(id);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || snap.get("status") !== "failed") return false;
      tx.update(ref, {
        status: "pending",
        nextAttemptAt: ts(now),
        retryWindowStart: ts(now),
        statusAt: ts(now),
        leaseUntil: null,
        claimToken: null,
      });
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
        batch.update(doc.ref, {
          status: "pending",
          nextAttemptAt: ts(now),
          retryWindowStart: ts(now),
          statusAt: ts(now),
          leaseUntil: null,
          claimToken: null,
        });
      }
      await batch.commit();
      total += page.size;
      if (page.size < PURGE_PAGE) break;
    }
    return total;
  }
}
