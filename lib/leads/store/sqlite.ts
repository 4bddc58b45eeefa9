import "server-only";
import { newClaimToken } from "@/lib/platform/queue/token";
import { insertConversions } from "@/lib/leads/follow-ups/store/sqlite";
import {
  leadPayloadHash,
  newLeadId,
  type AddResult,
  type ClaimRequest,
  type ClaimedLead,
  type LeadOutbox,
  type LeadQueue,
  type NewLead,
  type Settlement,
} from "../outbox";
import { toRecord, type Row } from "./sqlite-schema";
import { SqliteLeadReports } from "./sqlite-reports";

// The SQLite lead store (table `leads` in the shared file; schema in sqlite-schema.ts): the
// queue side (LeadQueue) here, over the reporting side it extends (sqlite-reports.ts).
// Claimed and settled as every queue is on SQLite (lib/platform/queue/sqlite.ts).

export { LEAD_MIGRATIONS } from "./sqlite-schema";

/** How long the drainer's claim waits for a busy file before leaving it to the next pass. */
export const CLAIM_BUSY_TIMEOUT_MS = 250;

export class SqliteLeadOutbox extends SqliteLeadReports implements LeadQueue, LeadOutbox {
  async add(lead: NewLead, now = new Date()): Promise<AddResult> {
    const t = now.getTime();
    const payloadHash = lead.idempotencyKey ? leadPayloadHash(lead.form, lead.fields) : null;
    const insert = this.db.transaction((): AddResult => {
      if (lead.idempotencyKey) {
        const existing = this.sql("SELECT * FROM leads WHERE form = ? AND idempotency_key = ?").get(
          lead.form,
          lead.idempotencyKey,
        ) as (Row & { payload_hash: string | null }) | undefined;
        if (existing) {
          const stored = existing.payload_hash ?? leadPayloadHash(existing.form, toRecord(existing));
          return stored === payloadHash
            ? { id: existing.id, created: false }
            : { id: existing.id, created: false, conflict: true };
        }
      }
      const id = newLeadId();
      // The same person's earlier lead, if one is still stored (the phone is normalised digits).
      const earlier = this.sql("SELECT id FROM leads WHERE phone = ? ORDER BY created_at, id LIMIT 1").get(
        lead.fields.phone,
      ) as { id: string } | undefined;
      this.sql(
        `INSERT INTO leads (id, form, name, phone, message, birth_date, email, visit_date, page, referrer, utm,
             idempotency_key, payload_hash, consent_at, created_at, status, attempts, next_attempt_at, retry_window_start,
             status_at, landing, click_ids, consent_marketing, consent_third_party, consent_overseas, consent_version,
             first_lead_id)
           VALUES (@id, @form, @name, @phone, @message, @birthDate, @email, @visitDate, @page, @referrer, @utm,
             @idempotencyKey, @payloadHash, @consentAt, @t, @status, 0, @t, @t,
             @t, @landing, @clickIds, @consentMarketing, @consentThirdParty, @consentOverseas, @consentVersion,
             @firstLeadId)`,
      ).run({
        landing: lead.landing ?? null,
        id,
        form: lead.form,
        ...lead.fields,
        page: lead.page,
        referrer: lead.referrer,
        utm: lead.utm ? JSON.stringify(lead.utm) : null,
        clickIds: lead.clickIds ? JSON.stringify(lead.clickIds) : null,
        consentMarketing: lead.consents ? Number(lead.consents.marketing) : null,
        consentThirdParty: lead.consents ? Number(lead.consents.thirdParty) : null,
        consentOverseas: lead.consents ? Number(lead.consents.overseas) : null,
        consentVersion: lead.consents?.version ?? null,
        firstLeadId: earlier?.id ?? null,
        idempotencyKey: lead.idempotencyKey,
        payloadHash,
        consentAt: lead.consentAt.getTime(),
        t,
        status: lead.hasDestination ? "pending" : "no-destination",
      });
      if (lead.conversions?.length) insertConversions(this.db, id, lead.conversions, t);
      this.count(
        {
          createdAt: t,
          form: lead.form,
          utm: lead.utm,
          referrer: lead.referrer,
          landing: lead.landing ?? lead.page,
          clickIds: lead.clickIds ?? null,
        },
        1,
      );
      return { id, created: true };
    });
    return insert.immediate();
  }

  async claim(request: ClaimRequest): Promise<ClaimedLead[]> {
    if (request.forms.length === 0) return [];
    const token = newClaimToken();
    // Only forms with a destination now; a no-destination lead of such a form is revived, its day
    // of retries starting now.
    const rows = this.claimDue<Row>("leads", request, token, CLAIM_BUSY_TIMEOUT_MS, {
      statuses: "('pending', 'no-destination')",
      where: "form IN (SELECT value FROM json_each(@forms))",
      set: "status = 'pending', retry_window_start = CASE WHEN status = 'no-destination' THEN @now ELSE retry_window_start END",
      params: { forms: JSON.stringify(request.forms) },
      id: request.id,
    });
    return rows.map((r) => ({ ...toRecord(r), claimToken: token, retryWindowStart: new Date(r.retry_window_start) }));
  }

  async settle(id: string, claimToken: string, outcome: Settlement): Promise<boolean> {
    const statusAt = (outcome.at ?? new Date()).getTime();
    switch (outcome.status) {
      case "delivered":
        return this.settleClaimed(
          "leads",
          id,
          claimToken,
          "status = 'delivered', delivered_at = @at, next_attempt_at = NULL, last_error = NULL, status_at = @statusAt",
          { at: outcome.at.getTime(), statusAt },
        );
      case "pending":
        return this.settleClaimed(
          "leads",
          id,
          claimToken,
          "status = 'pending', next_attempt_at = @next, last_error = @error, status_at = @statusAt",
          { next: outcome.nextAttemptAt.getTime(), error: outcome.error, statusAt },
        );
      case "failed":
        return this.settleClaimed(
          "leads",
          id,
          claimToken,
          "status = 'failed', next_attempt_at = NULL, last_error = @error, status_at = @statusAt",
          { error: outcome.error, statusAt },
        );
    }
  }

  async retry(id: string, now = new Date()): Promise<boolean> {
    const result = this.sql(
      `UPDATE leads SET status = 'pending', next_attempt_at = @now, retry_window_start = @now, status_at = @now, lease_until = NULL, claim_token = NULL
          WHERE id = @id AND status = 'failed'`,
    ).run({ id, now: now.getTime() });
    return result.changes === 1;
  }

  async retryAllFailed(now = new Date()): Promise<number> {
    return this.sql(
      `UPDATE leads SET status = 'pending', next_attempt_at = @now, retry_window_start = @now, status_at = @now, lease_until = NULL, claim_token = NULL
          WHERE status = 'failed'`,
    ).run({ now: now.getTime() }).changes;
  }
}
