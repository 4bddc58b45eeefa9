import "server-only";
import { log } from "@/lib/platform/log";
import { trackedAfter } from "@/lib/platform/runtime/lifecycle";
import { drainVisitSms } from "./runtime";

/**
 * One SMS pass right after the answer (Next's `after`), so a one-time code or a confirmation goes
 * out in seconds whatever BACKGROUND_JOBS says; the scheduled `sms` job still sends what this misses.
 * Tracked, so a graceful shutdown waits for it.
 */
export function drainSoon(after: (task: () => Promise<unknown>) => void): void {
  trackedAfter(after)(async () => {
    try {
      await drainVisitSms({ maxMessages: 10 });
    } catch (error) {
      log.error("[sms] the pass after a booking step failed (the scheduled job sends it)", { error });
    }
  });
}
