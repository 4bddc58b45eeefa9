import "server-only";
import { startAuth } from "@/lib/auth/startup";
import { env } from "@/lib/env";
import { startLeads } from "@/lib/leads/startup";
import { startPress } from "@/lib/press/startup";

/**
 * Everything the long-running server does once at start: check the settings, prepare stores,
 * start background workers. A setting production refuses (lib/env.ts, lib/auth/startup.ts) throws
 * here, before any store is opened or worker started, and the server does not come up.
 */
export async function onServerStart(): Promise<void> {
  env();
  await startAuth();
  await startPress();
  await startLeads();
}
