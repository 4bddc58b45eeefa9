import "server-only";
import type { Db } from "@/lib/platform/db/sqlite";
import { dateOrNull } from "@/lib/platform/db/sqlite-store";
import { DAY_MS, HOUR_MS, KST_OFFSET_MS } from "@/lib/platform/time/kst";
import type { LeadForm } from "../schema";
import { campaignKey, landingPath, referrerHost } from "../stats";
import type { LeadDeliveryStatus, LeadRecord } from "../outbox";
import { clickIdsOf } from "../click-ids";
import { storedConsentsOf } from "../consent-record";

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
  // Issue 26, item 3: the ad platforms' click ids (lib/leads/click-ids.ts), JSON {napm, gclid,
  // gbraid, wbraid, fbc, fbp} or NULL. Leads stored before have none.
  `ALTER TABLE leads ADD COLUMN click_ids TEXT`,
  // Issue 26, item 1: the optional consents (marketing, third-party provision; 0 or 1) and the
  // version of the consent texts shown. Leads stored before have NULL: no consent on record.
  `ALTER TABLE leads ADD COLUMN consent_marketing INTEGER;
   ALTER TABLE leads ADD COLUMN consent_third_party INTEGER;
   ALTER TABLE leads ADD COLUMN consent_version TEXT`,
  // Issue 27, item 3: the earliest lead with the same (normalised) phone number when a lead came
  // in, found through the phone index; NULL for the first, and for leads stored before.
  `ALTER TABLE leads ADD COLUMN first_lead_id TEXT;
   CREATE INDEX leads_phone ON leads (phone, created_at)`,
  // Issue 26, item 4: server-side conversions queued with their lead (lib/leads/follow-ups/store/sqlite.ts).
  `CREATE TABLE lead_conversions (
    id TEXT PRIMARY KEY,
    lead_id TEXT NOT NULL,
    platform TEXT NOT NULL,
    event TEXT NOT NULL,
    payload TEXT,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    created_at INTEGER NOT NULL,
    next_attempt_at INTEGER,
    retry_window_start INTEGER NOT NULL,
    lease_until INTEGER,
    claim_token TEXT,
    settled_at INTEGER
  );
  CREATE INDEX lead_conversions_due ON lead_conversions (status, next_attempt_at);
  CREATE INDEX lead_conversions_lead ON lead_conversions (lead_id);
  CREATE INDEX lead_conversions_created ON lead_conversions (created_at)`,
  // The desk alerts' fold (lib/leads/follow-ups/store/sqlite.ts, foldAlert): when an alert was counted
  // in its destination's minute and the digest it went into; one window per destination. Events
  // stored before are uncounted (counted when first claimed, as new ones are).
  `ALTER TABLE lead_conversions ADD COLUMN counted_at INTEGER;
   ALTER TABLE lead_conversions ADD COLUMN digest_id TEXT;
   CREATE TABLE lead_alert_windows (
     channel TEXT PRIMARY KEY,
     start INTEGER NOT NULL,
     singles INTEGER NOT NULL,
     digest_id TEXT
   )`,
  // The optional 국외 이전 consent (0 or 1, lib/site/transfers.ts). Leads stored before have NULL,
  // read as no: they were never asked.
  `ALTER TABLE leads ADD COLUMN consent_overseas INTEGER`,
];

export type Row = {
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
  click_ids: string | null;
  consent_marketing: number | null;
  consent_third_party: number | null;
  consent_overseas: number | null;
  consent_version: string | null;
  first_lead_id: string | null;
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

export function toRecord(r: Row): LeadRecord {
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
    clickIds: r.click_ids ? clickIdsOf(JSON.parse(r.click_ids)) : null,
    consents: storedConsentsOf({
      marketing: r.consent_marketing === 1,
      thirdParty: r.consent_third_party === 1,
      overseas: r.consent_overseas === 1,
      version: r.consent_version,
    }),
    firstLeadId: r.first_lead_id ?? null,
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
export const COUNTED = "status, created_at, form, utm, referrer, landing, page, click_ids";
export type CountedRow = {
  status: LeadDeliveryStatus;
  created_at: number;
  form: LeadForm;
  utm: string | null;
  referrer: string | null;
  landing: string | null;
  page: string | null;
  click_ids: string | null;
};

/** SQL functions the migration that fills the source columns of leads stored before it calls. */
export function registerLeadFunctions(db: Db): void {
  db.function("lead_referrer_host", { deterministic: true }, (r: unknown) =>
    referrerHost(typeof r === "string" ? r : null),
  );
  db.function("lead_landing", { deterministic: true }, (p: unknown) => landingPath(typeof p === "string" ? p : null));
  db.function("lead_campaign_key", { deterministic: true }, (u: unknown) =>
    JSON.stringify(campaignKey(typeof u === "string" ? (JSON.parse(u) as Record<string, string>) : null)),
  );
}
