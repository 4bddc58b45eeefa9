import "server-only";
import type { Firestore } from "firebase-admin/firestore";
import { firestore } from "@/lib/platform/firebase/admin";
import { ALL_DAYS, kstDayStart, type QuotaClaim, type QuotaLatch, type QuotaStore, type QuotaTake } from "../counts";

// Collection quota_uses, one document per day and key ({ day, key, count }), id `${day}|${key}`.
// take() is a transaction that reads every claim's document before it writes any: of instances
// that take at once, Firestore retries the losers against the new counts.
const QUOTA = "quota_uses";
/** One document per latch key ({ key, until }: the end of its window, epoch ms), read in the same transaction. */
const LATCHES = "quota_latches";

export class FirestoreQuotaStore implements QuotaStore {
  constructor(private readonly db: Firestore = firestore()) {}

  private ref(day: string, key: string) {
    return this.db.collection(QUOTA).doc(`${day}|${key}`.replaceAll("/", "_"));
  }

  async take(day: string, claims: readonly QuotaClaim[], latch?: QuotaLatch): Promise<QuotaTake> {
    const refs = claims.map((c) => this.ref(day, c.key));
    const latchRef = latch ? this.db.collection(LATCHES).doc(latch.key.replaceAll("/", "_")) : null;
    return this.db.runTransaction(async (tx): Promise<QuotaTake> => {
      const all = [...refs, ...(latchRef ? [latchRef] : [])];
      const snaps = all.length > 0 ? await tx.getAll(...all) : [];
      if (latch && latchRef) {
        const held = snaps[refs.length]!;
        if (held.exists && Number(held.get("until") ?? 0) > latch.at.getTime()) return { ok: false, key: latch.key };
      }
      for (const [i, claim] of claims.entries()) {
        const count = snaps[i]!.exists ? Number(snaps[i]!.get("count") ?? 0) : 0;
        if (count >= claim.limit) return { ok: false, key: claim.key };
      }
      for (const [i, claim] of claims.entries()) {
        tx.set(refs[i]!, {
          day,
          key: claim.key,
          count: (snaps[i]!.exists ? Number(snaps[i]!.get("count") ?? 0) : 0) + 1,
        });
      }
      if (latch && latchRef) tx.set(latchRef, { key: latch.key, until: latch.at.getTime() + latch.forMs });
      return { ok: true };
    });
  }

  async used(day: string, key: string): Promise<number> {
    const snap = await this.ref(day, key).get();
    return snap.exists ? Number(snap.get("count") ?? 0) : 0;
  }

  async purge(beforeDay: string): Promise<number> {
    let deleted = 0;
    for (;;) {
      const old = await this.db.collection(QUOTA).where("day", "<", beforeDay).limit(400).get();
      const ended = await this.db.collection(LATCHES).where("until", "<", kstDayStart(beforeDay)).limit(400).get();
      const doomed = [...old.docs.filter((d) => d.get("day") !== ALL_DAYS), ...ended.docs];
      if (doomed.length === 0) return deleted;
      const batch = this.db.batch();
      for (const doc of doomed) batch.delete(doc.ref);
      await batch.commit();
      deleted += doomed.length;
    }
  }
}
