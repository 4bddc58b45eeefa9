// Types of lighthouse-summary.mjs, for scripts/check-budgets.test.ts.
export interface Medians {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  kb: number;
}
export interface LighthouseTargets {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
export function parseArgs(argv: string[]): { runs: number; routes: string[]; applied: boolean; photos: boolean };
export function median(values: number[]): number;
export function judge(m: Medians, targets: LighthouseTargets, totalKB: number | null | undefined): string[];
export function blockingBySource(lhr: {
  audits?: Record<
    string,
    { numericValue?: number; details?: { items?: { url: string; startTime: number; duration: number }[] } }
  >;
  finalDisplayedUrl?: string;
  finalUrl?: string;
  requestedUrl?: string;
}): Record<string, number>;
export interface MainThreadWait {
  tasks: number;
  wallMs: number;
  cpuMs: number;
  blockingWallMs: number;
  blockingCpuMs: number;
}
export function mainThreadWait(
  traceEvents: {
    name: string;
    ph?: string;
    pid?: number;
    tid?: number;
    ts: number;
    dur?: number;
    tdur?: number;
    args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
  }[],
  slowdown?: number,
): MainThreadWait | null;
