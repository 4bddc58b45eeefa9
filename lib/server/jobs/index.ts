import "server-only";
import { adminSessionStore, purgeAccessRecords } from "@/lib/staff";
import { env } from "@/lib/env";
import { log } from "@/lib/platform/log";
import { runAlertCheck, purgeLeadCourses, drainLeads, purgeLeads, sendLeadFollowUps } from "@/lib/leads";
import { drainVisitSms, purgeBookings, purgeSmsRecords, queueMissedVisitReminders } from "@/lib/visits";
import { purgeVitals } from "@/lib/site/vitals";
import { QUOTA_KEEP_DAYS, quotaStore } from "@/lib/platform/quota";
import { DAY_MS, kstDay } from "@/lib/platform/time/kst";
import { runJobs, type JobDefinition, type RunReport } from "./run";
import type { JobName } from "./schema";
import { jobGateStore } from "./store";

// Every scheduled job of the site, run by one function: the in-process interval (BACKGROUND_JOBS=
// interval, the default) and the cron route (POST /api/cron/run, its alias /api/cron/drain) both
// call runScheduledJobs. Drains run on every pass (their claims keep two instances apart); the
// reminder backfill and the retention purges are gated in the store (gate-*.ts), so they run at
// most once per period across every instance, and a process frozen after one cron request loses
// nothing.

export { JOB_NAMES, parseJobsQuery, type JobName } from "./schema";
export type { JobResult, RunReport } from "./run";

/** Retention purges: hourly is well inside their periods (a year, 90 days, 8 hours). */
export const PURGE_EVERY_MS = 60 * 60 * 1000;
/** The reminder backfill (lib/visits/reminders.ts) reads tomorrow's bookings: every 15 minutes after the reminder time. */
export const REMINDERS_EVERY_MS = 15 * 60 * 1000;
/** The in-process interval's period (drains; gated jobs when due). */
export const JOBS_INTERVAL_MS = 5_000;

const counts = (o: object): Record<string, number> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => typeof v === "number"));

export const scheduledJobs: readonly JobDefinition[] = [
  {
    name: "leads",
    run: async (ctx) => {
      const report = await drainLeads({ now: ctx.clock, stopClaimingAt: ctx.stopClaimingAt });
      // After the pass, so a lead it just gave up on is counted; alerts never stop delivery (runAlertCheck never throws).
      await runAlertCheck();
      return { status: "ok", counts: counts(report) };
    },
  },
  {
    name: "sms",
    run: async (ctx) => {
      const report = await drainVisitSms({ now: ctx.clock, stopClaimingAt: ctx.stopClaimingAt });
      return report
        ? { status: "ok", counts: counts(report) }
        : { status: "skipped", reason: "SMS is not configured (SOLAPI_*, SMS_SENDER_NUMBER)" };
    },
  },
  {
    name: "conversions",
    run: async (ctx) => {
      const report = await sendLeadFollowUps({ now: ctx.clock, stopClaimingAt: ctx.stopClaimingAt });
      return report
        ? { status: "ok", counts: counts(report) }
        : {
            status: "skipped",
            reason:
              "no server-side conversions (META_PIXEL_ID, META_CAPI_TOKEN) and no new-lead alerts (LEAD_ALERT_*) are configured",
          };
    },
  },
  {
    name: "reminders",
    everyMs: REMINDERS_EVERY_MS,
    run: async (ctx) => {
      const report = await queueMissedVisitReminders(ctx.now);
      return report
        ? { status: "ok", counts: counts(report) }
        : { status: "skipped", reason: "reminders are off (SMS settings, SMS_VISIT_REMINDER)" };
    },
  },
  {
    name: "purge-leads",
    everyMs: PURGE_EVERY_MS,
    run: async (ctx) => ({
      status: "ok",
      counts: { ...counts(await purgeLeads(ctx.now)), courses: await purgeLeadCourses(ctx.now) },
    }),
  },
  {
    name: "purge-bookings",
    everyMs: PURGE_EVERY_MS,
    run: async (ctx) => ({ status: "ok", counts: { bookings: await purgeBookings(ctx.now) } }),
  },
  {
    name: "purge-sms",
    everyMs: PURGE_EVERY_MS,
    run: async (ctx) => ({ status: "ok", counts: { messages: await purgeSmsRecords(ctx.now) } }),
  },
  {
    name: "purge-vitals",
    everyMs: PURGE_EVERY_MS,
    run: async (ctx) => ({ status: "ok", counts: { rows: await purgeVitals(ctx.now) } }),
  },
  {
    name: "purge-sessions",
    everyMs: PURGE_EVERY_MS,
    run: async (ctx) => ({ status: "ok", counts: { sessions: await (await adminSessionStore()).prune(ctx.now) } }),
  },
  {
    name: "purge-quota",
    everyMs: PURGE_EVERY_MS,
    run: async (ctx) => ({
      status: "ok",
      counts: { counts: await (await quotaStore()).purge(kstDay(ctx.now.getTime() - (QUOTA_KEEP_DAYS - 1) * DAY_MS)) },
    }),
  },
  {
    name: "purge-access",
    everyMs: PURGE_EVERY_MS,
    run: async (ctx) => ({ status: "ok", counts: { records: await purgeAccessRecords(ctx.now) } }),
  },
];

