// The benchmarks' percentile: the nearest-rank value of `sorted` (ascending) at `p` percent.

/** @param {number[]} sorted ascending @param {number} p percent, 0 to 100 */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
