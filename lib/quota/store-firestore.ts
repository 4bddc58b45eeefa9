import "server-only";
import type { Firestore } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { ALL_DAYS, type QuotaClaim, type QuotaStore, type QuotaTake } from "./store";

// Collection quota_uses, one document per day and key ({ day, key, count }), id `${day}|${key}`.
// take() is a transaction that reads every claim's document before it writes any: of instances
// that take at once, Firestore retries the losers against the new counts.
const QUOTA = "quota_uses";

export class FirestoreQuotaStore implements QuotaStore {
  constructor(private readonly db: Firestore = firestore()) {}

  private ref(day: string, key: string) {
    return this.db.collection(QUOTA).doc(`${day}|${key}`.replaceAll("/", "_"));
  }

  async take(day: string, claims: readonly QuotaClaim[]): Promise<QuotaTake> {
    const refs = claims.map((c) => this.ref(day, c.key));
    return this.db.runTransaction(async (tx): Promise<QuotaTake> => {
      const snaps = refs.length > 0 ? await tx.getAll(...refs) : [];
      for (const [i, claim] of claims.entries()) {
        const count = snaps[i]!.exists ? Number(snaps[i]!.get("count") ?? 0) : 0;
        if (count >= claim.limit) return { ok: false, key: claim.key };
      }
      for (const [i, claim] of claims.entries()) {
        tx.set(refs[i]!, { day, key: claim.key, count: (snaps[i]!.exists ? Number(snaps[i]!.get("count") ?? 0) : 0) + 1 });
      }
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
      const doomed = old.docs.filter((d) => d.get("day") !== ALL_DAYS);
      if (doomed.length === 0) return deleted;
      const batch = this.db.batch();
      for (const doc of doomed) batch.delete(doc.ref);
      await batch.commit();
      deleted += doomed.length;
    }
  }
}
