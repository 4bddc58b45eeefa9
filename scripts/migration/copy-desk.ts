import "server-only";
import type { CollectionReference, DocumentData, DocumentReference, Firestore } from "firebase-admin/firestore";
import { ACCESS_CHAIN_COLLECTION, ACCESS_COLLECTION, accessRecordDocument } from "@/lib/staff/access/store/firestore";
import { SqliteAccessRecordStore } from "@/lib/staff/access/store/sqlite";
import { CONVERSIONS, conversionDocument } from "@/lib/leads/follow-ups/store/firestore";
import { SqliteConversionQueue } from "@/lib/leads/follow-ups/store/sqlite";
import { STAFF_COLLECTIONS, emailKey, staffEmailDocument, staffUserDocument } from "@/lib/staff/users/store/firestore";
import { SqliteUserStore } from "@/lib/staff/users/store/sqlite";
import type { StaffUser } from "@/lib/staff/users/users";
import { COURSE_COLLECTIONS, courseDocument, courseEventDocument } from "@/lib/leads/desk/store/firestore";
import { SqliteLeadDeskStore } from "@/lib/leads/desk/store/sqlite";
import type { Db } from "@/lib/platform/db/sqlite";
import { figureKey } from "@/lib/leads/units/board";
import { UNITS_COLLECTIONS, unitChangeDocument, unitFigureDocument } from "@/lib/leads/units/store/firestore";
import { SqliteUnitsBoard } from "@/lib/leads/units/store/sqlite";
import { dateOrNull } from "@/lib/platform/db/sqlite-store";
import { createMissing, withRetries, type MigrationNotice, type MigrationReport } from "./copy";

// The back office's part of the migration (to-firestore.ts): the lead follow-up queue, staff
// accounts, the sales desk's courses and their events, the access records and the remaining-units
// board. None of them has a
// counter: each document is created when it is missing and left as it is when it exists, so a rerun
// creates nothing and never undoes what the Firestore server changed since.

const CONVERSION_PAGE = 400;
const STAFF_PAGE = 200; // an account and its address: 400 writes a batch
const COURSE_PAGE = 100; // leads per read; their courses and events go in batches of CREATE_BATCH
const ACCESS_PAGE = 400;
/** Records of one millisecond read at once; more is no real site's (the copy stops rather than miss one). */
const ACCESS_INSTANT_MAX = 100_000;

type Doc = { ref: DocumentReference; data: DocumentData };
type UnitChangeRow = {
  id: string;
  type: string;
  building: string | null;
  from_count: number | null;
  to_count: number;
  at: number;
  set_by: string;
  seq: number;
};
const CHANGES_PAGE = 400;
type ConversionInternals = {
  id: string;
  retry_window_start: number;
  lease_until: number | null;
  claim_token: string | null;
};

/** The follow-up queue: a pending event keeps its due time, retry window and lease (it is sent once, by whichever server holds it); a settled one its state. */
export async function copyConversions(sqlite: Db, db: Firestore, report: MigrationReport): Promise<void> {
  const source = new SqliteConversionQueue(sqlite);
  const page = sqlite.prepare(
    "SELECT id, retry_window_start, lease_until, claim_token FROM lead_conversions WHERE id > ? ORDER BY id LIMIT ?",
  );
  const events = db.collection(CONVERSIONS);
  let after = "";
  for (;;) {
    const rows = page.all(after, CONVERSION_PAGE) as ConversionInternals[];
    if (rows.length === 0) return;
    after = rows.at(-1)!.id;
    const docs: Doc[] = [];
    for (const r of rows) {
      const record = await source.get(r.id);
      if (record)
        docs.push({
          ref: events.doc(r.id),
          data: conversionDocument({
            ...record,
            retryWindowStart: new Date(r.retry_window_start),
            leaseUntil: dateOrNull(r.lease_until),
            claimToken: r.claim_token,
          }),
        });
    }
    await createMissing(db, docs, report.lead_conversions);
  }
}

