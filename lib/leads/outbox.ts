import "server-only";
import { createHash, randomUUID } from "node:crypto";
import type { LeadFields, LeadForm } from "./schema";
import type { ClickIds } from "./click-ids";
import type { LeadConsents } from "./consent-record";
import type { NewConversion } from "@/lib/leads/follow-ups/queue";
import {
  type ClaimRequest as QueueClaim,
  type DurableQueue,
  type Settlement as QueueSettlement,
} from "@/lib/platform/queue";
import type { DeliveryHealth, SourceCounts, SourceDimension, TimeBucket, TimeRange, TimeUnit } from "./stats";

// The durable store of leads and their delivery states. Two adapters implement it:
// SQLite (store/sqlite.ts, the default) and Firestore (store/firestore.ts); store/index.ts picks one.
//
// States: pending -> delivered | pending (retry later) | failed; no-destination -> pending once a
// form-service URL applies to the lead's form; failed -> pending by an administrator's retry().
// The delivery side is one of the site's durable queues (lib/platform/queue): claimed under a lease
// and a token, settled once per attempt, retried by the one policy.

export type { LeadForm, ClickIds, LeadConsents };
export type LeadDeliveryStatus = "pending" | "delivered" | "failed" | "no-destination";

export type LeadRecord = {
  id: string;
  form: LeadForm;
  name: string;
  phone: string;
  message: string | null;
  birthDate: string | null;
  email: string | null;
  visitDate: string | null;
  page: string | null;
  referrer: string | null;
  utm: Record<string, string> | null;
  /** The ad platforms' click ids (lib/leads/click-ids.ts); null without any. */
  clickIds: ClickIds | null;
  /** The optional consents and the version of the texts (lib/leads/consents.ts); null for leads stored before they were kept. */
  consents: LeadConsents | null;
  /**
   * The earliest lead still stored with the same phone number when this one arrived (one person,
   * several leads: lib/office/lead-people.ts); null when this was the first. Nothing is merged.
   */
  firstLeadId: string | null;
  consentAt: Date;
  createdAt: Date;
  status: LeadDeliveryStatus;
  attempts: number;
  lastError: string | null;
  deliveredAt: Date | null;
  nextAttemptAt: Date | null;
};

export type NewLead = {
  form: LeadForm;
  fields: LeadFields;
  page: string | null;
  referrer: string | null;
  utm: Record<string, string> | null;
  /** The first page of the visit (path and query), when the browser kept it; else `page` stands for it. */
  landing?: string | null;
  /** The ad platforms' click ids, parsed by intake (lib/leads/click-ids.ts). */
  clickIds?: ClickIds | null;
  /** What the visitor agreed to beyond the required collection (lib/leads/consents.ts). */
  consents?: LeadConsents | null;
  /** Server-side conversions to queue in the same transaction (lib/leads/follow-ups/queue.ts); only when the lead is created. */
  conversions?: readonly NewConversion[];
  consentAt: Date;
  idempotencyKey: string | null;
  /** False when no form-service URL applies to this form: stored as no-destination. */
  hasDestination: boolean;
};

export type ClaimedLead = LeadRecord & { claimToken: string; retryWindowStart: Date };

/** A queue claim (its lease must exceed the forwarding timeout), narrowed to the forms with a destination. */
export type ClaimRequest = QueueClaim & {
  /** Forms that have a destination now; leads of other forms are left alone. */
  forms: readonly LeadForm[];
  /** Claim only this lead (the forward right after the answer). */
  id?: string;
};

export type LeadDelivered = { status: "delivered"; at: Date };
export type Settlement = QueueSettlement<LeadDelivered>;

export type LeadListFilter = { form?: LeadForm; status?: LeadDeliveryStatus; from?: Date; to?: Date; limit?: number };

/**
 * What add() did: created a lead, or found the idempotency key already used for this form. A
 * repeat of the same payload answers with the first lead's id; a different payload under the
 * same key is a conflict, and nothing is stored.
 */
export type AddResult = { id: string; created: true } | { id: string; created: false; conflict?: true };

/**
 * The delivery queue: what intake and the drainer use. A lead is committed, claimed under a lease,
 * settled after each attempt, and put back in the queue by the administrator's retry.
 */
export interface LeadQueue extends DurableQueue<ClaimedLead, LeadDelivered, ClaimRequest> {
  /** Commits a lead; with an idempotency key already seen for this form, returns the first lead's id (or a conflict). */
  add(lead: NewLead, now?: Date): Promise<AddResult>;
  /** Claims due leads: pending or no-destination, of the given forms, lease free. */
  claim(request: ClaimRequest): Promise<ClaimedLead[]>;
  /** failed -> pending, due now, with a fresh 24-hour retry window; false if not failed or missing. */
  retry(id: string, now?: Date): Promise<boolean>;
  /** Every failed lead back to pending, due now, with a fresh retry window; how many. */
  retryAllFailed(now?: Date): Promise<number>;
}

/**
 * The reporting side of the same leads: the admin inbox (get, list, counts), the dashboard's
 * analytics (lib/leads/stats.ts), and retention and withdrawal (purge, remove).
 */
export interface LeadReports {
  get(id: string): Promise<LeadRecord | null>;
  /** Newest first; `to` is exclusive. */
  list(filter?: LeadListFilter): Promise<LeadRecord[]>;
  counts(): Promise<Record<LeadDeliveryStatus, number>>;
  /** Leads that arrived in [from, to) per Korean day or hour and form (empty buckets left out). */
  leadsOverTime(range: TimeRange, unit: TimeUnit): Promise<TimeBucket[]>;
  /** Leads that arrived in [from, to) per source, most first, at most SOURCE_ROWS_MAX rows; `total` counts them all. */
  leadsBySource(range: TimeRange, dimension: SourceDimension): Promise<SourceCounts>;
  /** The delivery queue's state at `now` (pending, oldest pending, the last 24 hours, last errors). */
  deliveryHealth(now: Date, failedSince: Date): Promise<DeliveryHealth>;
  /**
   * Retention: deletes every lead whose consent is older than `cutoff`, whatever its state (the
   * promise to the visitor outranks a delivery that never happened), with its idempotency record.
   */
  purge(cutoff: Date): Promise<PurgeCounts>;
  /** Withdrawal: deletes one lead and its idempotency record; false when there is no such lead. */
  remove(id: string): Promise<boolean>;
}

/** The lead store: one adapter per backend answers both sides (one table or collection of leads). */
export interface LeadOutbox extends LeadQueue, LeadReports {}

/** What a purge deleted: counts only, never who. */
export type PurgeCounts = { leads: number; undelivered: number };

/** Rows in one CSV export of the admin inbox; a longer export says so in its first line. */
export const EXPORT_ROW_LIMIT = 10_000;
/** The most list() returns at once: one row more than an export holds, so the export knows it was cut. */
export const LIST_LIMIT_MAX = EXPORT_ROW_LIMIT + 1;

export function newLeadId(): string {
  return randomUUID();
}

/**
 * The fingerprint kept with an idempotency key: sha256 of the form and its parsed fields in a
 * fixed order (page, referrer, UTM and click ids are not part of what the visitor asked for).
 */
export function leadPayloadHash(form: LeadForm, fields: LeadFields): string {
  const canonical = JSON.stringify([
    form,
    fields.name,
    fields.phone,
    fields.message,
    fields.birthDate,
    fields.email,
    fields.visitDate,
  ]);
  return createHash("sha256").update(canonical).digest("base64url");
}