type Runtime = { hints: Map<JobName, number>; timer?: NodeJS.Timeout; pass?: Promise<unknown>; stopped?: boolean };
const KEY = Symbol.for("presale.jobs.runtime");
const globalStore = globalThis as typeof globalThis & { [KEY]?: Runtime };
const runtime = (): Runtime => (globalStore[KEY] ??= { hints: new Map() });

/** One pass of the scheduled jobs (every one, or `only`: those, gates aside). Never throws: failures are in the report. */
export async function runScheduledJobs(options: { now?: Date; only?: readonly JobName[] } = {}): Promise<RunReport> {
  return runJobs(scheduledJobs, { now: options.now, only: options.only, gate: jobGateStore, hints: runtime().hints });
}

/** One log line per pass that did something or failed: job names and counts only. */
export function logPass(report: RunReport): void {
  const parts: string[] = [];
  let failed = false;
  for (const [name, r] of Object.entries(report.jobs)) {
    if (r.status === "failed" || r.status === "timeout") {
      failed = true;
      parts.push(`${name} ${r.status}${r.status === "failed" ? ` (${r.error})` : ""}`);
    } else if (r.status === "ok" && Object.values(r.counts).some((n) => n > 0)) {
      parts.push(
        `${name} ${Object.entries(r.counts)
          .map(([k, v]) => `${k}=${v}`)
          .join(" ")}`,
      );
    }
  }
  if (parts.length === 0) return;
  (failed ? log.error : log.info)(`[jobs] ${parts.join("; ")}`);
}

/**
 * Server start: with BACKGROUND_JOBS=interval, a pass now and then every JOBS_INTERVAL_MS
 * (unref'd; passes never overlap). With `cron`, nothing: the cron route runs every job. Returns
 * whether a timer was started.
 */
export function startScheduledJobs(): boolean {
  const rt = runtime();
  if (env().BACKGROUND_JOBS !== "interval") {
    log.info("[jobs] BACKGROUND_JOBS=cron: no in-process timer; a scheduler must call POST /api/cron/run every minute");
    return false;
  }
  if (rt.timer) return true;
  rt.stopped = false;
  const tick = () => {
    if (rt.pass || rt.stopped) return;
    rt.pass = runScheduledJobs()
      .then(logPass, (error: unknown) => log.error("[jobs] pass failed", { error }))
      .finally(() => {
        rt.pass = undefined;
      });
  };
  rt.timer = setInterval(tick, JOBS_INTERVAL_MS);
  rt.timer.unref();
  tick();
  return true;
}

/** Graceful shutdown: no new pass; resolves once a pass in progress has answered (each job within its deadline). */
export async function stopScheduledJobs(): Promise<void> {
  const rt = runtime();
  rt.stopped = true;
  if (rt.timer) clearInterval(rt.timer);
  rt.timer = undefined;
  await rt.pass;
}
