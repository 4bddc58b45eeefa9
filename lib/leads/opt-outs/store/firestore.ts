import "server-only";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { firestore } from "@/lib/platform/firebase/admin";
import { createOnce } from "@/lib/platform/firebase/create-once";
import type { OptOut, OptOutStore } from "../list";

// Collection optOuts: one document per number, its id the digits (list.ts); created once, never
// changed. The security rules deny every client.

export const OPT_OUTS = "optOuts";
/** Documents one getAll reads. */
const CHUNK = 300;

export class FirestoreOptOutStore implements OptOutStore {
  constructor(private readonly db: Firestore = firestore()) {}

  async add(entry: OptOut): Promise<boolean> {
    return createOnce(this.db.collection(OPT_OUTS).doc(entry.phone), {
      at: Timestamp.fromDate(entry.at),
      source: entry.source,
      by: entry.by,
    });
  }

  async listed(phones: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    const unique = [...new Set(phones)];
    for (let i = 0; i < unique.length; i += CHUNK) {
      const refs = unique.slice(i, i + CHUNK).map((p) => this.db.collection(OPT_OUTS).doc(p));
      for (const snap of await this.db.getAll(...refs)) if (snap.exists) found.add(snap.id);
    }
    return found;
  }

  async count(): Promise<number> {
    return (await this.db.collection(OPT_OUTS).count().get()).data().count;
  }
}
