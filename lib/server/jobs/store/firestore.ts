import "server-only";
import type { Firestore } from "firebase-admin/firestore";
import { firestore } from "@/lib/platform/firebase/admin";
import { newRunToken, nextDue, type GateDecision, type JobGateStore } from "../gate";

// Collection job_runs, one document per gated job ({ lastOkAt, startedAt, leaseUntil, token },
// times in epoch ms); begin and end are transactions that read the document before they write.
const JOB_RUNS = "job_runs";

const num = (v: unknown): number | null => (typeof v === "number" ? v : null);

export class FirestoreJobGateStore implements JobGateStore {
  constructor(private readonly db: Firestore = firestore()) {}

  async begin(name: string, now: Date, everyMs: number, leaseMs: number): Promise<GateDecision> {
    const ref = this.db.collection(JOB_RUNS).doc(name);
    const t = now.getTime();
    return this.db.runTransaction(async (tx): Promise<GateDecision> => {
      const snap = await tx.get(ref);
      const lastOkAt = num(snap.get("lastOkAt"));
      const leaseUntil = num(snap.get("leaseUntil"));
      const due = (lastOkAt === null || lastOkAt <= t - everyMs) && (leaseUntil === null || leaseUntil <= t);
      if (!due) return { due: false, nextAt: nextDue(lastOkAt, leaseUntil, everyMs, t) };
      const token = newRunToken();
      tx.set(ref, { lastOkAt, startedAt: t, leaseUntil: t + leaseMs, token });
      return { due: true, token };
    });
  }

  async end(name: string, token: string, ok: boolean): Promise<boolean> {
    const ref = this.db.collection(JOB_RUNS).doc(name);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || snap.get("token") !== token) return false;
      tx.update(ref, {
        lastOkAt: ok ? num(snap.get("startedAt")) : num(snap.get("lastOkAt")),
        leaseUntil: null,
        token: null,
      });
      return true;
    });
  }
}
