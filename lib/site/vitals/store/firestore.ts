import "server-only";
import { deleteMatching } from "@/lib/platform/firebase/delete-query";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { firestore } from "@/lib/platform/firebase/admin";
import { kstDay } from "@/lib/platform/time/kst";
import { bucketOf } from "../histogram";
import { DEVICES, METRICS, PAGE_TYPES, type Device, type Metric, type PageType, type VitalSample } from "../schema";
import type { VitalsHistogramRow, VitalsRange, VitalsStore } from "../histograms";

// Collection vitals_histogram: one counter document per Korean day, page type and device
// ("2026-11-25_home_mobile"), fields `<metric>_<bucket>` incremented per sample. The 7-day p75
// reads one query of at most 7 x page types x devices documents.
const VITALS = "vitals_histogram";

export class FirestoreVitalsStore implements VitalsStore {
  constructor(private readonly db: Firestore = firestore()) {}

  async record(samples: readonly VitalSample[], now = new Date()): Promise<void> {
    const day = kstDay(now.getTime());
    const docs = new Map<string, Record<string, unknown>>();
    for (const s of samples) {
      const id = `${day}_${s.pageType}_${s.device}`;
      const data = docs.get(id) ?? { day, pageType: s.pageType, device: s.device };
      data[`${s.metric}_${bucketOf(s.metric, s.value)}`] = FieldValue.increment(1);
      docs.set(id, data);
    }
    const batch = this.db.batch();
    for (const [id, data] of docs) batch.set(this.db.collection(VITALS).doc(id), data, { merge: true });
    await batch.commit();
  }

  async histograms(range: VitalsRange): Promise<VitalsHistogramRow[]> {
    const snap = await this.db
      .collection(VITALS)
      .where("day", ">=", kstDay(range.from.getTime()))
      .where("day", "<=", kstDay(range.to.getTime() - 1))
      .get();
    const rows = new Map<string, VitalsHistogramRow>();
    for (const doc of snap.docs) {
      const d = doc.data();
      const pageType = d.pageType as PageType;
      const device = d.device as Device;
      if (!PAGE_TYPES.includes(pageType) || !DEVICES.includes(device)) continue;
      for (const [field, n] of Object.entries(d)) {
        const m = /^(lcp|inp|cls)_(\d+)$/.exec(field);
        if (!m || typeof n !== "number") continue;
        const metric = m[1] as Metric;
        if (!METRICS.includes(metric)) continue;
        const key = `${pageType}|${device}|${field}`;
        const row = rows.get(key) ?? { pageType, device, metric, bucket: Number(m[2]), count: 0 };
        row.count += n;
        rows.set(key, row);
      }
    }
    return [...rows.values()];
  }

  async purge(cutoff: Date): Promise<number> {
    const before = kstDay(cutoff.getTime());
    return deleteMatching(this.db.collection(VITALS).where("day", "<", before), 400);
  }
}
