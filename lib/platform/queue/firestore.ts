import "server-only";
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  UpdateData,
  DocumentData,
} from "firebase-admin/firestore";
import { FAILED_PRECONDITION, NOT_FOUND, codeOf } from "@/lib/platform/firebase/error-codes";
import { ts, toDate } from "@/lib/platform/firebase/timestamps";
import type { ClaimRequest } from "./types";

// The durable queue on Firestore (the lead outbox, the SMS outbox, the follow-up events): a queue's
// documents have status, attempts, nextAttemptAt, retryWindowStart, leaseUntil and claimToken.
//
// Claiming documents among several server instances without a transaction:
// each candidate read by a plain query is updated with the precondition that it has not changed
// since that read (its update time). Of two instances that read the same document, one write
// lands and the other fails with FAILED_PRECONDITION and moves on to the next candidate. A
// transaction over the query did the same but locked every document the query returned, so
// drainers on three instances queued behind each other's locks (200 leads: 53 s against 2 s).

function lostRace(error: unknown): boolean {
  const code = codeOf(error);
  return code === FAILED_PRECONDITION || code === NOT_FOUND;
}

/**
 * Claims up to `limit` of `candidates` (in their order, starting at a random one so that
 * instances reading the same page mostly take different documents). `update` gives each
 * document's claim; returns the snapshots whose claim was written.
 */
export async function claimDocuments(
  candidates: DocumentSnapshot[],
  limit: number,
  update: (snap: DocumentSnapshot) => UpdateData<DocumentData>,
): Promise<DocumentSnapshot[]> {
  if (candidates.length === 0 || limit <= 0) return [];
  const start = Math.floor(Math.random() * candidates.length);
  const queue = [...candidates.slice(start), ...candidates.slice(0, start)];
  const won: DocumentSnapshot[] = [];
  while (won.length < limit && queue.length > 0) {
    const round = queue.splice(0, limit - won.length);
    const results = await Promise.allSettled(
      round.map((snap) => snap.ref.update(update(snap), { lastUpdateTime: snap.updateTime! })),
    );
    results.forEach((result, i) => {
      if (result.status === "fulfilled") won.push(round[i]!);
      else if (!lostRace(result.reason)) throw result.reason;
    });
  }
  return won;
}

/**
 * Claims up to `request.limit` due documents: the `candidates` (by default the pending ones of
 * `collection` due at `request.now`, oldest due first, four times the limit), those whose lease is
 * free (and that `claimable` accepts) leased to `token`, with `update`'s fields besides. Returns the won
 * snapshots, each with the start of its day of retries (`windowStart`, by default the stored one).
 */
export async function claimDue(
  db: Firestore,
  collection: string,
  request: ClaimRequest,
  token: string,
  scope: {
    candidates?: () => Promise<DocumentSnapshot[]>;
    claimable?: (snap: DocumentSnapshot) => boolean;
    update?: (snap: DocumentSnapshot) => UpdateData<DocumentData>;
    windowStart?: (snap: DocumentSnapshot) => Date;
  } = {},
): Promise<{ snap: DocumentSnapshot; retryWindowStart: Date }[]> {
  if (request.limit <= 0) return [];
  const now = request.now.getTime();
  const candidates = scope.candidates
    ? await scope.candidates()
    : (
        await db
          .collection(collection)
          .where("status", "==", "pending")
          .where("nextAttemptAt", "<=", ts(request.now))
          .orderBy("nextAttemptAt")
          .limit(request.limit * 4)
          .get()
      ).docs;
  const free = candidates.filter((s) => {
    const lease = toDate(s.get("leaseUntil"));
    return (lease === null || lease.getTime() <= now) && (scope.claimable?.(s) ?? true);
  });
  const leaseUntil = ts(new Date(now + request.leaseMs));
  const windowStart = scope.windowStart ?? ((s: DocumentSnapshot) => toDate(s.get("retryWindowStart")) ?? request.now);
  const won = await claimDocuments(free, request.limit, (snap) => ({
    ...scope.update?.(snap),
    leaseUntil,
    claimToken: token,
  }));
  return won.map((snap) => ({ snap, retryWindowStart: windowStart(snap) }));
}

/**
 * Records one attempt of a claimed queue document, in a transaction that reads it first: the
 * fields `fields` gives, the attempt counted, the lease freed; only while the document is still
 * pending under `claimToken`. False when the claim was lost (the lease ran out and another took it).
 */
export async function settleClaimed(
  db: Firestore,
  ref: DocumentReference,
  claimToken: string,
  fields: UpdateData<DocumentData>,
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get("claimToken") !== claimToken || snap.get("status") !== "pending") return false;
    tx.update(ref, { ...fields, attempts: Number(snap.get("attempts") ?? 0) + 1, leaseUntil: null, claimToken: null });
    return true;
  });
}
