import "server-only";
import { withBusyTimeout } from "@/lib/platform/db/sqlite";
import { SqliteStore } from "@/lib/platform/db/sqlite-store";
import type { ClaimRequest } from "./types";

// The durable queue on SQLite (the lead outbox, the SMS outbox, the follow-up events): a queue's
// table has status, attempts, next_attempt_at, lease_until and claim_token. A claim takes the due
// rows whose lease is free, oldest due first, and leases them to one random token in one
// UPDATE ... RETURNING under the file's write lock, so two drainers never hold the same row.
// Background work: with the file busy it gives up after `busyTimeoutMs` (this pass claims nothing,
// the next one tries again) instead of holding the server's thread for the connection's 5 s.
// Settling counts the attempt and frees the lease, and only the claim's holder can do it.

/** A kind's narrowing of the claim: more claimable statuses, its own filter and assignments. */
export type SqliteClaimScope = {
  /** Claimable statuses, as an SQL list; default `('pending')`. */
  statuses?: string;
  /** An extra condition (with @-named `params`). */
  where?: string;
  /** Extra assignments made by the claim (e.g. a status the claim moves on). */
  set?: string;
  params?: Record<string, unknown>;
  /** Claim this one row only (the attempt right after it was stored). */
  id?: string;
};

export abstract class SqliteQueue extends SqliteStore {
  protected claimDue<Row>(
    table: string,
    request: ClaimRequest,
    token: string,
    busyTimeoutMs: number,
    scope: SqliteClaimScope = {},
  ): Row[] {
    if (request.limit <= 0) return [];
    const now = request.now.getTime();
    const claimable = `status IN ${scope.statuses ?? "('pending')"}${scope.where ? ` AND ${scope.where}` : ""}
              AND next_attempt_at <= @now AND (lease_until IS NULL OR lease_until <= @now)`;
    const set = `UPDATE ${table} SET ${scope.set ? `${scope.set}, ` : ""}lease_until = @leaseUntil, claim_token = @token`;
    const params = { ...scope.params, now, leaseUntil: now + request.leaseMs, token };
    return withBusyTimeout(this.db, busyTimeoutMs, () =>
      scope.id
        ? this.sql(`${set} WHERE id = @id AND ${claimable} RETURNING *`).all({ ...params, id: scope.id })
        : this.sql(
            `${set} WHERE id IN (SELECT id FROM ${table} WHERE ${claimable} ORDER BY next_attempt_at LIMIT @limit) RETURNING *`,
          ).all({ ...params, limit: request.limit }),
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