/**
 * Staff accounts with their ids, password hashes and invitations. An account and its address
 * document are created in one batch, so an address never names an account that is not there; an
 * address that names another account on Firestore keeps it, and the account is left out (a notice).
 */
export async function copyStaff(
  sqlite: Db,
  db: Firestore,
  report: MigrationReport,
  notify: (n: MigrationNotice) => void,
): Promise<void> {
  const all = await new SqliteUserStore(sqlite).list();
  const users = db.collection(STAFF_COLLECTIONS.users);
  const emails = db.collection(STAFF_COLLECTIONS.emails);
  for (let i = 0; i < all.length; i += STAFF_PAGE) {
    const chunk = all.slice(i, i + STAFF_PAGE);
    await withRetries(() => copyStaffChunk(db, chunk, users, emails, report, notify));
  }
}

async function copyStaffChunk(
  db: Firestore,
  chunk: StaffUser[],
  users: CollectionReference,
  emails: CollectionReference,
  report: MigrationReport,
  notify: (n: MigrationNotice) => void,
): Promise<void> {
  const refs = chunk.flatMap((u) => [users.doc(u.id), emails.doc(emailKey(u.email))]);
  const snaps = new Map((await db.getAll(...refs)).map((s) => [s.ref.path, s]));
  const counts = { users: { created: 0, skipped: 0 }, emails: { created: 0, skipped: 0 } };
  const notices: MigrationNotice[] = [];
  const batch = db.batch();
  for (const user of chunk) {
    const userRef = users.doc(user.id);
    const emailRef = emails.doc(emailKey(user.email));
    const owner = snaps.get(emailRef.path);
    if (snaps.get(userRef.path)?.exists) {
      counts.users.skipped += 1;
      counts.emails.skipped += 1;
      continue;
    }
    if (owner?.exists && owner.get("id") !== user.id) {
      counts.users.skipped += 1;
      counts.emails.skipped += 1;
      notices.push({
        collection: "staffUsers",
        id: user.id,
        reason: `its address belongs to account ${String(owner.get("id"))} on Firestore`,
      });
      continue;
    }
    batch.create(userRef, staffUserDocument(user));
    counts.users.created += 1;
    if (owner?.exists)
      counts.emails.skipped += 1; // already names this account
    else {
      // create, not set: an invitation made on Firestore meanwhile fails the batch, which reads again.
      batch.create(emailRef, staffEmailDocument(user.id));
      counts.emails.created += 1;
    }
  }
  if (counts.users.created > 0) await batch.commit();
  report.staffUsers.created += counts.users.created;
  report.staffUsers.skipped += counts.users.skipped;
  report.staffEmails.created += counts.emails.created;
  report.staffEmails.skipped += counts.emails.skipped;
  notices.forEach(notify);
}

/** Each lead's course and events; an event's `seq` is its place among the lead's events of the same instant (one save's events share it). */
export async function copyCourses(sqlite: Db, db: Firestore, report: MigrationReport): Promise<void> {
  const source = new SqliteLeadDeskStore(sqlite);
  const page = sqlite
    .prepare(
      "SELECT lead_id FROM lead_courses WHERE lead_id > ? UNION SELECT lead_id FROM lead_course_events WHERE lead_id > ? ORDER BY 1 LIMIT ?",
    )
    .pluck();
  const courses = db.collection(COURSE_COLLECTIONS.courses);
  const events = db.collection(COURSE_COLLECTIONS.events);
  let after = "";
  for (;;) {
    const leadIds = page.all(after, after, COURSE_PAGE) as string[];
    if (leadIds.length === 0) return;
    after = leadIds.at(-1)!;
    const found = await source.courses(leadIds);
    const courseDocs: Doc[] = [...found.values()].map((c) => ({ ref: courses.doc(c.leadId), data: courseDocument(c) }));
    const eventDocs: Doc[] = [];
    for (const leadId of leadIds) {
      let seq = 0;
      let previous: number | null = null;
      for (const e of await source.events(leadId)) {
        seq = e.at.getTime() === previous ? seq + 1 : 0;
        previous = e.at.getTime();
        eventDocs.push({ ref: events.doc(e.id), data: courseEventDocument(e, seq) });
      }
    }
    await createMissing(db, courseDocs, report.leadCourses);
    await createMissing(db, eventDocs, report.leadCourseEvents);
  }
}

