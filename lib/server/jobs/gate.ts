import { randomUUID } from "node:crypto";

// "At most once every N minutes", kept in the store (never in process memory), so it holds
// across server instances and for a process that serves one cron request and is then frozen.
// A run takes a lease first (two instances never run one gated job at once); only a run that
// succeeded counts as the last run, so a failed purge is tried again at the next call.

export type GateDecision = { due: true; token: string } | { due: false; nextAt: Date };

export interface JobGateStore {
  /**
   * Atomically: when job `name` last succeeded `everyMs` or more before `now` (or never) and no
   * run holds its lease, takes the lease until `now + leaseMs` and says it is due.
   */
  begin(name: string, now: Date, everyMs: number, leaseMs: number): Promise<GateDecision>;
  /** Ends the run holding `token`: `ok` records its start as the last success; either way frees the lease. False when the lease was lost. */
  end(name: string, token: string, ok: boolean): Promise<boolean>;
}

export function newRunToken(): string {
  return randomUUID();
}

/** When a refused job is due next: after its period, and not before another run's lease ends. */
export function nextDue(lastOkAt: number | null, leaseUntil: number | null, everyMs: number, now: number): Date {
  return new Date(Math.max(lastOkAt === null ? now : lastOkAt + everyMs, leaseUntil ?? now, now));
}
