import "server-only";
import { type Firestore } from "firebase-admin/firestore";
import { firestore } from "@/lib/platform/firebase/admin";
import { initialAlertState, type AlertCause, type AlertState, type AlertStateStore } from "../state";

// Collection `alert_state`, one document per cause; the compare-and-set runs in a transaction.
const ALERTS = "alert_state";

export class FirestoreAlertStateStore implements AlertStateStore {
  constructor(private readonly db: Firestore = firestore()) {}

  async get(cause: AlertCause): Promise<AlertState> {
    const snap = await this.db.collection(ALERTS).doc(cause).get();
    if (!snap.exists) return initialAlertState;
    return {
      lastSentAt: snap.get("lastSentAt") ?? null,
      open: snap.get("open") === true,
      version: Number(snap.get("version") ?? 0),
    };
  }

  async replace(cause: AlertCause, expected: AlertState, next: Omit<AlertState, "version">): Promise<boolean> {
    const ref = this.db.collection(ALERTS).doc(cause);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const version = snap.exists ? Number(snap.get("version") ?? 0) : 0;
      if (version !== expected.version) return false;
      tx.set(ref, { lastSentAt: next.lastSentAt, open: next.open, version: version + 1 });
      return true;
    });
  }
}
