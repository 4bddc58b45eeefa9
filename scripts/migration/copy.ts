import "server-only";
import type { DocumentData, DocumentReference, Firestore } from "firebase-admin/firestore";
import { ALREADY_EXISTS, FAILED_PRECONDITION, codeOf } from "@/lib/platform/firebase/error-codes";

// What every copy step of the migration (to-firestore.ts) shares: the report's shape, and the
// reads and retries that keep a copy idempotent.

export type CopyCounts = {
  /** Documents this run created. */
  created: number;
  /** Documents that existed and were incremented (counters only). */
  updated: number;
  /** Records whose document existed already (or, for counters and phone-day records, was left as it was). */
  skipped: number;
};
export type MigrationReport = Record<MigratedCollection, CopyCounts>;

export const MIGRATED_COLLECTIONS = [
  "press",
  "leads",
  "lead_idempotency",
  "lead_rollups",
  "visit_bookings",
  "visit_slots",
  "visit_slots/*/seats",
  "visit_phone_days",
  "sms_outbox",
  "lead_conversions",
  "staffUsers",
  "staffEmails",
  "leadCourses",
  "leadCourseEvents",
  "accessRecords",
  "unitsBoard",
  "unitsChanges",
] as const;
export type MigratedCollection = (typeof MIGRATED_COLLECTIONS)[number];

/** A record the copy left out on purpose, for the operator to settle (ids only, never personal data). */
export type MigrationNotice = { collection: MigratedCollection; id: string; reason: string };

const READ_CHUNK = 100;
const ATTEMPTS = 5;

/** Which of `refs` exist (by path), read in chunks. */
export async function existing(db: Firestore, refs: DocumentReference[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < refs.length; i += READ_CHUNK) {
    const chunk = refs.slice(i, i + READ_CHUNK);
    if (chunk.length === 0) continue;
    for (const snap of await db.getAll(...chunk)) if (snap.exists) found.add(snap.ref.path);
  }
  return found;
}

/** Runs `attempt` until it commits; a batch that met a document created meanwhile reads again (bounded). */
export async function withRetries(attempt: () => Promise<void>): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      const code = codeOf(error);
      if ((code !== ALREADY_EXISTS && code !== FAILED_PRECONDITION) || i >= ATTEMPTS) throw error;
    }
  }
}

/** The most writes of one batch made by createMissing (Firestore allows 500). */
export const CREATE_BATCH = 450;

/** Creates, in batches of at most CREATE_BATCH, those of `docs` that do not exist yet; what exists is left as it is. */
export async function createMissing(
  db: Firestore,
  docs: { ref: DocumentReference; data: DocumentData }[],
  counts: CopyCounts,
): Promise<void> {
  for (let i = 0; i < docs.length; i += CREATE_BATCH) {
    const chunk = docs.slice(i, i + CREATE_BATCH);
    await withRetries(async () => {
      const found = await existing(
        db,
        chunk.map((d) => d.ref),
      );
      const fresh = chunk.filter((d) => !found.has(d.ref.path));
      if (fresh.length > 0) {
        const batch = db.batch();
        for (const d of fresh) batch.create(d.ref, d.data);
        await batch.commit();
      }
      counts.created += fresh.length;
      counts.skipped += chunk.length - fresh.length;
    });
  }
}