/**
 * Every access record, with its id and time, newest first through the store's own list(): a page
 * ends before its oldest instant, which is then read whole, so records sharing a millisecond across
 * a page's end are neither missed nor read twice.
 */
export async function copyAccessRecords(sqlite: Db, db: Firestore, report: MigrationReport): Promise<void> {
  const source = new SqliteAccessRecordStore(sqlite);
  await copyAccessPages(source, db, report);
  // The chain's head and anchor, so the copy checks as whole as its source (npm run verify-access-records).
  const { head, anchor } = await source.chainState();
  const links = db.collection(ACCESS_CHAIN_COLLECTION);
  const entries = [
    ...(head ? [{ ref: links.doc("head"), data: head }] : []),
    ...(anchor ? [{ ref: links.doc("anchor"), data: anchor }] : []),
  ];
  await createMissing(db, entries, { created: 0, updated: 0, skipped: 0 });
}

async function copyAccessPages(source: SqliteAccessRecordStore, db: Firestore, report: MigrationReport): Promise<void> {
  const records = db.collection(ACCESS_COLLECTION);
  let to: Date | undefined;
  for (;;) {
    const page = await source.list({ to, limit: ACCESS_PAGE });
    if (page.length === 0) return;
    let batch = page;
    if (page.length === ACCESS_PAGE) {
      const oldest = page.at(-1)!.at;
      const instant = await source.list({
        from: oldest,
        to: new Date(oldest.getTime() + 1),
        limit: ACCESS_INSTANT_MAX,
      });
      if (instant.length >= ACCESS_INSTANT_MAX)
        throw new Error(`more than ${ACCESS_INSTANT_MAX} access records at ${oldest.toISOString()}: not copied`);
      batch = [...page.filter((r) => r.at.getTime() > oldest.getTime()), ...instant];
      to = oldest;
    }
    await createMissing(
      db,
      batch.map((r) => ({ ref: records.doc(r.id), data: accessRecordDocument(r) })),
      report.accessRecords,
    );
    if (page.length < ACCESS_PAGE) return;
  }
}

/** The remaining-units board: its figures (by their key) and every change, each created when missing. */
export async function copyUnits(sqlite: Db, db: Firestore, report: MigrationReport): Promise<void> {
  const figures = await new SqliteUnitsBoard(sqlite).figures();
  await createMissing(
    db,
    figures.map((f) => ({
      ref: db.collection(UNITS_COLLECTIONS.board).doc(figureKey(f)),
      data: unitFigureDocument(f),
    })),
    report.unitsBoard,
  );
  const rows = sqlite
    .prepare("SELECT id, type, building, from_count, to_count, at, set_by, seq FROM units_changes ORDER BY at, seq")
    .all() as UnitChangeRow[];
  for (let i = 0; i < rows.length; i += CHANGES_PAGE) {
    await createMissing(
      db,
      rows.slice(i, i + CHANGES_PAGE).map((r) => ({
        ref: db.collection(UNITS_COLLECTIONS.changes).doc(r.id),
        data: unitChangeDocument(
          {
            id: r.id,
            type: r.type,
            building: r.building,
            from: r.from_count,
            to: r.to_count,
            at: new Date(r.at),
            by: r.set_by,
          },
          r.seq,
        ),
      })),
      report.unitsChanges,
    );
  }
}
