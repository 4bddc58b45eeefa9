import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import {
  beginShutdown,
  finishShutdown,
  installShutdownHook,
  isReady,
  isStopping,
  markReady,
  onShutdown,
  pendingWork,
  resetLifecycleForTests,
  SHUTDOWN_HOOK,
  trackedAfter,
  trackWork,
} from "./lifecycle";

beforeEach(() => resetLifecycleForTests());
afterEach(() => {
  resetLifecycleForTests();
  vi.restoreAllMocks();
});

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe("readiness", () => {
  it("is not ready before startup has finished, ready after, and not ready once shutdown begins", () => {
    expect(isReady()).toBe(false);
    markReady();
    expect(isReady()).toBe(true);
    beginShutdown();
    expect(isReady()).toBe(false);
    expect(isStopping()).toBe(true);
  });
});

describe("shutdown", () => {
  it("stops the workers at once, waits for tracked work, then closes the stores, in that order", async () => {
    const order: string[] = [];
    const drainPass = deferred();
    onShutdown("sqlite", () => void order.push("close sqlite"), "close");
    onShutdown("lead drainer", () => void order.push("stop drainer"));
    trackWork(drainPass.promise.then(() => void order.push("drain pass done")));
    installShutdownHook();
    const handle = (globalThis as Record<symbol, { begin(): void; finish(ms: number): Promise<unknown> }>)[
      SHUTDOWN_HOOK
    ]!;

    handle.begin();
    await Promise.resolve();
    expect(order).toEqual(["stop drainer"]);
    const finished = handle.finish(60_000);
    await Promise.resolve();
    expect(order).toEqual(["stop drainer"]);
    drainPass.resolve();
    expect(await finished).toEqual({ unfinishedWork: 0, failedHooks: [] });
    expect(order).toEqual(["stop drainer", "drain pass done", "close sqlite"]);
  });

  it("waits for work that tracked work starts, and for failed work without failing itself", async () => {
    const first = deferred();
    const second = deferred();
    const done: string[] = [];
    trackWork(
      first.promise.then(() => {
        trackWork(second.promise.then(() => void done.push("second")));
        done.push("first");
      }),
    );
    const failing = deferred();
    trackWork(failing.promise).catch(() => done.push("caught"));
    const finished = finishShutdown(60_000);
    first.resolve();
    failing.reject(new Error("network"));
    await new Promise((r) => setImmediate(r));
    expect(pendingWork()).toBe(1);
    second.resolve();
    expect(await finished).toEqual({ unfinishedWork: 0, failedHooks: [] });
    expect(done.sort()).toEqual(["caught", "first", "second"]);
  });

  it("gives up on work that outlives its budget and still closes the stores", async () => {
    let closed = false;
    onShutdown("sqlite", () => void (closed = true), "close");
    trackWork(new Promise(() => {}));
    expect(await finishShutdown(0)).toEqual({ unfinishedWork: 1, failedHooks: [] });
    expect(closed).toBe(true);
  });

  it("reports a hook that throws and runs the others", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    let second = false;
    onShutdown(
      "broken",
      () => {
        throw new Error("already closed");
      },
      "close",
    );
    onShutdown("sqlite", () => void (second = true), "close");
    expect(await finishShutdown(60_000)).toEqual({ unfinishedWork: 0, failedHooks: ["broken"] });
    expect(second).toBe(true);
    expect(String(errors.mock.calls[0]?.[0])).toContain("[shutdown] broken failed");
  });

  it("a hook registered again under its name replaces the first (a module loaded twice)", async () => {
    const calls: string[] = [];
    onShutdown("lead drainer", () => void calls.push("old"));
    onShutdown("lead drainer", () => void calls.push("new"));
    beginShutdown();
    beginShutdown();
    await Promise.resolve();
    expect(calls).toEqual(["new"]);
  });
});

describe("trackedAfter", () => {
  it("tracks a task from the moment it is scheduled until it has run", async () => {
    const scheduled: (() => Promise<unknown>)[] = [];
    const schedule = trackedAfter((task) => void scheduled.push(task));
    const forward = deferred();
    schedule(() => forward.promise);
    expect(pendingWork()).toBe(1);
    const running = scheduled[0]!();
    expect(pendingWork()).toBe(1);
    forward.resolve();
    await running;
    await Promise.resolve();
    expect(pendingWork()).toBe(0);
  });

  it("stops tracking a task whose scheduling failed, and a task that failed", async () => {
    const refuse = trackedAfter(() => {
      throw new Error("after() outside a request");
    });
    expect(() => refuse(async () => {})).toThrow("after() outside a request");
    await Promise.resolve();
    expect(pendingWork()).toBe(0);

    let run!: () => Promise<unknown>;
    trackedAfter((task) => void (run = task))(async () => {
      throw new Error("form service down");
    });
    await expect(run()).rejects.toThrow("form service down");
    await Promise.resolve();
    expect(pendingWork()).toBe(0);
  });
});
