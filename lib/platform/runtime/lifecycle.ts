import "server-only";
import { log } from "@/lib/platform/log";

// The server's life after start: whether it is ready (GET /api/health), the work that must end
// before the process does (a lead forward scheduled with after(), a drain pass in flight), and
// what to stop and close on the way out. Startup code registers here; it knows nothing of signals.
//
// The process entry, scripts/start.mjs, handles SIGTERM. It can't import this module (the app is
// compiled by Turbopack), so onServerStart puts a handle on globalThis[SHUTDOWN_HOOK]:
//   begin()        at the signal: health answers 503, the "stop" hooks run (workers' timers end);
//   finish(ms)     once the HTTP server has answered its last request: waits for tracked work
//                  (at most `ms`), then runs the "close" hooks (SQLite checkpoint and close).
// State lives on globalThis: route bundles and instrumentation may each load this module.

export const SHUTDOWN_HOOK = Symbol.for("presale.runtime.shutdown");

/** "stop": at the signal (stop taking new work); "close": last, after tracked work (stores). */
export type ShutdownPhase = "stop" | "close";
export type ShutdownReport = { unfinishedWork: number; failedHooks: string[] };
export type ShutdownHandle = { begin(): void; finish(budgetMs: number): Promise<ShutdownReport> };

type Hook = { name: string; phase: ShutdownPhase; run: () => unknown };
type State = { ready: boolean; stopping: boolean; hooks: Hook[]; work: Set<Promise<unknown>> };

const KEY = Symbol.for("presale.runtime.lifecycle");
const globalStore = globalThis as typeof globalThis & { [KEY]?: State; [SHUTDOWN_HOOK]?: ShutdownHandle };

function state(): State {
  globalStore[KEY] ??= { ready: false, stopping: false, hooks: [], work: new Set() };
  return globalStore[KEY];
}

/** Startup has finished (onServerStart). */
export function markReady(): void {
  state().ready = true;
}

/** Startup has finished and shutdown has not begun. */
export function isReady(): boolean {
  const s = state();
  return s.ready && !s.stopping;
}

export function isStopping(): boolean {
  return state().stopping;
}

/** Runs `run` at shutdown, in its phase, in registration order. A second hook of the same name replaces the first. */
export function onShutdown(name: string, run: () => unknown, phase: ShutdownPhase = "stop"): void {
  const s = state();
  s.hooks = [...s.hooks.filter((h) => h.name !== name), { name, phase, run }];
}

/** Shutdown waits (bounded) for `work` to settle. Returns `work` itself. */
export function trackWork<T>(work: Promise<T>): Promise<T> {
  const s = state();
  const settled: Promise<unknown> = work.then(
    () => s.work.delete(settled),
    () => s.work.delete(settled),
  );
  s.work.add(settled);
  return work;
}

/** How many tracked tasks are still running. */
export function pendingWork(): number {
  return state().work.size;
}

type Schedule = (task: () => Promise<unknown>) => void;

/**
 * `after` from next/server, with each task tracked from the moment it is scheduled (not only once
 * Next starts it after the response), so a shutdown that begins in between still waits for it.
 */
export function trackedAfter(after: Schedule): Schedule {
  return (task) => {
    let done!: () => void;
    trackWork(new Promise<void>((resolve) => (done = resolve)));
    try {
      after(async () => {
        try {
          await task();
        } finally {
          done();
        }
      });
    } catch (error) {
      done();
      throw error;
    }
  };
}

export function beginShutdown(): void {
  const s = state();
  if (s.stopping) return;
  s.stopping = true;
  for (const hook of s.hooks) if (hook.phase === "stop") void runHook(hook, Infinity);
}

export async function finishShutdown(budgetMs: number): Promise<ShutdownReport> {
  beginShutdown();
  const s = state();
  const deadline = Date.now() + budgetMs;
  // Work may schedule more work; wait until none is left or the time is up. Close hooks get at
  // least a quarter of the budget.
  const workDeadline = deadline - budgetMs / 4;
  while (s.work.size > 0 && Date.now() < workDeadline)
    await within(Promise.allSettled([...s.work]), workDeadline - Date.now());
  const failedHooks: string[] = [];
  for (const hook of s.hooks) {
    if (hook.phase !== "close") continue;
    if (!(await runHook(hook, Math.max(0, deadline - Date.now())))) failedHooks.push(hook.name);
  }
  return { unfinishedWork: s.work.size, failedHooks };
}

/** Puts begin/finish on globalThis for scripts/start.mjs (idempotent). */
export function installShutdownHook(): void {
  globalStore[SHUTDOWN_HOOK] = { begin: beginShutdown, finish: finishShutdown };
}

async function runHook(hook: Hook, timeoutMs: number): Promise<boolean> {
  try {
    const finished = await within(Promise.resolve().then(hook.run), timeoutMs);
    if (!finished) log.warn(`[shutdown] ${hook.name} did not finish within ${Math.round(timeoutMs)} ms`);
    return finished;
  } catch (error) {
    log.error(`[shutdown] ${hook.name} failed`, { error });
    return false;
  }
}

/** Whether `promise` settled within `ms` (it keeps running either way); rejects as it does. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  if (ms === Infinity) {
    await promise;
    return true;
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, ms))));
  try {
    return await Promise.race([promise.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Tests: forget every hook, all work and the state. */
export function resetLifecycleForTests(): void {
  delete globalStore[KEY];
  delete globalStore[SHUTDOWN_HOOK];
}
