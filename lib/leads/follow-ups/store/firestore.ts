import "server-only";
import { newClaimToken } from "@/lib/platform/queue/token";
import type { DocumentData, DocumentSnapshot, Firestore, Transaction } from "firebase-admin/firestore";
import { firestore } from "@/lib/platform/firebase/admin";
import { claimDue, settleClaimed } from "@/lib/platform/queue/firestore";
import { ts, toDate } from "@/lib/platform/firebase/timestamps";
import { kstDay } from "@/lib/platform/time/kst";
import {
  conversionId,
  countDay,
  digestWith,
  foldDecision,
  sortedDays,
  DIGEST_EVENT,
  type AlertAdmission,
  type AlertDigestPayload,
  type AlertFold,
  type AlertWindow,
  type ClaimedConversion,
  type ConversionDay,
  type ConversionPlatform,
  type ConversionQueue,
  type ConversionRecord,
  type ConversionSettlement,
  type ConversionStatus,
  type NewConversion,
} from "../queue";

// Collection `lead_conversions`: one document per event, id `${leadId}:${platform}:${event}`, created
// in the lead's add() transaction (lib/leads/store/firestore.ts); claimed like leads and SMS, by a
// precondition on each candidate's update time (lib/platform/queue/firestore.ts). The desk alerts'
// windows (foldAlert) are collection `leadAlertWindows`, one document per destination, changed in a
// transaction with the alert and its digest.

export const CONVERSIONS = "lead_conversions";
export const ALERT_WINDOWS = "leadAlertWindows";
/** Events deleted per batch by the lead store's purge and remove. */
export const CONVERSION_PAGE = 400;

function toRecord(snap: DocumentSnapshot): ConversionRecord {
  const d = snap.data() as DocumentData;
  return {
    id: snap.id,
    leadId: d.leadId,
    platform: d.platform as ConversionPlatform,
    event: d.event,
    payload: d.payload ?? null,
    status: d.status as ConversionStatus,
    attempts: d.attempts ?? 0,
    lastError: d.lastError ?? null,
    createdAt: toDate(d.createdAt) ?? new Date(0),
    nextAttemptAt: toDate(d.nextAttemptAt),
    settledAt: toDate(d.settledAt),
    countedAt: toDate(d.countedAt),
    digestId: d.digestId ?? null,
  };
}

/** An event as stored: the record with its retry window and lease. */
export type StoredConversion = ConversionRecord & {
  retryWindowStart: Date;
  leaseUntil: Date | null;
  claimToken: string | null;
};

/** An event's lead_conversions document (id = record.id). */
export function conversionDocument(c: StoredConversion): DocumentData {
  return {
    leadId: c.leadId,
    platform: c.platform,
    event: c.event,
    payload: c.payload,
    status: c.status,
    attempts: c.attempts,
    lastError: c.lastError,
    createdAt: ts(c.createdAt),
    nextAttemptAt: c.nextAttemptAt ? ts(c.nextAttemptAt) : null,
    retryWindowStart: ts(c.retryWindowStart),
    leaseUntil: c.leaseUntil ? ts(c.leaseUntil) : null,
    claimToken: c.claimToken,
    settledAt: c.settledAt ? ts(c.settledAt) : null,
    countedAt: c.countedAt ? ts(c.countedAt) : null,
    digestId: c.digestId,
  };
}

/** Inside the lead's add() transaction: the lead's events, due at once or at their notBefore. */
export function createConversions(
  db: Firestore,
  tx: Transaction,
  leadId: string,
  conversions: readonly NewConversion[],
  now: Date,
): void {
  for (const c of conversions) {
    const due = new Date(Math.max(now.getTime(), c.notBefore?.getTime() ?? 0));
    const id = conversionId(leadId, c);
    tx.create(
      db.collection(CONVERSIONS).doc(id),
      conversionDocument({
        id,
        leadId,
        platform: c.platform,
        event: c.event,
        payload: c.payload,
        status: "pending",
        attempts: 0,
        lastError: null,
        createdAt: now,
        nextAttemptAt: due,
        retryWindowStart: due,
        leaseUntil: null,
        claimToken: null,
        settledAt: null,
        countedAt: null,
        digestId: null,
      }),
    );
  }
}

/** The lead store's remove and purge: deletes the events of a lead, or those created before `cutoff`. */
export async function deleteConversions(db: Firestore, which: { leadId: string } | { before: Date }): Promise<number> {
  let deleted = 0;
  for (;;) {
    const base = db.collection(CONVERSIONS);
    const page = await (
      "leadId" in which ? base.where("leadId", "==", which.leadId) : base.where("createdAt", "<", ts(which.before))
    )
      .limit(CONVERSION_PAGE)
      .get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
    if (page.size < CONVERSION_PAGE) return deleted;
  }
}

export class FirestoreConversionQueue implements ConversionQueue {
  constructor(private readonly db: Firestore = firestore()) {}

