import "server-only";
import { newClaimToken } from "@/lib/platform/queue/token";
import { deleteMatching } from "@/lib/platform/firebase/delete-query";
import type { DocumentData, DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { firestore } from "@/lib/platform/firebase/admin";
import { claimDue, settleClaimed } from "@/lib/platform/queue/firestore";
import { smsKey, type ClaimedSms, type NewSms, type SmsOutbox, type SmsRecord, type SmsSettlement } from "../outbox";
import { ts, toDate } from "@/lib/platform/firebase/timestamps";

// Collection `sms_outbox`, document id = the message key (booking id + kind): enqueue creates it
// with an exists=false precondition, so one booking event is stored once. A claim is a write
// conditional on the message being unchanged since the query read it (lib/platform/queue/firestore.ts); settle
// runs in a transaction that reads the message first, as the lead outbox does. The claim query needs the
// composite index (status ASC, nextAttemptAt ASC).

const SMS = "sms_outbox";

function toRecord(snap: DocumentSnapshot): SmsRecord {
  const d = snap.data() as DocumentData;
  return {
    id: snap.id,
    bookingId: d.bookingId,
    kind: d.kind,
    to: d.to,
    text: d.text,
    template: d.template ?? null,
    status: d.status,
    attempts: d.attempts ?? 0,
    lastError: d.lastError ?? null,
    createdAt: toDate(d.createdAt) ?? new Date(0),
    nextAttemptAt: toDate(d.nextAttemptAt),
    sentAt: toDate(d.sentAt),
    providerId: d.providerId ?? null,
  };
}

/** The collection of this store (for tools that copy data in, e.g. scripts/migration). */
export const SMS_COLLECTION = SMS;

/** A message with the fields only the store sees: what a copy from another store carries over. */
export type StoredSms = SmsRecord & { retryWindowStart: Date; leaseUntil: Date | null; claimToken: string | null };

/** The document of a message, as enqueue() creates it and settle() moves it on (read back by toRecord). */
export function smsDocument(message: StoredSms): DocumentData {
  return {
    bookingId: message.bookingId,
    kind: message.kind,
    to: message.to,
    text: message.text,
    template: message.template,
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError,
    createdAt: ts(message.createdAt),
    nextAttemptAt: message.nextAttemptAt && ts(message.nextAttemptAt),
    retryWindowStart: ts(message.retryWindowStart),
    sentAt: message.sentAt && ts(message.sentAt),
    providerId: message.providerId,
    leaseUntil: message.leaseUntil && ts(message.leaseUntil),
    claimToken: message.claimToken,
  };
}

export class FirestoreSmsOutbox implements SmsOutbox {
  constructor(private readonly db: Firestore = firestore()) {}

  async enqueue(message: NewSms, now = new Date()): Promise<{ id: string; created: boolean }> {
    const id = smsKey(message.bookingId, message.kind);
    try {
      await this.db
        .collection(SMS)
        .doc(id)
        .create({
          bookingId: message.bookingId,
          kind: message.kind,
          to: message.to,
          text: message.text,
          template: message.template ?? null,
          status: "pending",
          attempts: 0,
          lastError: null,
          createdAt: ts(now),
          nextAttemptAt: ts(message.notBefore),
          retryWindowStart: ts(message.notBefore),
          sentAt: null,
          providerId: null,
          leaseUntil: null,
          claimToken: null,
        });
      return { id, created: true };
    } catch (error) {
      if ((error as { code?: unknown }).code === 6 /* ALREADY_EXISTS */) return { id, created: false };
      throw error;
    }
  }

  async claim(request: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedSms[]> {
    const token = newClaimToken();
    const won = await claimDue(this.db, SMS, request, token);
    return won.map(({ snap, retryWindowStart }) => ({ ...toRecord(snap), claimToken: token, retryWindowStart }));
  }

  async settle(id: string, claimToken: string, outcome: SmsSettlement): Promise<boolean> {
    const fields =
      outcome.status === "sent"
        ? {
            status: "sent",
            sentAt: ts(outcome.at),
            providerId: outcome.providerId,
            nextAttemptAt: null,
            lastError: null,
          }
        : outcome.status === "pending"
          ? { nextAttemptAt: ts(outcome.nextAttemptAt), lastError: outcome.error }
          : { status: "failed", nextAttemptAt: null, lastError: outcome.error };
    return settleClaimed(this.db, this.db.collection(SMS).doc(id), claimToken, fields);
  }

  async get(id: string): Promise<SmsRecord | null> {
    const snap = await this.db.collection(SMS).doc(id).get();
    return snap.exists ? toRecord(snap) : null;
  }

  async cancelPending(bookingId: string): Promise<number> {
    const page = await this.db.collection(SMS).where("bookingId", "==", bookingId).get();
    let cancelled = 0;
    for (const doc of page.docs) {
      const done = await this.db.runTransaction(async (tx) => {
        const snap = await tx.get(doc.ref);
        if (snap.get("status") !== "pending") return false;
        tx.update(doc.ref, { status: "cancelled", nextAttemptAt: null });
        return true;
      });
      if (done) cancelled += 1;
    }
    return cancelled;
  }

  async purge(cutoff: Date): Promise<number> {
    return deleteMatching(this.db.collection(SMS).where("createdAt", "<", ts(cutoff)).orderBy("createdAt"), 400);
  }

  async removeForBooking(bookingId: string): Promise<number> {
    // A booking has at most one message per kind: one page.
    const page = await this.db.collection(SMS).where("bookingId", "==", bookingId).get();
    if (page.empty) return 0;
    const batch = this.db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    return page.size;
  }
}
