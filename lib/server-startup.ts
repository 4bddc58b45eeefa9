import "server-only";
import { startAuth } from "@/lib/auth/startup";
import { startLeads } from "@/lib/leads/startup";
import { startPress } from "@/lib/press/startup";

/** Everything the long-running server does once at start: prepare stores, start background workers. */
export async function onServerStart(): Promise<void> {
  await startPress();
  await startLeads();
  await startAuth();
}
