// Field vitals are kept as histograms written on arrival (a count per day, page type, device,
// metric and bucket), so the 7-day p75 reads a few thousand counters however many beacons came.
// Buckets grow by 5 %: a percentile read from them is within 5 % of the exact one.

const GROWTH = Math.log(1.05);
/** CLS is unitless (0.1 = poor); kept in thousandths like the milliseconds of LCP and INP. */
export const scaleOf = (metric: string) => (metric === "cls" ? 1000 : 1);

export function bucketOf(metric: string, value: number): number {
  return Math.ceil(Math.log(value * scaleOf(metric) + 1) / GROWTH);
}

/** The largest value a bucket holds (the percentile is reported as that). */
export function bucketValue(metric: string, bucket: number): number {
  return (Math.exp(bucket * GROWTH) - 1) / scaleOf(metric);
}

/** The p-th percentile (0..1) of a histogram given as [bucket, count] pairs. */
export function percentileOf(
  metric: string,
  counts: ReadonlyMap<number, number>,
  p: number,
): { value: number; samples: number } | null {
  const buckets = [...counts.entries()].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const samples = buckets.reduce((s, [, n]) => s + n, 0);
  if (samples === 0) return null;
  const rank = Math.ceil(p * samples);
  let seen = 0;
  for (const [bucket, n] of buckets) {
    seen += n;
    if (seen >= rank) return { value: bucketValue(metric, bucket), samples };
  }
  return { value: bucketValue(metric, buckets[buckets.length - 1]![0]), samples };
}
