import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import type { JobGateStore } from "./gate";
import { SqliteJobGateStore } from "./store/sqlite";
import { describeJobError, runJobs, type JobDefinition } from "./run";

// The runner on its own, with jobs written for the test and the real gate on a SQLite file
// (index.test.ts runs the site's real jobs).

afterEach(() => closeAllDbs());
const t0 = new Date("2026-11-25T01:00:00Z");
const HOUR = 3_600_000;

function gateOn(file = path.join(mkdtempSync(path.join(os.tmpdir(), "jobs-run-")), "site.db")) {
  const store = new SqliteJobGateStore(openDb(file));
  const opened = { count: 0 };
  return { file, opened, gate: async (): Promise<JobGateStore> => (opened.count++, store) };
}

describe("runJobs", () => {
  it("runs each job on its own: one throwing and one hanging stop neither the others nor the answer", async () => {
    const { gate } = gateOn();
    let slowDone = false;
    const jobs: JobDefinition[] = [
      { name: "leads", run: async () => ({ status: "ok", counts: { delivered: 3 } }) },
      {
        name: "sms",
        run: async () =>
          Promise.reject(new Error("send to 01012345678 for 3f2b8c1e-1111-4222-8333-444455556666 failed")),
      },
      { name: "purge-vitals", run: () => new Promise(() => undefined) },
      { name: "reminders", run: async () => ({ status: "skipped", reason: "reminders are off" }) },
      {
        name: "purge-sms",
        run: async () => {
          await new Promise((r) => setImmediate(r));
          slowDone = true;
          return { status: "ok", counts: { messages: 0 } };
        },
      },
    ];
    const report = await runJobs(jobs, { now: t0, gate, deadlineMs: 300 });
    expect(report.ok).toBe(false);
    expect(report.at).toBe(t0.toISOString());
    expect(report.jobs.leads).toMatchObject({ status: "ok", counts: { delivered: 3 } });
    expect(report.jobs.sms).toMatchObject({ status: "failed" });
    expect(report.jobs["purge-vitals"]).toMatchObject({ status: "timeout" });
    expect(report.jobs.reminders).toMatchObject({ status: "skipped", reason: "reminders are off" });
    expect(report.jobs["purge-sms"]).toMatchObject({ status: "ok" });
    expect(slowDone).toBe(true);
    // Never a number or an id in what the route answers and the log shows.
    const error = (report.jobs.sms as { error: string }).error;
    expect(error).toContain("failed");
    expect(error).not.toMatch(/01012345678|3f2b8c1e/);
    for (const r of Object.values(report.jobs)) expect(r.ms).toBeGreaterThanOrEqual(0);
  });

  it("only: runs just the named jobs", async () => {
    const { gate } = gateOn();
    const ran: string[] = [];
    const job = (name: JobDefinition["name"]): JobDefinition => ({
      name,
      run: async () => (ran.push(name), { status: "ok", counts: {} }),
    });
    const report = await runJobs([job("leads"), job("sms"), job("purge-leads")], { now: t0, gate, only: ["sms"] });
    expect(ran).toEqual(["sms"]);
    expect(Object.keys(report.jobs)).toEqual(["sms"]);
  });

  it("a gated job runs once per period across instances; named in `only` it runs now; a failure is retried at the next pass", async () => {
    const { gate, file } = gateOn();
    let runs = 0;
    let fail = false;
    const jobs: JobDefinition[] = [
      {
        name: "purge-leads",
        everyMs: HOUR,
        run: async () => {
          runs += 1;
          if (fail) throw new Error("store unavailable");
          return { status: "ok", counts: { leads: 0 } };
        },
      },
    ];
    expect((await runJobs(jobs, { now: t0, gate })).jobs["purge-leads"]).toMatchObject({ status: "ok" });
    expect((await runJobs(jobs, { now: new Date(t0.getTime() + 5_000), gate })).jobs["purge-leads"]).toEqual({
      status: "not-due",
      ms: expect.any(Number),
      nextAt: new Date(t0.getTime() + HOUR).toISOString(),
    });
    expect(runs).toBe(1);

    // Another process on the same file (nothing of the first in its memory) sees the same gate.
    closeAllDbs();
    const other = gateOn(file);
    expect(
      (await runJobs(jobs, { now: new Date(t0.getTime() + 10_000), gate: other.gate, hints: new Map() })).jobs[
        "purge-leads"
      ],
    ).toMatchObject({ status: "not-due" });
    expect(runs).toBe(1);

    // Named by the operator: now, whatever the period.
    expect(
      (await runJobs(jobs, { now: new Date(t0.getTime() + 20_000), gate: other.gate, only: ["purge-leads"] })).jobs[
        "purge-leads"
      ],
    ).toMatchObject({ status: "ok" });
    expect(runs).toBe(2);

    // A failed run is not counted: the next pass tries again.
    fail = true;
    const later = t0.getTime() + 2 * HOUR;
    const failed = await runJobs(jobs, { now: new Date(later), gate: other.gate });
    expect(failed.ok).toBe(false);
    expect(failed.jobs["purge-leads"]).toMatchObject({ status: "failed", error: "Error: store unavailable" });
    fail = false;
    expect((await runJobs(jobs, { now: new Date(later + 5_000), gate: other.gate })).jobs["purge-leads"]).toMatchObject(
      { status: "ok" },
    );
    expect(runs).toBe(4);
  });

  it("the process's hints spare the store a read until the job is due, and never make it run early", async () => {
    const { gate, opened } = gateOn();
    const hints = new Map();
    let runs = 0;
    const jobs: JobDefinition[] = [
      { name: "purge-sessions", everyMs: HOUR, run: async () => (runs++, { status: "ok", counts: { sessions: 0 } }) },
    ];
    await runJobs(jobs, { now: t0, gate, hints });
    expect(opened.count).toBe(1);
    expect(hints.get("purge-sessions")).toBe(t0.getTime() + HOUR);
    expect(
      (await runJobs(jobs, { now: new Date(t0.getTime() + 5_000), gate, hints })).jobs["purge-sessions"],
    ).toMatchObject({ status: "not-due" });
    expect(opened.count).toBe(1);
    await runJobs(jobs, { now: new Date(t0.getTime() + HOUR), gate, hints });
    expect(opened.count).toBe(2);
    expect(runs).toBe(2);
  });

  it("a gate that cannot be read fails its job only", async () => {
    const broken = async (): Promise<JobGateStore> => {
      throw Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
    };
    const report = await runJobs(
      [
        { name: "purge-bookings", everyMs: HOUR, run: async () => ({ status: "ok", counts: {} }) },
        { name: "leads", run: async () => ({ status: "ok", counts: { delivered: 1 } }) },
      ],
      { now: t0, gate: broken },
    );
    expect(report.jobs["purge-bookings"]).toMatchObject({
      status: "failed",
      error: "gate: Error: SQLITE_BUSY: database is locked",
    });
    expect(report.jobs.leads).toMatchObject({ status: "ok" });
  });
});

describe("describeJobError", () => {
  it("keeps the kind and the message, drops ids and long numbers", () => {
    expect(describeJobError(new TypeError("bad V-1126-0042 for 010-1234-5678"))).toBe(
      "TypeError: bad V-#-# for 010-#-#",
    );
    expect(describeJobError("plain")).toBe("Error: plain");
  });
});
