import "server-only";
import { migrate, type Db } from "@/lib/platform/db/sqlite";
import { dateOrNull } from "@/lib/platform/db/sqlite-store";
import { SqliteQueue } from "@/lib/platform/queue/sqlite";
import { DAY_MS, HOUR_MS, KST_OFFSET_MS } from "@/lib/platform/time/kst";
import type { LeadForm } from "../schema";
import {
  SOURCE_ROWS_MAX,
  rowKey,
  sourceKeys,
  type DeliveryHealth,
  type SourceCounts,
  type SourceDimension,
  type TimeBucket,
  type TimeRange,
  type TimeUnit,
} from "../stats";
import {
  LIST_LIMIT_MAX,
  type LeadDeliveryStatus,
  type LeadListFilter,
  type LeadRecord,
  type LeadReports,
  type PurgeCounts,
} from "../outbox";
import { clickIdsOf, type ClickIds } from "../click-ids";
import { COUNTED, LEAD_MIGRATIONS, registerLeadFunctions, toRecord, type CountedRow, type Row } from "./sqlite-schema";

// The reporting side of the SQLite lead store (LeadReports): the admin inbox, the dashboard's
// counters (tables lead_hourly and lead_sources, kept with each lead in the same transaction), and
// retention and withdrawal. The queue side (SqliteLeadOutbox, sqlite.ts) extends it.

