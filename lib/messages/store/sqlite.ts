import "server-only";
import { newClaimToken } from "@/lib/platform/queue/token";
import type { Db } from "@/lib/platform/db/sqlite";
import { SqliteQueue } from "@/lib/platform/queue/sqlite";
import { dateOrNull } from "@/lib/platform/db/sqlite-store";
import {
  smsKey,
  type ClaimedSms,
  type NewSms,
  type SmsKind,
  type SmsOutbox,
  type SmsRecord,
  type SmsSettlement,
  type SmsStatus,
  type SmsTemplate,
} from "../outbox";

// Table `sms_outbox` in the shared SQLite file, migration domain "sms"; the primary key is the
// message key (booking id + kind). Claiming is one UPDATE ... RETURNING under SQLite's write lock.

const MIGRATIONS = [
  `CREATE TABLE sms_outbox (
    id TEXT PRIMARY KEY,
    booking_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('confirmation', 'reminder')),
    to_phone TEXT NOT NULL,
    text TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'cancelled')),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    created_at INTEGER NOT NULL,
    next_attempt_at INTEGER,
    retry_window_start INTEGER NOT NULL,
    sent_at INTEGER,
    provider_id TEXT,
    lease_until INTEGER,
    claim_token TEXT
  );
  CREATE INDEX sms_outbox_due ON sms_outbox (status, next_attempt_at);
  CREATE INDEX sms_outbox_booking ON sms_outbox (booking_id)`,
  // The retention purge's range delete.
  `CREATE INDEX sms_outbox_created ON sms_outbox (created_at)`,
  // The booking's one-time code (kind 'code', keyed by the lead's id): SQLite cannot change a CHECK, so the table is rebuilt.
  `CREATE TABLE sms_outbox_v3 (
    id TEXT PRIMARY KEY,
    booking_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('confirmation', 'reminder', 'code')),
    to_phone TEXT NOT NULL,
    text TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'cancelled')),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    created_at INTEGER NOT NULL,
    next_attempt_at INTEGER,
    retry_window_start INTEGER NOT NULL,
    sent_at INTEGER,
    provider_id TEXT,
    lease_until INTEGER,
    claim_token TEXT
  );
  INSERT INTO sms_outbox_v3 (id, booking_id, kind, to_phone, text, status, attempts, last_error, created_at, next_attempt_at, retry_window_start, sent_at, provider_id, lease_until, claim_token)
    SELECT id, booking_id, kind, to_phone, text, status, attempts, last_error, created_at, next_attempt_at, retry_window_start, sent_at, provider_id, lease_until, claim_token FROM sms_outbox;
  DROP TABLE sms_outbox;
  ALTER TABLE sms_outbox_v3 RENAME TO sms_outbox;
  CREATE INDEX sms_outbox_due ON sms_outbox (status, next_attempt_at);
  CREATE INDEX sms_outbox_booking ON sms_outbox (booking_id);
  CREATE INDEX sms_outbox_created ON sms_outbox (created_at)`,
  // The registrant's welcome (kind 'welcome', keyed by the lead's id) and a 알림톡's template (JSON).
  `CREATE TABLE sms_outbox_v4 (
    id TEXT PRIMARY KEY,
    booking_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('confirmation', 'reminder', 'code', 'welcome')),
    to_phone TEXT NOT NULL,
    text TEXT NOT NULL,
    template TEXT,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'cancelled')),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    created_at INTEGER NOT NULL,
    next_attempt_at INTEGER,
    retry_window_start INTEGER NOT NULL,
    sent_at INTEGER,
    provider_id TEXT,
    lease_until INTEGER,
    claim_token TEXT
  );
  INSERT INTO sms_outbox_v4 (id, booking_id, kind, to_phone, text, status, attempts, last_error, created_at, next_attempt_at, retry_window_start, sent_at, provider_id, lease_until, claim_token)
    SELECT id, booking_id, kind, to_phone, text, status, attempts, last_error, created_at, next_attempt_at, retry_window_start, sent_at, provider_id, lease_until, claim_token FROM sms_outbox;
  DROP TABLE sms_outbox;
  ALTER TABLE sms_outbox_v4 RENAME TO sms_outbox;
  CREATE INDEX sms_outbox_due ON sms_outbox (status, next_attempt_at);
  CREATE INDEX sms_outbox_booking ON sms_outbox (booking_id);
  CREATE INDEX sms_outbox_created ON sms_outbox (created_at)`,
];

