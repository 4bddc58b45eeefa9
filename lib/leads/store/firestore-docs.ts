import "server-only";
import { randomInt } from "node:crypto";
import { FieldValue, type DocumentData, type DocumentSnapshot } from "firebase-admin/firestore";
import { LEAD_FORMS, type LeadForm } from "../schema";
import { kstDay, kstHour } from "@/lib/platform/time/kst";
import { sourceKeys, type SourceDimension } from "../stats";
import type { LeadDeliveryStatus, LeadRecord } from "../outbox";
import { clickIdsOf, type ClickIds } from "../click-ids";
import { storedConsentsOf } from "../consent-record";
import { ts, toDate } from "@/lib/platform/firebase/timestamps";

// Collection `leads` (document id = lead id) and `lead_idempotency` ({form}:{key} -> leadId and
// payloadHash, the fingerprint of what was sent; a record written before payloadHash existed is
// compared with its lead's stored fields instead, and one whose lead is gone is replaced).
// A claim is a write conditional on the lead being unchanged since the claim query read it
// (lib/platform/queue/firestore.ts), so of two instances claiming the same lead one wins and the other
// moves on; other state changes run in a transaction that reads the lead first. Needs the composite index (form ASC, status ASC,
// nextAttemptAt ASC) for the claim query and (form ASC, createdAt DESC) for the admin list by form
// (firestore.indexes.json).

export const LEADS = "leads";
/**
 * Counter documents of the dashboard, ROLLUP_SHARDS per Korean day ("2026-11-25#3", the shard
 * picked at random), written in the same transaction or batch as the lead they count (added: +1,
 * deleted: -1, on any shard: the shards are summed). Sharded so that a burst of leads after an ad
 * goes out does not queue on one document every lead writes. Flat fields with plain
 * names: `h_<form>_<HH>` (leads per form and hour), and per source `c_`, `r_`, `l_`, `p_`
 * followed by the hex of the campaign key (JSON of [source, medium, campaign]), the referrer site,
 * the landing path or the ad platforms clicked (`p_` only for a lead with an ad click id). Plain
 * names need no field-path quoting for any value (dots, slashes, Korean).
 * A dashboard view reads ROLLUP_SHARDS documents per day of its period (and the day's unsharded
 * document of earlier releases), whatever the number of leads.
 */
export const ROLLUPS = "lead_rollups";
export const ROLLUP_SHARDS = 8;
/** The longest period the dashboard asks for (documents read per view). */
export const ROLLUP_DAYS_MAX = 400;
export const SOURCE_PREFIX: Record<SourceDimension, string> = {
  campaign: "c_",
  referrer: "r_",
  landing: "l_",
  platform: "p_",
};
export const HOUR_FIELD = new RegExp(`^h_(${LEAD_FORMS.join("|")})_(\\d{2})$`);
export const hex = (text: string) => Buffer.from(text, "utf8").toString("hex");
export const unhex = (text: string) => Buffer.from(text, "hex").toString("utf8");

export type RollupSource = {
  form: LeadForm;
  createdAt: Date;
  utm: Record<string, string> | null;
  referrer: string | null;
  landing: string | null;
  clickIds: ClickIds | null;
};

/** The Korean day of one lead and the counter fields it moves in that day's rollup documents. */
export function rollupFields(lead: RollupSource): { day: string; fields: string[] } {
  const t = lead.createdAt.getTime();
  return {
    day: kstDay(t),
    fields: [
      `h_${lead.form}_${kstHour(t)}`,
      ...sourceKeys(lead).map(({ dimension, key }) => `${SOURCE_PREFIX[dimension]}${hex(key)}`),
    ],
  };
}

export function rollupOf(lead: RollupSource, delta: number): { doc: string; data: DocumentData } {
  const { day, fields } = rollupFields(lead);
  const inc = FieldValue.increment(delta);
  return {
    doc: `${day}#${randomInt(ROLLUP_SHARDS)}`,
    data: { day, ...Object.fromEntries(fields.map((field) => [field, inc])) },
  };
}

export function rollupSourceOf(d: DocumentData): RollupSource {
  return {
    form: d.form as LeadForm,
    createdAt: toDate(d.createdAt) ?? new Date(0),
    utm: d.utm ?? null,
    referrer: d.referrer ?? null,
    landing: d.landing ?? d.page ?? null,
    clickIds: clickIdsOf(d.clickIds),
  };
}
export const KEYS = "lead_idempotency";
/** Leads deleted per batch: each may take its key record along, and a batch holds 500 writes. */
export const PURGE_PAGE = 200;

