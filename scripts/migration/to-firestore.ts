import "server-only";
import { FieldValue, type DocumentData, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import type { Db } from "@/lib/platform/db/sqlite";
import { leadPayloadHash } from "@/lib/leads/outbox";
import {
  LEAD_COLLECTIONS,
  idempotencyDocument,
  leadDocument,
  rollupFields,
  type StoredLead,
} from "@/lib/leads/store/firestore";
import { SqliteLeadOutbox } from "@/lib/leads/store/sqlite";
import { FirestorePressRepository } from "@/lib/press/store/firestore";
import { SqlitePressRepository } from "@/lib/press/store/sqlite";
import type { PressSeedArticle } from "@/lib/press/types";
import { SMS_COLLECTION, smsDocument } from "@/lib/messages/store/firestore";
import { SqliteSmsOutbox } from "@/lib/messages/store/sqlite";
import { dateOrNull } from "@/lib/platform/db/sqlite-store";
import { copyBookings } from "./copy-bookings";
import { copyAccessRecords, copyConversions, copyCourses, copyStaff, copyUnits } from "./copy-desk";
import {
  MIGRATED_COLLECTIONS,
  createMissing,
  existing,
  withRetries,
  type CopyCounts,
  type MigratedCollection,
  type MigrationNotice,
  type MigrationReport,
} from "./copy";

// `npm run migrate -- --to firestore` (scripts/migrate.ts): copies the embedded store into
// Firestore, in the layout the Firestore adapters read (the document mappings are exported by the
// adapter modules themselves: leadDocument, bookingDocument, smsDocument, conversionDocument,
// staffUserDocument, courseDocument, courseEventDocument, accessRecordDocument; press articles go
// through FirestorePressRepository.importArticles). Records are read with the SQLite adapters' own
// get() and list(); only what no public method returns (retry window, lease, idempotency key and
// payload fingerprint, landing page, time of the last state change, which leads have a course) is
// read with SQL.
//
// Idempotent, and it never overwrites: every document is *created* (a batch with a create of a
// document that exists fails as a whole and is tried again after reading what exists), so a second
// run finds everything and writes nothing. Counters move only in the batch that creates what they
// count: a migrated lead adds +1 to its day's unsharded rollup document `${day}` (the document of
// earlier releases, which readers still add to the 8 shards of that day), a migrated active booking
// takes a free place document in its slot and adds +1 to the slot's counter. So the counters always
// match the documents, however often the copy runs or wherever a run stopped.
//
// Bounded: pages of at most LEAD_PAGE records, batches of at most 500 writes, a few retries per page.
// The shared reads and retries are in copy.ts, the bookings' part in copy-bookings.ts, the follow-up
// queue, staff accounts, desk courses and access records in copy-desk.ts.

export {
  MIGRATED_COLLECTIONS,
  type CopyCounts,
  type MigratedCollection,
  type MigrationNotice,
  type MigrationReport,
} from "./copy";

const LEAD_PAGE = 150; // a lead, its key record and its day: at most 450 writes a batch
const SMS_PAGE = 400;
const PRESS_PAGE = 100;

function emptyReport(): MigrationReport {
  return Object.fromEntries(
    MIGRATED_COLLECTIONS.map((c) => [c, { created: 0, updated: 0, skipped: 0 }]),
  ) as MigrationReport;
}

export type MigrationOptions = {
  /** Told when a collection is done (counts only). */
  onProgress?: (collection: MigratedCollection, counts: CopyCounts) => void;
  /** Told of each record left out on purpose (a staff account whose address has another account on Firestore). */
  onNotice?: (notice: MigrationNotice) => void;
};

/**
 * Copies press articles, leads (with idempotency records, dashboard counters and follow-up events),
 * bookings (with their slots, places and phone-day records), SMS messages, staff accounts, the
 * sales desk's courses, the access records and the remaining-units board.
 */
export async function migrateToFirestore(
  sqlite: Db,
  db: Firestore,
  options: MigrationOptions = {},
): Promise<MigrationReport> {
  const report = emptyReport();
  const done = (...collections: MigratedCollection[]) => {
    for (const c of collections) options.onProgress?.(c, report[c]);
  };
  await copyPress(sqlite, db, report);
  done("press");
  await copyLeads(sqlite, db, report);
  done("leads", "lead_idempotency", "lead_rollups");
  await copyBookings(sqlite, db, report);
  done("visit_bookings", "visit_slots", "visit_slots/*/seats", "visit_phone_days");
  await copySms(sqlite, db, report);
  done("sms_outbox");
  await copyConversions(sqlite, db, report);
  done("lead_conversions");
  await copyStaff(sqlite, db, report, (notice) => options.onNotice?.(notice));
  done("staffUsers", "staffEmails");
  await copyCourses(sqlite, db, report);
  done("leadCourses", "leadCourseEvents");
  await copyAccessRecords(sqlite, db, report);
  done("accessRecords");
  await copyUnits(sqlite, db, report);
  done("unitsBoard", "unitsChanges");
  return report;
}

async function copyPress(sqlite: Db, db: Firestore, report: MigrationReport): Promise<void> {
  const source = new SqlitePressRepository(sqlite);
  const target = new FirestorePressRepository(db);
  const sites = sqlite
    .prepare("SELECT DISTINCT site_id FROM press_articles ORDER BY site_id")
    .pluck()
    .all() as string[];
  for (const site of sites) {
    let cursor: string | null = null;
    let pending: PressSeedArticle[] = [];
    const flush = async () => {
      // importArticles creates only ids that are free: an existing article (and its views) stays as it is.
      const written = await target.importArticles(pending);
      report.press.created += written;
      report.press.skipped += pending.length - written;
      pending = [];
    };
    do {
      const page = await source.list(site, cursor);
      pending.push(
        ...page.items.map((a) => ({
          id: a.id,
          siteId: a.siteId,
          title: a.title,
          summary: a.summary,
          content: a.content,
          date: a.date,
          views: a.views,
        })),
      );
      if (pending.length >= PRESS_PAGE) await flush();
      cursor = page.nextCursor;
    } while (cursor);
    if (pending.length > 0) await flush();
  }
}

type LeadInternals = {
  id: string;
  idempotency_key: string | null;
  payload_hash: string | null;
  landing: string | null;
  status_at: number | null;
  retry_window_start: number;
  lease_until: number | null;
  claim_token: string | null;
};

async function copyLeads(sqlite: Db, db: Firestore, report: MigrationReport): Promise<void> {
  const source = new SqliteLeadOutbox(sqlite);
  const page = sqlite.prepare(
    `SELECT id, idempotency_key, payload_hash, landing, status_at, retry_window_start, lease_until, claim_token
       FROM leads WHERE id > ? ORDER BY id LIMIT ?`,
  );
  const leads = db.collection(LEAD_COLLECTIONS.leads);
  const keys = db.collection(LEAD_COLLECTIONS.idempotency);
  const rollups = db.collection(LEAD_COLLECTIONS.rollups);
  let after = "";
  for (;;) {
    const rows = page.all(after, LEAD_PAGE) as LeadInternals[];
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    const stored: StoredLead[] = [];
    for (const r of rows) {
      const lead = await source.get(r.id);
      if (!lead) continue; // deleted since the page was read
      stored.push({
        ...lead,
        idempotencyKey: r.idempotency_key,
        // Rows stored before the fingerprint existed: the one add() would compute from the stored fields.
        payloadHash: r.payload_hash ?? (r.idempotency_key ? leadPayloadHash(lead.form, lead) : null),
        landing: r.landing,
        statusAt: new Date(r.status_at ?? lead.createdAt.getTime()),
        retryWindowStart: new Date(r.retry_window_start),
        leaseUntil: dateOrNull(r.lease_until),
        claimToken: r.claim_token,
      });
    }
    await withRetries(async () => {
      const key = new Map(stored.map((l) => [l.id, idempotencyDocument(l)]));
      const days = [...new Set(stored.map((l) => rollupFields({ ...l, landing: l.landing ?? l.page }).day))];
      const found = await existing(db, [
        ...stored.map((l) => leads.doc(l.id)),
        ...[...key.values()].flatMap((k) => (k ? [keys.doc(k.id)] : [])),
        ...days.map((d) => rollups.doc(d)),
      ]);
      const counts = { leads: { created: 0, skipped: 0 }, keys: { created: 0, skipped: 0 } };
      const perDay = new Map<string, Map<string, number>>();
      const batch = db.batch();
      for (const lead of stored) {
        if (found.has(leads.doc(lead.id).path)) {
          counts.leads.skipped += 1;
          if (key.get(lead.id)) counts.keys.skipped += 1;
          continue;
        }
        batch.create(leads.doc(lead.id), leadDocument(lead));
        counts.leads.created += 1;
        const record = key.get(lead.id);
        if (record) {
          // A key record already there belongs to another lead (made on Firestore): it stays.
          if (found.has(keys.doc(record.id).path)) counts.keys.skipped += 1;
          else {
            batch.create(keys.doc(record.id), record.data);
            counts.keys.created += 1;
          }
        }
        const { day, fields } = rollupFields({ ...lead, landing: lead.landing ?? lead.page });
        const tally = perDay.get(day) ?? new Map<string, number>();
        for (const field of fields) tally.set(field, (tally.get(field) ?? 0) + 1);
        perDay.set(day, tally);
      }
      for (const [day, tally] of perDay) {
        const increments: DocumentData = { day };
        for (const [field, n] of tally) increments[field] = FieldValue.increment(n);
        batch.set(rollups.doc(day), increments, { merge: true });
      }
      if (counts.leads.created > 0) await batch.commit();
      report.leads.created += counts.leads.created;
      report.leads.skipped += counts.leads.skipped;
      report.lead_idempotency.created += counts.keys.created;
      report.lead_idempotency.skipped += counts.keys.skipped;
      for (const day of perDay.keys()) {
        if (found.has(rollups.doc(day).path)) report.lead_rollups.updated += 1;
        else report.lead_rollups.created += 1;
      }
    });
  }
}

type SmsInternals = { id: string; retry_window_start: number; lease_until: number | null; claim_token: string | null };

async function copySms(sqlite: Db, db: Firestore, report: MigrationReport): Promise<void> {
  const source = new SqliteSmsOutbox(sqlite);
  const page = sqlite.prepare(
    "SELECT id, retry_window_start, lease_until, claim_token FROM sms_outbox WHERE id > ? ORDER BY id LIMIT ?",
  );
  const messages = db.collection(SMS_COLLECTION);
  let after = "";
  for (;;) {
    const rows = page.all(after, SMS_PAGE) as SmsInternals[];
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    const docs: { ref: DocumentReference; data: DocumentData }[] = [];
    for (const r of rows) {
      const record = await source.get(r.id);
      if (record)
        docs.push({
          ref: messages.doc(r.id),
          data: smsDocument({
            ...record,
            retryWindowStart: new Date(r.retry_window_start),
            leaseUntil: dateOrNull(r.lease_until),
            claimToken: r.claim_token,
          }),
        });
    }
    await createMissing(db, docs, report.sms_outbox);
  }
}
