import "server-only";
import { withBusyTimeout, type Db } from "@/lib/platform/db/sqlite";
import { SqliteStore } from "@/lib/platform/db/sqlite-store";
import { newRunToken, nextDue, type GateDecision, type JobGateStore } from "../gate";

// Table job_runs in the shared SQLite file (migration domain "jobs"): one row per gated job.
// begin() is one upsert whose update only happens when the job is due, under SQLite's write lock.

const MIGRATIONS = [
  `CREATE TABLE job_runs (
    name TEXT PRIMARY KEY,
    last_ok_at INTEGER,
    started_at INTEGER,
    lease_until INTEGER,
    token TEXT
  )`,
];

/** A gate check never holds the server's only thread for long behind a busy file. */
const GATE_BUSY_TIMEOUT_MS = 250;

export class SqliteJobGateStore extends SqliteStore implements JobGateStore {
  constructor(db: Db) {
    super(db, "jobs", MIGRATIONS);
  }

  async begin(name: string, now: Date, everyMs: number, leaseMs: number): Promise<GateDecision> {
    const t = now.getTime();
    const token = newRunToken();
    const taken = withBusyTimeout(this.db, GATE_BUSY_TIMEOUT_MS, () =>
      this.sql(
        `INSERT INTO job_runs (name, last_ok_at, started_at, lease_until, token) VALUES (@name, NULL, @now, @leaseUntil, @token)
           ON CONFLICT (name) DO UPDATE SET started_at = @now, lease_until = @leaseUntil, token = @token
            WHERE (last_ok_at IS NULL OR last_ok_at <= @now - @every) AND (lease_until IS NULL OR lease_until <= @now)
           RETURNING token`,
      ).get({ name, now: t, leaseUntil: t + leaseMs, token, every: everyMs }),
    );
    if (taken) return { due: true, token };
    const row = this.sql("SELECT last_ok_at, lease_until FROM job_runs WHERE name = ?").get(name) as
      { last_ok_at: number | null; lease_until: number | null } | undefined;
    return { due: false, nextAt: nextDue(row?.last_ok_at ?? null, row?.lease_until ?? null, everyMs, t) };
  }

  async end(name: string, token: string, ok: boolean): Promise<boolean> {
    return (
      this.sql(
        `UPDATE job_runs SET last_ok_at = CASE WHEN @ok = 1 THEN started_at ELSE last_ok_at END, lease_until = NULL, token = NULL
            WHERE name = @name AND token = @token`,
      ).run({ name, token, ok: ok ? 1 : 0 }).changes === 1
    );
  }
}
