import "server-only";
import { migrate, withBusyTimeout, type Db } from "@/lib/db/sqlite";
import { SqliteStore, dateOrNull } from "@/lib/db/sqlite-store";
import type { LeadForm } from "./schema";
import { DAY_MS, HOUR_MS, KST_OFFSET_MS } from "@/lib/time/kst";
import {
  SOURCE_ROWS_MAX,
  campaignKey,
  landingPath,
  referrerHost,
  type DeliveryHealth,
  type SourceCounts,
  type SourceDimension,
  type TimeBucket,
  type TimeRange,
  type TimeUnit,
} from "./stats";
import {
  LIST_LIMIT_MAX,
  leadPayloadHash,
  newClaimToken,
  newLeadId,
  type AddResult,
  type ClaimRequest,
  type ClaimedLead,
  type LeadDeliveryStatus,
  type LeadListFilter,
  type LeadOutbox,
  type LeadRecord,
  type NewLead,
  type PurgeCounts,
  type Settlement,
} from "./outbox";

// Table `leads` in the shared SQLite file. Times are integer milliseconds since the epoch. The
// idempotency key and its payload fingerprint live in the lead's row, so deleting a lead deletes them.
// Claiming is one UPDATE ... RETURNING statement: SQLite runs it under its write lock, so two
// processes on the same file can never both claim a lead.

export const LEAD_MIGRATIONS = [
  `CREATE TABLE leads (
    id TEXT PRIMARY KEY,
    form TEXT NOT NULL CHECK (form IN ('register','visit','inquiry')),
    name TEXT NOT NULL,
    phone TEXT NOT NULL,
    message TEXT,
    birth_date TEXT,
    email TEXT,
    visit_date TEXT,
    page TEXT,
    referrer TEXT,
    utm TEXT,
    idempotency_key TEXT,
    consent_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending','delivered','failed','no-destination')),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    delivered_at INTEGER,
    next_attempt_at INTEGER,
    retry_window_start INTEGER NOT NULL,
    lease_until INTEGER,
    claim_token TEXT
  )`,
  `CREATE UNIQUE INDEX leads_idempotency ON leads (form, idempotency_key) WHERE idempotency_key IS NOT NULL;
   CREATE INDEX leads_due ON leads (status, next_attempt_at);
   CREATE INDEX leads_created ON leads (created_at)`,
  // The idempotency key's payload fingerprint (outbox.ts leadPayloadHash). Rows stored before
  // this step have none: add() then fingerprints the stored fields, which are the parsed fields.
  `ALTER TABLE leads ADD COLUMN payload_hash TEXT`,
  // The retention purge deletes by consent time.
  `CREATE INDEX leads_consent ON leads (consent_at)`,
  // The dashboard (lib/leads/stats.ts): the time of the last state change, the visit's landing
  // page, and counters written with each lead (and taken back when it is deleted), so a dashboard
  // view reads a few thousand counters instead of the leads: per Korean hour and form, and per
  // Korean day and source (campaign key as JSON [source, medium, campaign], referrer site, landing path).
  `ALTER TABLE leads ADD COLUMN status_at INTEGER;
   ALTER TABLE leads ADD COLUMN landing TEXT;
   UPDATE leads SET status_at = COALESCE(delivered_at, created_at);
   CREATE INDEX leads_status_created ON leads (status, created_at);
   CREATE INDEX leads_status_at ON leads (status, status_at);
   CREATE INDEX leads_errors ON leads (form, status_at) WHERE last_error IS NOT NULL;
   CREATE TABLE lead_hourly (hour INTEGER NOT NULL, form TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (hour, form)) WITHOUT ROWID;
   CREATE TABLE lead_sources (day INTEGER NOT NULL, dimension TEXT NOT NULL, key TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (day, dimension, key)) WITHOUT ROWID;
   INSERT INTO lead_hourly (hour, form, n)
     SELECT (created_at + ${KST_OFFSET_MS}) / ${HOUR_MS}, form, count(*) FROM leads GROUP BY 1, 2;
   INSERT INTO lead_sources (day, dimension, key, n)
     SELECT day, dimension, key, count(*) FROM (
       SELECT (created_at + ${KST_OFFSET_MS}) / ${DAY_MS} AS day, 'campaign' AS dimension, lead_campaign_key(utm) AS key FROM leads
       UNION ALL SELECT (created_at + ${KST_OFFSET_MS}) / ${DAY_MS}, 'referrer', lead_referrer_host(referrer) FROM leads
       UNION ALL SELECT (created_at + ${KST_OFFSET_MS}) / ${DAY_MS}, 'landing', COALESCE(lead_landing(page), '') FROM leads
     ) GROUP BY 1, 2, 3`,
  // Issue 12: the form "visit-booking". SQLite cannot change a CHECK, so the table is rebuilt
  // with the same columns in the same order, its rows copied, and its indexes made again.
  `CREATE TABLE leads_v6 (
    id TEXT PRIMARY KEY,
    form TEXT NOT NULL CHECK (form IN ('register','visit','inquiry','visit-booking')),
    name TEXT NOT NULL,
    phone TEXT NOT NULL,
    message TEXT,
    birth_date TEXT,
    email TEXT,
    visit_date TEXT,
    page TEXT,
    referrer TEXT,
    utm TEXT,
    idempotency_key TEXT,
    consent_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending','delivered','failed','no-destination')),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    delivered_at INTEGER,
    next_attempt_at INTEGER,
    retry_window_start INTEGER NOT NULL,
    lease_until INTEGER,
    claim_token TEXT,
    payload_hash TEXT,
    status_at INTEGER,
    landing TEXT
  );
   INSERT INTO leads_v6 (id, form, name, phone, message, birth_date, email, visit_date, page, referrer, utm, idempotency_key, consent_at, created_at, status, attempts, last_error, delivered_at, next_attempt_at, retry_window_start, lease_until, claim_token, payload_hash, status_at, landing)
     SELECT id, form, name, phone, message, birth_date, email, visit_date, page, referrer, utm, idempotency_key, consent_at, created_at, status, attempts, last_error, delivered_at, next_attempt_at, retry_window_start, lease_until, claim_token, payload_hash, status_at, landing FROM leads;
   DROP TABLE leads;
   ALTER TABLE leads_v6 RENAME TO leads;
   CREATE UNIQUE INDEX leads_idempotency ON leads (form, idempotency_key) WHERE idempotency_key IS NOT NULL;
   CREATE INDEX leads_due ON leads (status, next_attempt_at);
   CREATE INDEX leads_created ON leads (created_at);
   CREATE INDEX leads_consent ON leads (consent_at);
   CREATE INDEX leads_status_created ON leads (status, created_at);
   CREATE INDEX leads_status_at ON leads (status, status_at);
   CREATE INDEX leads_errors ON leads (form, status_at) WHERE last_error IS NOT NULL`,
];