  async claim(request: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedConversion[]> {
    const token = newClaimToken();
    const won = await claimDue(this.db, CONVERSIONS, request, token);
    return won.map(({ snap, retryWindowStart }) => ({ ...toRecord(snap), claimToken: token, retryWindowStart }));
  }

  async settle(id: string, claimToken: string, outcome: ConversionSettlement): Promise<boolean> {
    const fields =
      outcome.status === "pending"
        ? { nextAttemptAt: ts(outcome.nextAttemptAt), lastError: outcome.error }
        : {
            status: outcome.status,
            payload: null,
            nextAttemptAt: null,
            settledAt: ts(outcome.at ?? new Date()),
            lastError: outcome.status === "failed" ? outcome.error : null,
          };
    return settleClaimed(this.db, this.db.collection(CONVERSIONS).doc(id), claimToken, fields);
  }

  /** The fold running last per destination on this instance (the next waits for it). */
  private readonly folding = new Map<string, Promise<unknown>>();

  async foldAlert(fold: AlertFold): Promise<AlertAdmission> {
    // A drain attempts a batch at once: transactions on one window document would mostly abort and
    // retry each other, so this instance folds one alert per destination at a time.
    const before = this.folding.get(fold.channel) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(() => this.foldOne(fold));
    this.folding.set(fold.channel, mine);
    try {
      return await mine;
    } finally {
      if (this.folding.get(fold.channel) === mine) this.folding.delete(fold.channel);
    }
  }

  private async foldOne(fold: AlertFold): Promise<AlertAdmission> {
    const events = this.db.collection(CONVERSIONS);
    const windowRef = this.db.collection(ALERT_WINDOWS).doc(fold.channel);
    // A transaction reads the alert, the window and its digest, so of two instances counting at once
    // one commits and the other runs again on what it wrote.
    return this.db.runTransaction(async (tx): Promise<AlertAdmission> => {
      // One read after the other: the emulator mishandles parallel reads inside a transaction.
      const event = await tx.get(events.doc(fold.id));
      const w = await tx.get(windowRef);
      if (!event.exists || event.get("status") !== "pending" || event.get("claimToken") !== fold.claimToken)
        return { kind: "lost" };
      const folded = event.get("digestId") as string | null | undefined;
      if (folded) return { kind: "folded", digestId: folded };
      if (toDate(event.get("countedAt"))) return { kind: "single" };
      const stored: AlertWindow | null = w.exists
        ? {
            start: toDate(w.get("start")) ?? new Date(0),
            singles: Number(w.get("singles") ?? 0),
            digestId: (w.get("digestId") as string | null) ?? null,
          }
        : null;
      const digest = stored?.digestId ? await tx.get(events.doc(stored.digestId)) : null;
      const digestOpen =
        digest?.exists === true &&
        digest.get("status") === "pending" &&
        Number(digest.get("attempts") ?? 0) === 0 &&
        !digest.get("claimToken");
      const decision = foldDecision(stored, digestOpen, fold);
      tx.set(windowRef, {
        start: ts(decision.window.start),
        singles: decision.window.singles,
        digestId: decision.window.digestId,
      });
      if (decision.kind !== "fold") {
        tx.update(event.ref, { countedAt: ts(fold.now) });
        return { kind: "single" };
      }
      const digestRef = events.doc(decision.digestId);
      if (digestOpen) tx.update(digestRef, { payload: digestWith(digest!.get("payload") as AlertDigestPayload, fold) });
      else {
        const due = new Date(decision.window.start.getTime() + fold.windowMs);
        tx.create(
          digestRef,
          conversionDocument({
            id: decision.digestId,
            leadId: "",
            platform: "desk",
            event: DIGEST_EVENT,
            payload: digestWith(null, fold),
            status: "pending",
            attempts: 0,
            lastError: null,
            createdAt: fold.now,
            nextAttemptAt: due,
            retryWindowStart: due,
            leaseUntil: null,
            claimToken: null,
            settledAt: null,
            countedAt: null,
            digestId: null,
          }),
        );
      }
      tx.update(event.ref, { countedAt: ts(fold.now), digestId: decision.digestId });
      return { kind: "folded", digestId: decision.digestId };
    });
  }

  async get(id: string): Promise<ConversionRecord | null> {
    const snap = await this.db.collection(CONVERSIONS).doc(id).get();
    return snap.exists ? toRecord(snap) : null;
  }

  async daily(range: { from: Date; to: Date }): Promise<ConversionDay[]> {
    const page = await this.db
      .collection(CONVERSIONS)
      .where("createdAt", ">=", ts(range.from))
      .where("createdAt", "<", ts(range.to))
      .select("createdAt", "platform", "status", "digestId")
      .get();
    const days = new Map<string, ConversionDay>();
    for (const doc of page.docs.filter((d) => !d.get("digestId")))
      countDay(
        days,
        kstDay((toDate(doc.get("createdAt")) ?? new Date(0)).getTime()),
        doc.get("platform"),
        doc.get("status"),
      );
    return sortedDays(days);
  }
}
