import "server-only";
import { log } from "@/lib/platform/log";
import type { JobGateStore } from "./gate";
import type { JobName } from "./schema";

// The scheduled-job runner, independent of where the jobs come from (index.ts builds the real
// ones): every job of a pass runs at once and on its own, so one failing or hanging never stops
// the others; each has a deadline, after which the pass reports it as "timeout" and answers (the
// job's own work may still finish in the background). Gated jobs (everyMs) ask the store's gate
// first. Results carry counts and durations only, never a name, a number or an id.

/** What a job did: counts, or why it had nothing to do (a feature that is off). */
export type JobOutcome = { status: "ok"; counts: Record<string, number> } | { status: "skipped"; reason: string };

export type JobResult =
  | { status: "ok"; ms: number; counts: Record<string, number> }
  | { status: "skipped"; ms: number; reason: string }
  | { status: "not-due"; ms: number; nextAt: string }
  | { status: "failed"; ms: number; error: string }
  | { status: "timeout"; ms: number };

export type JobContext = {
  /** The pass's instant (retention cutoffs, the reminder day). */
  now: Date;
  /** The pass's clock: `now` moving on with real time (drain timestamps). */
  clock: () => Date;
  /** Epoch ms (real time) after which a drain claims no new batch, so it ends before the deadline. */
  stopClaimingAt: number;
};

export type JobDefinition = {
  name: JobName;
  /** Gated: runs at most once in this period across every instance (the store's gate). */
  everyMs?: number;
  run(ctx: JobContext): Promise<JobOutcome>;
};

export type RunReport = { ok: boolean; at: string; ms: number; jobs: Partial<Record<JobName, JobResult>> };

export type RunOptions = {
  now?: Date;
  /** Only these jobs; a gated job named here runs now, whatever its period (another run's lease still holds it back). */
  only?: readonly JobName[];
  gate: () => Promise<JobGateStore>;
  /** Per job; the pass answers by then. */
  deadlineMs?: number;
  /**
   * Process-memory hints of when a gated job is due next, to spare the store a gate read on each
   * pass of the interval. Only an optimisation: a process without them asks the store.
   */
  hints?: Map<JobName, number>;
};

/** A job's deadline: a cron request (Cloud Scheduler waits up to its attempt deadline) is answered in well under a minute. */
export const JOB_DEADLINE_MS = 40_000;
/** Drains stop claiming this long before the deadline: a claimed batch still has time to finish (lead forwarding times out at 10 s). */
const CLAIM_MARGIN_MS = 15_000;

const DIGITS = /\d{4,}/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** An error as an operator may read it: its kind and message, without ids or numbers that could name someone. */
export function describeJobError(error: unknown): string {
  const e = error as { name?: unknown; code?: unknown; message?: unknown } | null;
  const parts = [
    typeof e?.name === "string" ? e.name : "Error",
    e?.code !== undefined ? String(e.code) : null,
    typeof e?.message === "string" ? e.message : String(error),
  ];
  return parts.filter(Boolean).join(": ").replace(UUID, "<id>").replace(DIGITS, "#").replace(/\s+/g, " ").slice(0, 300);
}

type Deadline<T> = { kind: "done"; value: T } | { kind: "timeout" };

function withDeadline<T>(work: Promise<T>, ms: number): Promise<Deadline<T>> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Deadline<T>>((resolve) => {
    timer = setTimeout(() => resolve({ kind: "timeout" }), ms);
    timer.unref?.();
  });
  return Promise.race([work.then((value) => ({ kind: "done" as const, value })), late]).finally(() =>
    clearTimeout(timer),
  );
}

async function runOne(job: JobDefinition, options: RunOptions, now: Date, started: number): Promise<JobResult> {
  const deadlineMs = options.deadlineMs ?? JOB_DEADLINE_MS;
  const ms = () => Date.now() - started;
  const forced = options.only?.includes(job.name) ?? false;
  let token: string | null = null;
  let gate: JobGateStore | null = null;
  try {
    if (job.everyMs !== undefined) {
      const hint = options.hints?.get(job.name);
      if (!forced && hint !== undefined && now.getTime() < hint)
        return { status: "not-due", ms: ms(), nextAt: new Date(hint).toISOString() };
      gate = await options.gate();
      const decision = await gate.begin(job.name, now, forced ? 0 : job.everyMs, deadlineMs * 3);
      if (!decision.due) {
        options.hints?.set(job.name, decision.nextAt.getTime());
        return { status: "not-due", ms: ms(), nextAt: decision.nextAt.toISOString() };
      }
      token = decision.token;
    }
  } catch (error) {
    return { status: "failed", ms: ms(), error: `gate: ${describeJobError(error)}` };
  }
  const ctx: JobContext = {
    now,
    clock: () => new Date(now.getTime() + (Date.now() - started)),
    stopClaimingAt: started + Math.max(deadlineMs - CLAIM_MARGIN_MS, 0),
  };
  const work = (async () => job.run(ctx))();
  const settled = work.then(
    (outcome) => ({ ok: true as const, outcome }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  // The gated run ends when the job does, also after a timeout (its lease covers three deadlines).
  const finished = settled.then(async (s) => {
    if (gate && token) {
      try {
        await gate.end(job.name, token, s.ok);
        if (s.ok) options.hints?.set(job.name, now.getTime() + job.everyMs!);
      } catch (error) {
        log.error(`[jobs] ${job.name}: could not record the end of the run: ${describeJobError(error)}`);
      }
    }
    return s;
  });
  const result = await withDeadline(finished, deadlineMs);
  if (result.kind === "timeout") return { status: "timeout", ms: ms() };
  const s = result.value;
  if (!s.ok) return { status: "failed", ms: ms(), error: describeJobError(s.error) };
  return s.outcome.status === "ok"
    ? { status: "ok", ms: ms(), counts: s.outcome.counts }
    : { status: "skipped", ms: ms(), reason: s.outcome.reason };
}

/** One pass over `jobs` (or `options.only` of them), all at once. */
export async function runJobs(jobs: readonly JobDefinition[], options: RunOptions): Promise<RunReport> {
  const started = Date.now();
  const now = options.now ?? new Date(started);
  const chosen = options.only ? jobs.filter((j) => options.only!.includes(j.name)) : jobs;
  const results = await Promise.all(
    chosen.map(async (job) => [job.name, await runOne(job, options, now, started)] as const),
  );
  const report: RunReport = {
    ok: results.every(([, r]) => r.status !== "failed" && r.status !== "timeout"),
    at: now.toISOString(),
    ms: Date.now() - started,
    jobs: {},
  };
  for (const [name, result] of results) report.jobs[name] = result;
  return report;
}
