import "server-only";
import { onShutdown, trackWork } from "@/lib/runtime/lifecycle";
import { drainLeads } from "./index";

// Lead-capture work at server start: open (and migrate) the store, deliver what is due (leads
// left pending by a crash or a restart, no-destination leads once a URL is configured), then
// keep draining on a short, unref'd interval. One pass is bounded (200 leads) and passes never overlap.

export const DRAIN_INTERVAL_MS = 5_000;

const KEY = Symbol.for("presale.leads.drainer");
const globalStore = globalThis as typeof globalThis & { [KEY]?: NodeJS.Timeout };

export async function startLeads(): Promise<void> {
  if (globalStore[KEY]) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const report = await drainLeads();
      if (report.claimed > 0) console.log(`[leads] drained: ${JSON.stringify(report)}`);
    } catch (error) {
      console.error("[leads] drain pass failed:", error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void trackWork(tick()), DRAIN_INTERVAL_MS);
  timer.unref();
  globalStore[KEY] = timer;
  onShutdown("lead drainer", () => clearInterval(timer));
  void trackWork(tick());
}
