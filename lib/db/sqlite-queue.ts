import "server-only";
import { withBusyTimeout } from "./sqlite";
import { SqliteStore } from "./sqlite-store";

// The claim of a durable queue's table on SQLite (the SMS outbox, the follow-up events): the due
// pending rows whose lease is free, oldest due first, leased to one random token in one
// UPDATE ... RETURNING under the file's write lock, so two drainers never hold the same row. The
// table has status, next_attempt_at, lease_until and claim_token. Background work: with the file busy
// it gives up after `busyTimeoutMs` (this pass claims nothing, the next tries again). Settling
// counts the attempt and frees the lease, and only the claim's holder can do it.

export abstract class SqliteQueue extends SqliteStore {
  protected claimDue<Row>(
    table: string,
    request: { now: Date; limit: number; leaseMs: number },
    token: string,
    busyTimeoutMs: number,
  ): Row[] {
    if (request.limit <= 0) return [];
    const now = request.now.getTime();
    return withBusyTimeout(this.db, busyTimeoutMs, () =>
      this.sql(
        `UPDATE ${table} SET lease_until = @leaseUntil, claim_token = @token
          WHERE id IN (SELECT id FROM ${table}
                        WHERE status = 'pending' AND next_attempt_at <= @now AND (lease_until IS NULL OR lease_until <= @now)
                        ORDER BY next_attempt_at LIMIT @limit)
          RETURNING *`,
      ).all({ now, leaseUntil: now + request.leaseMs, token, limit: request.limit }),
    ) as Row[];
  }

  /**
   * Records one attempt of a claimed row: `set` (SQL assignments with @-named `values`), the attempt
   * counted, the lease freed; only while the row is still pending under `claimToken`. False when the
   * claim was lost.
   */
  protected settleClaimed(
    table: string,
    id: string,
    claimToken: string,
    set: string,
    values: Record<string, unknown>,
  ): boolean {
    const result = this.sql(
      `UPDATE ${table} SET ${set}, attempts = attempts + 1, lease_until = NULL, claim_token = NULL
        WHERE id = @id AND claim_token = @token AND status = 'pending'`,
    ).run({ ...values, id, token: claimToken });
    return result.changes === 1;
  }
}