export function toRecord(snap: DocumentSnapshot): LeadRecord {
  const d = snap.data() as DocumentData;
  return {
    id: snap.id,
    form: d.form as LeadForm,
    name: d.name,
    phone: d.phone,
    message: d.message ?? null,
    birthDate: d.birthDate ?? null,
    email: d.email ?? null,
    visitDate: d.visitDate ?? null,
    page: d.page ?? null,
    referrer: d.referrer ?? null,
    utm: d.utm ?? null,
    clickIds: clickIdsOf(d.clickIds),
    consents: storedConsentsOf(d.consents),
    firstLeadId: typeof d.firstLeadId === "string" ? d.firstLeadId : null,
    consentAt: toDate(d.consentAt) ?? new Date(0),
    createdAt: toDate(d.createdAt) ?? new Date(0),
    status: d.status as LeadDeliveryStatus,
    attempts: d.attempts ?? 0,
    lastError: d.lastError ?? null,
    deliveredAt: toDate(d.deliveredAt),
    nextAttemptAt: toDate(d.nextAttemptAt),
  };
}

export function isClaimable(d: DocumentData, forms: readonly LeadForm[], now: number): boolean {
  const lease = toDate(d.leaseUntil);
  const next = toDate(d.nextAttemptAt);
  return (
    (d.status === "pending" || d.status === "no-destination") &&
    forms.includes(d.form) &&
    next !== null &&
    next.getTime() <= now &&
    (lease === null || lease.getTime() <= now)
  );
}

/** The collections of this store (for tools that copy data in, e.g. scripts/migration). */
export const LEAD_COLLECTIONS = { leads: LEADS, idempotency: KEYS, rollups: ROLLUPS } as const;

/** A lead with the fields only the store sees: what a copy from another store carries over. */
export type StoredLead = LeadRecord & {
  idempotencyKey: string | null;
  /** The idempotency key's payload fingerprint (outbox.ts leadPayloadHash). */
  payloadHash: string | null;
  landing: string | null;
  statusAt: Date;
  retryWindowStart: Date;
  leaseUntil: Date | null;
  claimToken: string | null;
};

/**
 * The document of a lead, as add() creates it and settle() moves it on (read back by toRecord);
 * `errorAt`, the time of the error still on the lead, is what deliveryHealth orders by.
 */
export function leadDocument(lead: StoredLead): DocumentData {
  return {
    form: lead.form,
    name: lead.name,
    phone: lead.phone,
    message: lead.message,
    birthDate: lead.birthDate,
    email: lead.email,
    visitDate: lead.visitDate,
    page: lead.page,
    landing: lead.landing,
    referrer: lead.referrer,
    utm: lead.utm,
    clickIds: lead.clickIds,
    consents: lead.consents,
    firstLeadId: lead.firstLeadId,
    statusAt: ts(lead.statusAt),
    idempotencyKey: lead.idempotencyKey,
    consentAt: ts(lead.consentAt),
    createdAt: ts(lead.createdAt),
    status: lead.status,
    attempts: lead.attempts,
    lastError: lead.lastError,
    deliveredAt: lead.deliveredAt && ts(lead.deliveredAt),
    nextAttemptAt: lead.nextAttemptAt && ts(lead.nextAttemptAt),
    retryWindowStart: ts(lead.retryWindowStart),
    leaseUntil: lead.leaseUntil && ts(lead.leaseUntil),
    claimToken: lead.claimToken,
    ...(lead.lastError !== null ? { errorAt: ts(lead.statusAt) } : {}),
  };
}

/** The id of the idempotency record of `key` for `form`. */
export function idempotencyDocId(form: LeadForm, key: string): string {
  return `${form}:${key}`;
}

/** The idempotency record of a stored lead (null without a key). */
export function idempotencyDocument(lead: StoredLead): { id: string; data: DocumentData } | null {
  if (!lead.idempotencyKey) return null;
  return {
    id: idempotencyDocId(lead.form, lead.idempotencyKey),
    data: { leadId: lead.id, createdAt: ts(lead.createdAt), payloadHash: lead.payloadHash },
  };
}
