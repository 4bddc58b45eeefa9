import "server-only";
import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import { ALREADY_EXISTS, FAILED_PRECONDITION, codeOf } from "@/lib/firebase/error-codes";

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
] as const;
export type MigratedCollection = (typeof MIGRATED_COLLECTIONS)[number];

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
