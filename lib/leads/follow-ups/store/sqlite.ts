import "server-only";
import { newClaimToken } from "@/lib/platform/queue/token";
import { type Db, migrate, withBusyTimeout } from "@/lib/platform/db/sqlite";
import { SqliteQueue } from "@/lib/platform/queue/sqlite";
import { dateOrNull } from "@/lib/platform/db/sqlite-store";
import { LEAD_MIGRATIONS, registerLeadFunctions } from "@/lib/leads/store/sqlite-schema";
import { kstDay } from "@/lib/platform/time/kst";
import {
  conversionId,
  countDay,
  digestWith,
  foldDecision,
  sortedDays,
  DIGEST_EVENT,
  type AlertAdmission,
  type AlertDigestPayload,
  type AlertFold,
  type AlertWindow,
  type ClaimedConversion,
  type ConversionDay,
  type ConversionPlatform,
  type ConversionQueue,
  type ConversionRecord,
  type ConversionSettlement,
  type ConversionStatus,
  type NewConversion,
} from "../queue";

// Table `lead_conversions` in the leads' migration domain (lib/leads/store/sqlite-schema.ts), so
// the lead store's add() writes a lead and its events in one transaction. Claiming is one
// UPDATE ... RETURNING under SQLite's write lock, as for leads and SMS. The desk alerts' windows
// (foldAlert) are table `lead_alert_windows`, one row per destination, changed under the same lock.

type Row = {
  id: string;
  lead_id: string;
  platform: ConversionPlatform;
  event: string;
  payload: string | null;
  status: ConversionStatus;
  attempts: number;
  last_error: string | null;
  created_at: number;
  next_attempt_at: number | null;
  retry_window_start: number;
  settled_at: number | null;
  counted_at: number | null;
  digest_id: string | null;
};

function toRecord(r: Row): ConversionRecord {
  return {
    id: r.id,
    leadId: r.lead_id,
    platform: r.platform,
    event: r.event,
    payload: r.payload ? (JSON.parse(r.payload) as Record<string, unknown>) : null,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: new Date(r.created_at),
    nextAttemptAt: dateOrNull(r.next_attempt_at),
    settledAt: dateOrNull(r.settled_at),
    countedAt: dateOrNull(r.counted_at),
    digestId: r.digest_id,
  };
}

