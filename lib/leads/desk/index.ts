import "server-only";
import { retentionCutoffFor } from "@/lib/site/retention";
import { defineStore } from "@/lib/platform/store/factory";
import type { LeadDeskStore } from "./course";
import { SqliteLeadDeskStore } from "./course-sqlite";

export { STAGES, stageLabel, untouched, type LeadCourse, type Stage, type CourseEvent } from "./course";

// The sales desk's store (course.ts), picked once by DATA_BACKEND (lib/platform/store/factory.ts).
export const leadDesk = defineStore<LeadDeskStore>("desk.courses", {
  label: "lead desk store",
  sqlite: (db) => new SqliteLeadDeskStore(db),
  firestore: () =>
    Promise.all([import("@/lib/platform/firebase/admin"), import("./course-firestore")]).then(
      ([{ firestore }, { FirestoreLeadDeskStore }]) => new FirestoreLeadDeskStore(firestore()),
    ),
  bulk: ["purge", "coursesCreated"],
});

/** Retention: a lead's course and notes go when the lead does (the lead retention period, by the lead's time). */
export async function purgeLeadCourses(now: Date): Promise<number> {
  return (await leadDesk()).purge(retentionCutoffFor("leads", now));
}