// Its table is also the delivery queue (sqlite.ts claims and settles on it): hence SqliteQueue.
export class SqliteLeadReports extends SqliteQueue implements LeadReports {
  constructor(db: Db) {
    super(db);
    registerLeadFunctions(db);
    migrate(db, "leads", LEAD_MIGRATIONS);
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
    ).all({
      form: filter.form ?? null,
      status: filter.status ?? null,
      from: filter.from?.getTime() ?? null,
      to: filter.to?.getTime() ?? null,
      limit,
    }) as Row[];
    return rows.map(toRecord);
  }

  /** Adds `delta` to the dashboard's counters of one lead (inside the caller's transaction). */
  protected count(
    lead: {
      createdAt: number;
      form: LeadForm;
      utm: Record<string, string> | null;
      referrer: string | null;
      landing: string | null;
      clickIds: ClickIds | null;
    },
    delta: number,
  ): void {
    const hour = Math.floor((lead.createdAt + KST_OFFSET_MS) / HOUR_MS);
    const day = Math.floor((lead.createdAt + KST_OFFSET_MS) / DAY_MS);
    this.sql(
      `INSERT INTO lead_hourly (hour, form, n) VALUES (?, ?, ?) ON CONFLICT (hour, form) DO UPDATE SET n = n + excluded.n`,
    ).run(hour, lead.form, delta);
    const source = this.sql(
      `INSERT INTO lead_sources (day, dimension, key, n) VALUES (?, ?, ?, ?) ON CONFLICT (day, dimension, key) DO UPDATE SET n = n + excluded.n`,
    );
    // Only a lead that came from an ad click has a platform row (leads stored before click ids have none).
    for (const { dimension, key } of sourceKeys(lead)) source.run(day, dimension, key, delta);
  }

  private uncount(r: CountedRow): void {
    this.count(
      {
        createdAt: r.created_at,
        form: r.form,
        utm: r.utm ? (JSON.parse(r.utm) as Record<string, string>) : null,
        referrer: r.referrer,
        landing: r.landing ?? r.page,
        clickIds: r.click_ids ? clickIdsOf(JSON.parse(r.click_ids)) : null,
      },
      -1,
    );
  }

  async leadsOverTime(range: TimeRange, unit: TimeUnit): Promise<TimeBucket[]> {
    const hourOf = (t: number) => Math.floor((t + KST_OFFSET_MS) / HOUR_MS);
    const per = unit === "day" ? 24 : 1;
    const rows = this.sql(
      `SELECT CAST(hour / @per AS INTEGER) AS b, form, sum(n) AS n FROM lead_hourly
          WHERE hour >= @from AND hour < @to GROUP BY b, form HAVING sum(n) > 0 ORDER BY b, form`,
    ).all({ per, from: hourOf(range.from.getTime()), to: hourOf(range.to.getTime() - 1) + 1 }) as {
      b: number;
      form: LeadForm;
      n: number;
    }[];
    const size = per * HOUR_MS;
    return rows.map((r) => ({ start: new Date(r.b * size - KST_OFFSET_MS), form: r.form, count: r.n }));
  }

  async leadsBySource(range: TimeRange, dimension: SourceDimension): Promise<SourceCounts> {
    // Counters hold whole Korean days: the period is the days it touches.
    const dayOf = (t: number) => Math.floor((t + KST_OFFSET_MS) / DAY_MS);
    const params = {
      dimension,
      from: dayOf(range.from.getTime()),
      to: dayOf(range.to.getTime() - 1),
      limit: SOURCE_ROWS_MAX,
    };
    const rows = this.sql(
      `SELECT key, sum(n) AS n FROM lead_sources WHERE dimension = @dimension AND day >= @from AND day <= @to
          GROUP BY key HAVING sum(n) > 0 ORDER BY n DESC, key LIMIT @limit`,
    ).all(params) as { key: string; n: number }[];
    const total =
      (this.sql(
        `SELECT coalesce(sum(n), 0) FROM lead_sources WHERE dimension = @dimension AND day >= @from AND day <= @to`,
      )
        .pluck()
        .get(params) as number) ?? 0;
    return { rows: rows.map((r) => ({ key: rowKey(dimension, r.key), count: r.n })), total };
  }

  async deliveryHealth(now: Date, failedSince: Date): Promise<DeliveryHealth> {
    const since = now.getTime() - DAY_MS;
    const pending = this.sql(
      `SELECT count(*) AS n, min(created_at) AS oldest FROM leads WHERE status = 'pending'`,
    ).get() as { n: number; oldest: number | null };
    const byOutcome = this.sql(`SELECT count(*) FROM leads WHERE status = @status AND status_at >= @since`).pluck();
    const noDestination = this.sql(
      `SELECT count(*) FROM leads WHERE status = 'no-destination' AND created_at >= @since`,
    )
      .pluck()
      .get({ since }) as number;
    const failedAfter = this.sql(`SELECT count(*) FROM leads WHERE status = 'failed' AND status_at > @since`)
      .pluck()
      .get({ since: failedSince.getTime() }) as number;
    const lastErrors: DeliveryHealth["lastErrors"] = [];
    const lastError = this.sql(
      `SELECT last_error, status_at FROM leads WHERE form = ? AND last_error IS NOT NULL ORDER BY status_at DESC LIMIT 1`,
    );
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
    const rows = this.sql("SELECT status, count(*) AS n FROM leads GROUP BY status").all() as {
      status: LeadDeliveryStatus;
      n: number;
    }[];
    for (const r of rows) counts[r.status] = r.n;
    return counts;
  }

  async purge(cutoff: Date): Promise<PurgeCounts> {
    const rows = this.db.transaction(() => {
      const deleted = this.sql(`DELETE FROM leads WHERE consent_at < ? RETURNING ${COUNTED}`).all(
        cutoff.getTime(),
      ) as CountedRow[];
      // Their server-side conversions (queued with the lead, at its consent time) go too.
      this.sql("DELETE FROM lead_conversions WHERE created_at < ?").run(cutoff.getTime());
      for (const r of deleted) this.uncount(r);
      return deleted;
    })();
    if (rows.length > 0) this.forgetDeleted();
    return { leads: rows.length, undelivered: rows.filter((r) => r.status !== "delivered").length };
  }

  async remove(id: string): Promise<boolean> {
    const removed = this.db.transaction(() => {
      const row = this.sql(`DELETE FROM leads WHERE id = ? RETURNING ${COUNTED}`).get(id) as CountedRow | undefined;
      this.sql("DELETE FROM lead_conversions WHERE lead_id = ?").run(id);
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