/** Inside the lead's add() transaction: the lead's events, due at once or at their notBefore. */
export function insertConversions(db: Db, leadId: string, conversions: readonly NewConversion[], now: number): void {
  const insert = db.prepare(
    `INSERT INTO lead_conversions (id, lead_id, platform, event, payload, status, created_at, next_attempt_at, retry_window_start)
     VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
  );
  for (const c of conversions) {
    const due = Math.max(now, c.notBefore?.getTime() ?? now);
    insert.run(conversionId(leadId, c), leadId, c.platform, c.event, JSON.stringify(c.payload), now, due, due);
  }
}

export const CONVERSION_CLAIM_BUSY_TIMEOUT_MS = 250;

export class SqliteConversionQueue extends SqliteQueue implements ConversionQueue {
  constructor(db: Db) {
    super(db);
    registerLeadFunctions(db);
    migrate(db, "leads", LEAD_MIGRATIONS);
  }

  async claim(request: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedConversion[]> {
    const token = newClaimToken();
    const rows = this.claimDue<Row>("lead_conversions", request, token, CONVERSION_CLAIM_BUSY_TIMEOUT_MS);
    return rows.map((r) => ({ ...toRecord(r), claimToken: token, retryWindowStart: new Date(r.retry_window_start) }));
  }

  async settle(id: string, claimToken: string, outcome: ConversionSettlement): Promise<boolean> {
    const set =
      outcome.status === "pending"
        ? "next_attempt_at = @next, last_error = @error"
        : `status = '${outcome.status}', payload = NULL, next_attempt_at = NULL, settled_at = @at, last_error = @error`;
    return this.settleClaimed("lead_conversions", id, claimToken, set, {
      next: outcome.status === "pending" ? outcome.nextAttemptAt.getTime() : null,
      at: outcome.status === "pending" ? null : (outcome.at ?? new Date()).getTime(),
      error: outcome.status === "sent" ? null : outcome.error,
    });
  }

  async foldAlert(fold: AlertFold): Promise<AlertAdmission> {
    // One transaction under the write lock: of two instances counting at once, the second reads what the first wrote.
    return withBusyTimeout(this.db, CONVERSION_CLAIM_BUSY_TIMEOUT_MS, () =>
      this.db.transaction(() => this.foldIn(fold)).immediate(),
    );
  }

  private foldIn(fold: AlertFold): AlertAdmission {
    const event = this.sql("SELECT status, claim_token, counted_at, digest_id FROM lead_conversions WHERE id = ?").get(
      fold.id,
    ) as Pick<Row, "status" | "counted_at" | "digest_id"> & { claim_token: string | null };
    if (!event || event.status !== "pending" || event.claim_token !== fold.claimToken) return { kind: "lost" };
    if (event.digest_id) return { kind: "folded", digestId: event.digest_id };
    if (event.counted_at !== null) return { kind: "single" };
    const w = this.sql("SELECT start, singles, digest_id FROM lead_alert_windows WHERE channel = ?").get(
      fold.channel,
    ) as { start: number; singles: number; digest_id: string | null } | undefined;
    const stored: AlertWindow | null = w
      ? { start: new Date(w.start), singles: w.singles, digestId: w.digest_id }
      : null;
    const digest = stored?.digestId
      ? (this.sql("SELECT payload, status, attempts, claim_token FROM lead_conversions WHERE id = ?").get(
          stored.digestId,
        ) as
          | { payload: string | null; status: ConversionStatus; attempts: number; claim_token: string | null }
          | undefined)
      : undefined;
    const digestOpen = digest?.status === "pending" && digest.attempts === 0 && digest.claim_token === null;
    const decision = foldDecision(stored, digestOpen, fold);
    const now = fold.now.getTime();
    this.sql(
      `INSERT INTO lead_alert_windows (channel, start, singles, digest_id) VALUES (@channel, @start, @singles, @digest)
       ON CONFLICT (channel) DO UPDATE SET start = excluded.start, singles = excluded.singles, digest_id = excluded.digest_id`,
    ).run({
      channel: fold.channel,
      start: decision.window.start.getTime(),
      singles: decision.window.singles,
      digest: decision.window.digestId,
    });
    if (decision.kind !== "fold") {
      this.sql("UPDATE lead_conversions SET counted_at = ? WHERE id = ?").run(now, fold.id);
      return { kind: "single" };
    }
    if (digestOpen) {
      const payload = digestWith(JSON.parse(digest!.payload!) as AlertDigestPayload, fold);
      this.sql("UPDATE lead_conversions SET payload = ? WHERE id = ?").run(JSON.stringify(payload), decision.digestId);
    } else {
      const due = decision.window.start.getTime() + fold.windowMs;
      this.sql(
        `INSERT INTO lead_conversions (id, lead_id, platform, event, payload, status, created_at, next_attempt_at, retry_window_start)
         VALUES (?, '', 'desk', ?, ?, 'pending', ?, ?, ?)`,
      ).run(decision.digestId, DIGEST_EVENT, JSON.stringify(digestWith(null, fold)), now, due, due);
    }
    this.sql("UPDATE lead_conversions SET counted_at = ?, digest_id = ? WHERE id = ?").run(
      now,
      decision.digestId,
      fold.id,
    );
    return { kind: "folded", digestId: decision.digestId };
  }

  async get(id: string): Promise<ConversionRecord | null> {
    const row = this.sql("SELECT * FROM lead_conversions WHERE id = ?").get(id) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  async daily(range: { from: Date; to: Date }): Promise<ConversionDay[]> {
    const rows = this.sql(
      "SELECT created_at, platform, status FROM lead_conversions WHERE created_at >= ? AND created_at < ? AND digest_id IS NULL",
    ).all(range.from.getTime(), range.to.getTime()) as Pick<Row, "created_at" | "platform" | "status">[];
    const days = new Map<string, ConversionDay>();
    for (const r of rows) countDay(days, kstDay(r.created_at), r.platform, r.status);
    return sortedDays(days);
  }
}
