import type { Device, Metric, PageType, VitalSample } from "./schema";

export type VitalsRange = { from: Date; to: Date };
/** Counts per page type, device, metric and bucket over a range of Korean days. */
export type VitalsHistogramRow = { pageType: PageType; device: Device; metric: Metric; bucket: number; count: number };

export interface VitalsStore {
  /** Adds each sample to its day's histogram. */
  record(samples: readonly VitalSample[], now?: Date): Promise<void>;
  /** The histograms of the Korean days that [from, to) touches. */
  histograms(range: VitalsRange): Promise<VitalsHistogramRow[]>;
  /** Retention (storage only: no person in them): deletes the histograms of Korean days before the day of `cutoff`; how many rows or documents. */
  purge(cutoff: Date): Promise<number>;
}
