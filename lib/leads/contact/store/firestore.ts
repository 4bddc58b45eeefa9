import "server-only";
import { randomInt } from "node:crypto";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { firestore } from "@/lib/platform/firebase/admin";
import { bucketStart, DAY_MS, kstDay } from "@/lib/platform/time/kst";
import {
  CONTACT_KINDS,
  noClicks,
  type ContactClick,
  type ContactClickStore,
  type ContactCounts,
  type ContactKind,
} from "../clicks";
import { hex, ROLLUP_DAYS_MAX, ROLLUP_SHARDS, SOURCE_PREFIX, unhex } from "../../store/firestore-docs";
import { sourceKeys, type SourceDimension, type TimeRange } from "../../stats";

// Collection contact_rollups: counter documents per Korean day, sharded as the leads' rollups are
// (`2026-12-02#3`, the shard at random), with one field per kind and source row:
// `<kind>_<prefix><hex of the key>` (tel_c_…, kakao_r_…), moved by an increment, no transaction.
export const CONTACT_ROLLUPS = "contact_rollups";

const FIELD = new RegExp(`^(${CONTACT_KINDS.join("|")})_(.+)$`);

export class FirestoreContactClickStore implements ContactClickStore {
  constructor(private readonly db: Firestore = firestore()) {}

  async add(click: ContactClick): Promise<void> {
    const day = kstDay(click.at.getTime());
    const inc = FieldValue.increment(1);
    const fields = Object.fromEntries(
      sourceKeys(click).map(({ dimension, key }) => [`${click.kind}_${SOURCE_PREFIX[dimension]}${hex(key)}`, inc]),
    );
    await this.db
      .collection(CONTACT_ROLLUPS)
      .doc(`${day}#${randomInt(ROLLUP_SHARDS)}`)
      .set({ day, ...fields }, { merge: true });
  }

  async bySource(range: TimeRange, dimension: SourceDimension): Promise<ContactCounts> {
    const ids: string[] = [];
    for (
      let t = bucketStart(range.from.getTime(), "day");
      t < range.to.getTime() && ids.length < ROLLUP_DAYS_MAX * ROLLUP_SHARDS;
      t += DAY_MS
    ) {
      for (let n = 0; n < ROLLUP_SHARDS; n++) ids.push(`${kstDay(t)}#${n}`);
    }
    const counts: ContactCounts = new Map();
    if (ids.length === 0) return counts;
    const prefix = SOURCE_PREFIX[dimension];
    for (const snap of await this.db.getAll(...ids.map((id) => this.db.collection(CONTACT_ROLLUPS).doc(id)))) {
      if (!snap.exists) continue;
      for (const [field, n] of Object.entries(snap.data()!)) {
        const m = FIELD.exec(field);
        if (!m || typeof n !== "number" || !m[2]!.startsWith(prefix)) continue;
        const key = unhex(m[2]!.slice(prefix.length));
        const row = counts.get(key) ?? noClicks();
        row[m[1] as ContactKind] += n;
        counts.set(key, row);
      }
    }
    return counts;
  }
}
