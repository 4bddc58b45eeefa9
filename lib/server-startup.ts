import "server-only";
import { startAuth } from "@/lib/auth/startup";
import { env } from "@/lib/env";
import { startScheduledJobs } from "@/lib/jobs";
import { startPress } from "@/lib/press/startup";
import { checkVisitSettings } from "@/lib/visit/startup";

/**
 * Everything the long-running server does once at start: check the settings, prepare stores,
 * start background workers. A setting that is wrong, or that production refuses (lib/env.ts,
 * lib/auth/startup.ts), stops the process here, before any store is opened or worker started:
 * Next only logs an error thrown by the instrumentation hook and serves on regardless.
 */
export async function onServerStart(): Promise<void> {
  try {
    const e = env();
    await startAuth();
    checkVisitSettings(e);
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n\nThe server is not started: fix the setting above and start it again.\n`);
    process.exit(1);
  }
  await startPress();
  startScheduledJobs();
}
