import "server-only";
import { randomUUID } from "node:crypto";
import { FieldPath, Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
import {
  applyChange,
  untouched,
  type CourseChange,
  type CourseEvent,
  type LeadCourse,
  type LeadDeskStore,
} from "../course";

// Collections leadCourses (document id = the lead's id) and leadCourseEvents (fields leadId, at and
// seq, the event's place within one save). Single-field queries only. See course.ts.

export const COURSE_COLLECTIONS = { courses: "leadCourses", events: "leadCourseEvents" } as const;
const COURSES = COURSE_COLLECTIONS.courses;
const EVENTS = COURSE_COLLECTIONS.events;
const IN_LIMIT = 30;
const PURGE_BATCH = 100;

const ts = (d: Date | null) => (d ? Timestamp.fromDate(d) : null);
const date = (v: unknown) => (v instanceof Timestamp ? v.toDate() : null);

function courseOf(id: string, d: DocumentData): LeadCourse {
  return {
    leadId: id,
    stage: d.stage,
    assignee: d.assignee ?? null,
    nextCallOn: d.nextCallOn ?? null,
    firstCalledAt: date(d.firstCalledAt),
    firstVisitedAt: date(d.firstVisitedAt),
    leadCreatedAt: date(d.leadCreatedAt)!,
    updatedAt: date(d.updatedAt)!,
    updatedBy: d.updatedBy ?? "",
  };
}

/** A course's leadCourses document (id = the lead's id). */
export const courseDocument = (c: LeadCourse) => ({
  stage: c.stage,
  assignee: c.assignee,
  nextCallOn: c.nextCallOn,
  firstCalledAt: ts(c.firstCalledAt),
  firstVisitedAt: ts(c.firstVisitedAt),
  leadCreatedAt: ts(c.leadCreatedAt),
  updatedAt: ts(c.updatedAt),
  updatedBy: c.updatedBy,
});

/** An event's leadCourseEvents document (id = the event's id); `seq`: its place within its save. */
export const courseEventDocument = (e: CourseEvent, seq: number) => ({
  leadId: e.leadId,
  at: ts(e.at),
  seq,
  actor: e.actor,
  kind: e.kind,
  value: e.value,
});

export class FirestoreLeadDeskStore implements LeadDeskStore {
  constructor(private readonly db: Firestore) {}

  async courses(leadIds: readonly string[]): Promise<Map<string, LeadCourse>> {
    const found = new Map<string, LeadCourse>();
    for (let i = 0; i < leadIds.length; i += IN_LIMIT) {
      const chunk = leadIds.slice(i, i + IN_LIMIT);
      if (chunk.length === 0) continue;
      const snap = await this.db.collection(COURSES).where(FieldPath.documentId(), "in", chunk).get();
      for (const doc of snap.docs) found.set(doc.id, courseOf(doc.id, doc.data()));
    }
    return found;
  }

  async events(leadId: string): Promise<CourseEvent[]> {
    // One lead's events are few: sorted here (time, then their order within one save), so no composite index is needed.
    const snap = await this.db.collection(EVENTS).where("leadId", "==", leadId).get();
    return snap.docs
      .map((doc) => ({ doc, d: doc.data() }))
      .sort((a, b) => date(a.d.at)!.getTime() - date(b.d.at)!.getTime() || (a.d.seq ?? 0) - (b.d.seq ?? 0))
      .map(({ doc, d }) => ({
        id: doc.id,
        leadId,
        at: date(d.at)!,
        actor: d.actor,
        kind: d.kind,
        value: d.value ?? null,
      }));
  }

  async change(change: CourseChange): Promise<{ course: LeadCourse; events: CourseEvent[] }> {
    const ref = this.db.collection(COURSES).doc(change.leadId);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const before = snap.exists ? courseOf(snap.id, snap.data()!) : untouched(change.leadId, change.leadCreatedAt);
      const { after, events } = applyChange(before, change, randomUUID);
      tx.set(ref, courseDocument(after));
      events.forEach((e, seq) => tx.create(this.db.collection(EVENTS).doc(e.id), courseEventDocument(e, seq)));
      return { course: after, events };
    });
  }

  async coursesCreated(from: Date, to: Date): Promise<LeadCourse[]> {
    const snap = await this.db
      .collection(COURSES)
      .where("leadCreatedAt", ">=", ts(from))
      .where("leadCreatedAt", "<", ts(to))
      .get();
    return snap.docs.map((doc) => courseOf(doc.id, doc.data()));
  }

  async remove(leadId: string): Promise<void> {
    const events = await this.db.collection(EVENTS).where("leadId", "==", leadId).get();
    const batch = this.db.batch();
    for (const doc of events.docs) batch.delete(doc.ref);
    batch.delete(this.db.collection(COURSES).doc(leadId));
    await batch.commit();
  }

  async purge(before: Date): Promise<number> {
    let deleted = 0;
    for (;;) {
      const old = await this.db.collection(COURSES).where("leadCreatedAt", "<", ts(before)).limit(PURGE_BATCH).get();
      if (old.empty) return deleted;
      for (const doc of old.docs) await this.remove(doc.id);
      deleted += old.size;
      if (old.size < PURGE_BATCH) return deleted;
    }
  }
}
