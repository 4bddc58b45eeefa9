import "server-only";
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  UpdateData,
  DocumentData,
} from "firebase-admin/firestore";
import { FAILED_PRECONDITION, NOT_FOUND, codeOf } from "./error-codes";

// Claiming queue documents (leads, SMS) among several server instances without a transaction:
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