type Row = {
  id: string;
  form: LeadForm;
  name: string;
  phone: string;
  message: string | null;
  birth_date: string | null;
  email: string | null;
  visit_date: string | null;
  page: string | null;
  referrer: string | null;
  utm: string | null;
  consent_at: number;
  created_at: number;
  status: LeadDeliveryStatus;
  attempts: number;
  last_error: string | null;
  delivered_at: number | null;
  next_attempt_at: number | null;
  retry_window_start: number;
  claim_token: string | null;
};

function toRecord(r: Row): LeadRecord {
  return {
    id: r.id,
    form: r.form,
    name: r.name,
    phone: r.phone,
    message: r.message,
    birthDate: r.birth_date,
    email: r.email,
    visitDate: r.visit_date,
    page: r.page,
    referrer: r.referrer,
    utm: r.utm ? (JSON.parse(r.utm) as Record<string, string>) : null,
    consentAt: new Date(r.consent_at),
    createdAt: new Date(r.created_at),
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    deliveredAt: dateOrNull(r.delivered_at),
    nextAttemptAt: dateOrNull(r.next_attempt_at),
  };
}

/** The columns a deleted lead's counters are taken back from. */
const COUNTED = "status, created_at, form, utm, referrer, landing, page";
type CountedRow = { status: LeadDeliveryStatus; created_at: number; form: LeadForm; utm: string | null; referrer: string | null; landing: string | null; page: string | null };

/** How long the drainer's claim waits for a busy file before leaving it to the next pass. */
export const CLAIM_BUSY_TIMEOUT_MS = 250;

export class SqliteLeadOutbox extends SqliteStore implements LeadOutbox {
  constructor(db: Db) {
    super(db);
    // Used by the migration that fills the source columns of leads stored before it.
    db.function("lead_referrer_host", { deterministic: true }, (r: unknown) => referrerHost(typeof r === "string" ? r : null));
    db.function("lead_landing", { deterministic: true }, (p: unknown) => landingPath(typeof p === "string" ? p : null));
    db.function("lead_campaign_key", { deterministic: true }, (u: unknown) => JSON.stringify(campaignKey(typeof u === "string" ? (JSON.parse(u) as Record<string, string>) : null)));
    migrate(db, "leads", LEAD_MIGRATIONS);
  }

