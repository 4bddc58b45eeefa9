import "server-only";
import { startAuth } from "@/lib/staff";
import { closeAllDbs } from "@/lib/platform/db/sqlite";
import { env } from "@/lib/env";
import { startScheduledJobs, stopScheduledJobs } from "@/lib/server/jobs";
import { log } from "@/lib/platform/log";
import { startPress } from "@/lib/press";
import { keepConsentText } from "@/lib/leads";
import { BULK_DEADLINE_MS, withDeadline } from "@/lib/platform/runtime/deadline";
import { installShutdownHook, markReady, onShutdown, trackWork } from "@/lib/platform/runtime/lifecycle";
import { checkVisitSettings } from "@/lib/visits";
import { BuildSettingsRefusal, checkBuildSettings } from "./build-settings";

/**
 * Everything the long-running server does once at start: check the settings, prepare stores,
 * start background workers. A setting that is wrong, that production refuses (lib/env.ts,
 * lib/staff/auth/startup.ts), or that differs from the build's (./build-settings.ts: the pages and
 * the security policy were made for the build's), stops the process here, before any store is opened or worker started:
 * Next only logs an error thrown by the instrumentation hook and serves on regardless.
 * Once everything has started the server counts as ready (GET /api/health); at shutdown
 * (scripts/start.mjs, through lib/platform/runtime/lifecycle.ts) the workers stop, the work they and the
 * routes' after() started is awaited, and the SQLite file is checkpointed and closed.
 */
export async function onServerStart(): Promise<void> {
  installShutdownHook();
  onShutdown("sqlite", closeAllDbs, "close");
  try {
    const e = env();
    const build = checkBuildSettings(e);
    if (build.refusal) throw new BuildSettingsRefusal(build.refusal);
    for (const d of build.allowed)
      log.warn(
        `[build] ${d.name}: the build has ${d.build}, this server ${d.run}; allowed for a measuring server of the build's own (--own-store)`,
      );
    await startAuth();
    checkVisitSettings(e);
  } catch (error) {
    log.error(
      error instanceof BuildSettingsRefusal
        ? error.message
        : `${error instanceof Error ? error.message : String(error)}\n\nThe server is not started: fix the setting above and start it again.`,
    );
    process.exit(1);
  }
  await startPress();
  await keepConsentText();
  if (env().DATA_BACKEND === "firestore") await warmLeadStore();
  if (startScheduledJobs()) onShutdown("scheduled jobs", () => trackWork(stopScheduledJobs()));
  markReady();
}

/**
 * Firestore: one read of the lead store before the server counts as ready, so the first visitors'
 * leads do not pay for opening its connection (a restarted instance under load took over 4 s, the
 * store's deadline, for its first writes). A failure is logged; the store tries again on use.
 */
async function warmLeadStore(): Promise<void> {
  try {
    const { oldestPendingLeadAt } = await import("@/lib/leads");
    await withDeadline(oldestPendingLeadAt(), BULK_DEADLINE_MS, "warming the lead store");
  } catch (error) {
    log.warn("[leads] the lead store did not answer at start; the first requests open it", { error });
  }
}
