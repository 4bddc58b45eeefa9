import "server-only";
import { retentionCutoffFor } from "@/lib/site/retention";
import { leadDesk } from "./store";
export { leadDesk } from "./store";

export { STAGES, stageLabel, untouched, type LeadCourse, type Stage, type CourseEvent } from "./course";

// The sales desk's store (course.ts), picked once by DATA_BACKEND (lib/platform/store/factory.ts).

/** Retention: a lead's course and notes go when the lead does (the lead retention period, by the lead's time). */
export async function purgeLeadCourses(now: Date): Promise<number> {
  return (await leadDesk()).purge(retentionCutoffFor("leads", now));
}