  async add(lead: NewLead, now = new Date()): Promise<AddResult> {
    const t = now.getTime();
    const payloadHash = lead.idempotencyKey ? leadPayloadHash(lead.form, lead.fields) : null;
    const insert = this.db.transaction((): AddResult => {
      if (lead.idempotencyKey) {
        const existing = this.sql("SELECT * FROM leads WHERE form = ? AND idempotency_key = ?")
          .get(lead.form, lead.idempotencyKey) as (Row & { payload_hash: string | null }) | undefined;
        if (existing) {
          const stored = existing.payload_hash ?? leadPayloadHash(existing.form, toRecord(existing));
          return stored === payloadHash ? { id: existing.id, created: false } : { id: existing.id, created: false, conflict: true };
        }
      }
      const id = newLeadId();
      this.sql(
          `INSERT INTO leads (id, form, name, phone, message, birth_date, email, visit_date, page, referrer, utm,
             idempotency_key, payload_hash, consent_at, created_at, status, attempts, next_attempt_at, retry_window_start,
             status_at, landing)
           VALUES (@id, @form, @name, @phone, @message, @birthDate, @email, @visitDate, @page, @referrer, @utm,
             @idempotencyKey, @payloadHash, @consentAt, @t, @status, 0, @t, @t,
             @t, @landing)`,
        )
        .run({
          landing: lead.landing ?? null,
          id,
          form: lead.form,
          ...lead.fields,
          page: lead.page,
          referrer: lead.referrer,
          utm: lead.utm ? JSON.stringify(lead.utm) : null,
          idempotencyKey: lead.idempotencyKey,
          payloadHash,
          consentAt: lead.consentAt.getTime(),
          t,
          status: lead.hasDestination ? "pending" : "no-destination",
        });
      this.count({ createdAt: t, form: lead.form, utm: lead.utm, referrer: lead.referrer, landing: lead.landing ?? lead.page }, 1);
      return { id, created: true };
    });
    return insert.immediate();
  }

  async claim(request: ClaimRequest): Promise<ClaimedLead[]> {
    if (request.forms.length === 0 || request.limit <= 0) return [];
    const now = request.now.getTime();
    const token = newClaimToken();
    const claimable = `status IN ('pending', 'no-destination')
              AND form IN (SELECT value FROM json_each(@forms))
              AND next_attempt_at <= @now
              AND (lease_until IS NULL OR lease_until <= @now)`;
    const set = `UPDATE leads
           SET status = 'pending',
               retry_window_start = CASE WHEN status = 'no-destination' THEN @now ELSE retry_window_start END,
               lease_until = @leaseUntil,
               claim_token = @token`;
    const params = { now, leaseUntil: now + request.leaseMs, token, forms: JSON.stringify(request.forms) };
    // One lead by its key (right after intake), or the oldest due ones (the drainer). Background
    // work: with the file busy it gives up after a short wait (this pass claims nothing, the next
    // one tries again) instead of holding the server's thread for the connection's 5 s.
    const rows = withBusyTimeout(this.db, CLAIM_BUSY_TIMEOUT_MS, () =>
      request.id
        ? this.sql(`${set} WHERE id = @id AND ${claimable} RETURNING *`).all({ ...params, id: request.id })
        : this.sql(`${set} WHERE id IN (SELECT id FROM leads WHERE ${claimable} ORDER BY next_attempt_at LIMIT @limit) RETURNING *`).all({
            ...params,
            limit: request.limit,
          }),
    ) as Row[];
    return rows.map((r) => ({ ...toRecord(r), claimToken: token, retryWindowStart: new Date(r.retry_window_start) }));
  }

  async settle(id: string, claimToken: string, outcome: Settlement): Promise<boolean> {
    const params = { id, token: claimToken, statusAt: (outcome.at ?? new Date()).getTime() };
    let sql: string;
    let extra: Record<string, unknown>;
    switch (outcome.status) {
      case "delivered":
        sql = `status = 'delivered', delivered_at = @at, next_attempt_at = NULL, last_error = NULL`;
        extra = { at: outcome.at.getTime() };
        break;
      case "pending":
        sql = `status = 'pending', next_attempt_at = @next, last_error = @error`;
        extra = { next: outcome.nextAttemptAt.getTime(), error: outcome.error };
        break;
      case "failed":
        sql = `status = 'failed', next_attempt_at = NULL, last_error = @error`;
        extra = { error: outcome.error };
        break;
    }
    const result = this.sql(
        `UPDATE leads SET ${sql}, attempts = attempts + 1, lease_until = NULL, claim_token = NULL, status_at = @statusAt
          WHERE id = @id AND claim_token = @token AND status = 'pending'`,
      )
      .run({ ...params, ...extra });
    return result.changes === 1;
  }

