import { z } from "zod";

/** Every scheduled job, in the order the report lists them. */
export const JOB_NAMES = [
  "leads",
  "sms",
  "conversions",
  "reminders",
  "purge-leads",
  "purge-bookings",
  "purge-sms",
  "purge-vitals",
  "purge-sessions",
  "purge-quota",
  "purge-access",
] as const;
export type JobName = (typeof JOB_NAMES)[number];

const jobName = z.enum(JOB_NAMES);

/**
 * The cron route's optional `?jobs=` (comma-separated, or repeated): the jobs to run now. Absent:
 * every job (gated ones when due). An unknown or empty name is refused, never ignored.
 */
export const jobsQuerySchema = z
  .array(z.string().max(200))
  .max(JOB_NAMES.length * 2)
  .transform((values) => values.flatMap((v) => v.split(",")).map((v) => v.trim()))
  .pipe(
    z
      .array(z.string())
      .superRefine((names, ctx) => {
        const unknown = names.filter((n) => !jobName.safeParse(n).success);
        if (unknown.length > 0) {
          const shown = unknown.map((n) => JSON.stringify(n.slice(0, 40))).join(", ");
          ctx.addIssue({
            code: "custom",
            message: `알 수 없는 작업 이름입니다: ${shown}. 가능한 이름: ${JOB_NAMES.join(", ")} (unknown job name; use a comma-separated list of these)`,
          });
        }
      })
      .transform((names) => [...new Set(names)] as JobName[]),
  );

export type JobsQuery = { ok: true; only: JobName[] | undefined } | { ok: false; message: string };

/** Reads `?jobs=` from a URL's query. */
export function parseJobsQuery(params: URLSearchParams): JobsQuery {
  const values = params.getAll("jobs");
  if (values.length === 0) return { ok: true, only: undefined };
  const parsed = jobsQuerySchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message =
      issue?.code === "custom"
        ? issue.message
        : `작업 목록(jobs)이 너무 깁니다. 가능한 이름: ${JOB_NAMES.join(", ")} (jobs list too long)`;
    return { ok: false, message };
  }
  return { ok: true, only: parsed.data };
}