type Row = {
  id: string;
  booking_id: string;
  kind: SmsKind;
  to_phone: string;
  text: string;
  template: string | null;
  status: SmsStatus;
  attempts: number;
  last_error: string | null;
  created_at: number;
  next_attempt_at: number | null;
  retry_window_start: number;
  sent_at: number | null;
  provider_id: string | null;
};

function toRecord(r: Row): SmsRecord {
  return {
    id: r.id,
    bookingId: r.booking_id,
    kind: r.kind,
    to: r.to_phone,
    text: r.text,
    template: r.template ? (JSON.parse(r.template) as SmsTemplate) : null,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: new Date(r.created_at),
    nextAttemptAt: dateOrNull(r.next_attempt_at),
    sentAt: dateOrNull(r.sent_at),
    providerId: r.provider_id,
  };
}

export const SMS_CLAIM_BUSY_TIMEOUT_MS = 250;

export class SqliteSmsOutbox extends SqliteQueue implements SmsOutbox {
  constructor(db: Db) {
    super(db, "sms", MIGRATIONS);
  }

  async enqueue(message: NewSms, now = new Date()): Promise<{ id: string; created: boolean }> {
    const id = smsKey(message.bookingId, message.kind);
    const result = this.sql(
      `INSERT INTO sms_outbox (id, booking_id, kind, to_phone, text, template, status, created_at, next_attempt_at, retry_window_start)
       VALUES (@id, @bookingId, @kind, @to, @text, @template, 'pending', @now, @notBefore, @notBefore)
       ON CONFLICT (id) DO NOTHING`,
    ).run({
      id,
      bookingId: message.bookingId,
      kind: message.kind,
      to: message.to,
      text: message.text,
      template: message.template ? JSON.stringify(message.template) : null,
      now: now.getTime(),
      notBefore: message.notBefore.getTime(),
    });
    return { id, created: result.changes === 1 };
  }

  async claim(request: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedSms[]> {
    const token = newClaimToken();
    const rows = this.claimDue<Row>("sms_outbox", request, token, SMS_CLAIM_BUSY_TIMEOUT_MS);
    return rows.map((r) => ({ ...toRecord(r), claimToken: token, retryWindowStart: new Date(r.retry_window_start) }));
  }

  async settle(id: string, claimToken: string, outcome: SmsSettlement): Promise<boolean> {
    let set: string;
    let extra: Record<string, unknown>;
    switch (outcome.status) {
      case "sent":
        set = "status = 'sent', sent_at = @at, provider_id = @providerId, next_attempt_at = NULL, last_error = NULL";
        extra = { at: outcome.at.getTime(), providerId: outcome.providerId };
        break;
      case "pending":
        set = "next_attempt_at = @next, last_error = @error";
        extra = { next: outcome.nextAttemptAt.getTime(), error: outcome.error };
        break;
      case "failed":
        set = "status = 'failed', next_attempt_at = NULL, last_error = @error";
        extra = { error: outcome.error };
        break;
    }
    return this.settleClaimed("sms_outbox", id, claimToken, set, extra);
  }

  async get(id: string): Promise<SmsRecord | null> {
    const row = this.sql("SELECT * FROM sms_outbox WHERE id = ?").get(id) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  async cancelPending(bookingId: string): Promise<number> {
    return this.sql(
      "UPDATE sms_outbox SET status = 'cancelled', next_attempt_at = NULL WHERE booking_id = ? AND status = 'pending'",
    ).run(bookingId).changes;
  }

  async purge(cutoff: Date): Promise<number> {
    const deleted = this.sql("DELETE FROM sms_outbox WHERE created_at < ?").run(cutoff.getTime()).changes;
    if (deleted > 0) this.db.pragma("wal_checkpoint(TRUNCATE)");
    return deleted;
  }

  async removeForBooking(bookingId: string): Promise<number> {
    const deleted = this.sql("DELETE FROM sms_outbox WHERE booking_id = ?").run(bookingId).changes;
    if (deleted > 0) this.db.pragma("wal_checkpoint(TRUNCATE)");
    return deleted;
  }
}