  async get(id: string): Promise<LeadRecord | null> {
    const row = this.sql("SELECT * FROM leads WHERE id = ?").get(id) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  async list(filter: LeadListFilter = {}): Promise<LeadRecord[]> {
    const limit = Math.min(Math.max(filter.limit ?? 100, 1), LIST_LIMIT_MAX);
    const rows = this.sql(
        `SELECT * FROM leads
          WHERE (@form IS NULL OR form = @form)
            AND (@status IS NULL OR status = @status)
            AND (@from IS NULL OR created_at >= @from)
            AND (@to IS NULL OR created_at < @to)
          ORDER BY created_at DESC, id DESC
          LIMIT @limit`,
      )
      .all({
        form: filter.form ?? null,
        status: filter.status ?? null,
        from: filter.from?.getTime() ?? null,
        to: filter.to?.getTime() ?? null,
        limit,
      }) as Row[];
    return rows.map(toRecord);
  }

  async retry(id: string, now = new Date()): Promise<boolean> {
    const result = this.sql(
        `UPDATE leads SET status = 'pending', next_attempt_at = @now, retry_window_start = @now, status_at = @now, lease_until = NULL, claim_token = NULL
          WHERE id = @id AND status = 'failed'`,
      )
      .run({ id, now: now.getTime() });
    return result.changes === 1;
  }

  async retryAllFailed(now = new Date()): Promise<number> {
    return this.sql(
        `UPDATE leads SET status = 'pending', next_attempt_at = @now, retry_window_start = @now, status_at = @now, lease_until = NULL, claim_token = NULL
          WHERE status = 'failed'`,
      )
      .run({ now: now.getTime() }).changes;
  }

  /** Adds `delta` to the dashboard's counters of one lead (inside the caller's transaction). */
  private count(lead: { createdAt: number; form: LeadForm; utm: Record<string, string> | null; referrer: string | null; landing: string | null }, delta: number): void {
    const hour = Math.floor((lead.createdAt + KST_OFFSET_MS) / HOUR_MS);
    const day = Math.floor((lead.createdAt + KST_OFFSET_MS) / DAY_MS);
    this.sql(`INSERT INTO lead_hourly (hour, form, n) VALUES (?, ?, ?) ON CONFLICT (hour, form) DO UPDATE SET n = n + excluded.n`).run(hour, lead.form, delta);
    const source = this.sql(`INSERT INTO lead_sources (day, dimension, key, n) VALUES (?, ?, ?, ?) ON CONFLICT (day, dimension, key) DO UPDATE SET n = n + excluded.n`);
    source.run(day, "campaign", JSON.stringify(campaignKey(lead.utm)), delta);
    source.run(day, "referrer", referrerHost(lead.referrer), delta);
    source.run(day, "landing", landingPath(lead.landing) ?? "", delta);
  }

  private uncount(r: CountedRow): void {
    this.count({ createdAt: r.created_at, form: r.form, utm: r.utm ? (JSON.parse(r.utm) as Record<string, string>) : null, referrer: r.referrer, landing: r.landing ?? r.page }, -1);
  }

  async leadsOverTime(range: TimeRange, unit: TimeUnit): Promise<TimeBucket[]> {
    const hourOf = (t: number) => Math.floor((t + KST_OFFSET_MS) / HOUR_MS);
    const per = unit === "day" ? 24 : 1;
    const rows = this.sql(
        `SELECT CAST(hour / @per AS INTEGER) AS b, form, sum(n) AS n FROM lead_hourly
          WHERE hour >= @from AND hour < @to GROUP BY b, form HAVING sum(n) > 0 ORDER BY b, form`,
      )
      .all({ per, from: hourOf(range.from.getTime()), to: hourOf(range.to.getTime() - 1) + 1 }) as { b: number; form: LeadForm; n: number }[];
    const size = per * HOUR_MS;
    return rows.map((r) => ({ start: new Date(r.b * size - KST_OFFSET_MS), form: r.form, count: r.n }));
  }

  async leadsBySource(range: TimeRange, dimension: SourceDimension): Promise<SourceCounts> {
    // Counters hold whole Korean days: the period is the days it touches.
    const dayOf = (t: number) => Math.floor((t + KST_OFFSET_MS) / DAY_MS);
    const params = { dimension, from: dayOf(range.from.getTime()), to: dayOf(range.to.getTime() - 1), limit: SOURCE_ROWS_MAX };
    const rows = this.sql(
        `SELECT key, sum(n) AS n FROM lead_sources WHERE dimension = @dimension AND day >= @from AND day <= @to
          GROUP BY key HAVING sum(n) > 0 ORDER BY n DESC, key LIMIT @limit`,
      )
      .all(params) as { key: string; n: number }[];
    const total = (this.sql(`SELECT coalesce(sum(n), 0) FROM lead_sources WHERE dimension = @dimension AND day >= @from AND day <= @to`).pluck().get(params) as number) ?? 0;
    return { rows: rows.map((r) => ({ key: dimension === "campaign" ? (JSON.parse(r.key) as string[]) : [r.key], count: r.n })), total };
  }

  async deliveryHealth(now: Date, failedSince: Date): Promise<DeliveryHealth> {
    const since = now.getTime() - DAY_MS;
    const pending = this.sql(`SELECT count(*) AS n, min(created_at) AS oldest FROM leads WHERE status = 'pending'`).get() as { n: number; oldest: number | null };
    const byOutcome = this.sql(`SELECT count(*) FROM leads WHERE status = @status AND status_at >= @since`).pluck();
    const noDestination = this.sql(`SELECT count(*) FROM leads WHERE status = 'no-destination' AND created_at >= @since`).pluck().get({ since }) as number;
    const failedAfter = this.sql(`SELECT count(*) FROM leads WHERE status = 'failed' AND status_at > @since`).pluck().get({ since: failedSince.getTime() }) as number;
    const lastErrors: DeliveryHealth["lastErrors"] = [];
    const lastError = this.sql(`SELECT last_error, status_at FROM leads WHERE form = ? AND last_error IS NOT NULL ORDER BY status_at DESC LIMIT 1`);
    for (const form of ["register", "visit", "inquiry"] as const) {
      const row = lastError.get(form) as { last_error: string; status_at: number | null } | undefined;
      if (row) lastErrors.push({ form, error: row.last_error, at: new Date(row.status_at ?? 0) });
    }
    return {
      pending: pending.n,
      oldestPendingAt: dateOrNull(pending.oldest),
      last24h: {
        delivered: byOutcome.get({ status: "delivered", since }) as number,
        failed: byOutcome.get({ status: "failed", since }) as number,
        noDestination,
      },
      lastErrors,
      failedSince: failedAfter,
      failedTotal: this.sql(`SELECT count(*) FROM leads WHERE status = 'failed'`).pluck().get() as number,
    };
  }

  async counts(): Promise<Record<LeadDeliveryStatus, number>> {
    const counts: Record<LeadDeliveryStatus, number> = { pending: 0, delivered: 0, failed: 0, "no-destination": 0 };
    const rows = this.sql("SELECT status, count(*) AS n FROM leads GROUP BY status").all() as { status: LeadDeliveryStatus; n: number }[];
    for (const r of rows) counts[r.status] = r.n;
    return counts;
  }

  async purge(cutoff: Date): Promise<PurgeCounts> {
    const rows = this.db.transaction(() => {
      const deleted = this.sql(`DELETE FROM leads WHERE consent_at < ? RETURNING ${COUNTED}`).all(cutoff.getTime()) as CountedRow[];
      for (const r of deleted) this.uncount(r);
      return deleted;
    })();
    if (rows.length > 0) this.forgetDeleted();
    return { leads: rows.length, undelivered: rows.filter((r) => r.status !== "delivered").length };
  }

  async remove(id: string): Promise<boolean> {
    const removed = this.db.transaction(() => {
      const row = this.sql(`DELETE FROM leads WHERE id = ? RETURNING ${COUNTED}`).get(id) as CountedRow | undefined;
      if (row) this.uncount(row);
      return row !== undefined;
    })();
    if (removed) this.forgetDeleted();
    return removed;
  }

  /**
   * openDb turns secure_delete on, so deleted rows are overwritten with zeros in the file; the
   * checkpoint then truncates the WAL, which still holds the pages as they were before.
   */
  private forgetDeleted(): void {
    this.db.pragma("wal_checkpoint(TRUNCATE)");
  }
}
