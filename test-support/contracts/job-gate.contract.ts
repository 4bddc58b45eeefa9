import { expect, it } from "vitest";
import type { JobGateStore } from "@/lib/server/jobs/gate";

// The gate both stores keep (lib/server/jobs/store/sqlite.test.ts on a real file, firestore.test.ts on the
// real emulator). `second` opens another instance on the same data (a second connection, client).

export type GateHarness = { open: () => Promise<{ first: JobGateStore; second: () => JobGateStore }> };

const t0 = new Date("2026-11-25T01:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 3_600_000;
const LEASE = 120_000;

export function jobGateContract({ open }: GateHarness): void {
  it("a job is due once per period, counted from the start of the last successful run", async () => {
    const { first: gate } = await open();
    const run = await gate.begin("purge-leads", t0, HOUR, LEASE);
    if (!run.due) throw new Error("a job never run must be due");
    // Running: held by its lease, whatever the period.
    expect(await gate.begin("purge-leads", at(1_000), HOUR, LEASE)).toEqual({ due: false, nextAt: at(LEASE) });
    expect(await gate.end("purge-leads", run.token, true)).toBe(true);
    expect(await gate.begin("purge-leads", at(HOUR - 1), HOUR, LEASE)).toEqual({ due: false, nextAt: at(HOUR) });
    expect((await gate.begin("purge-leads", at(HOUR), HOUR, LEASE)).due).toBe(true);
    // Another job has its own gate.
    expect((await gate.begin("purge-sms", at(1_000), HOUR, LEASE)).due).toBe(true);
  }, 60_000);

  it("a failed run does not count: the job is due again at once", async () => {
    const { first: gate } = await open();
    const ok = await gate.begin("purge-vitals", t0, HOUR, LEASE);
    if (!ok.due) throw new Error("not due");
    await gate.end("purge-vitals", ok.token, true);
    const failed = await gate.begin("purge-vitals", at(HOUR), HOUR, LEASE);
    if (!failed.due) throw new Error("not due");
    expect(await gate.end("purge-vitals", failed.token, false)).toBe(true);
    const retry = await gate.begin("purge-vitals", at(HOUR + 1_000), HOUR, LEASE);
    expect(retry.due).toBe(true);
  }, 60_000);

  it("a run that never ended (a frozen or killed process) holds the job only until its lease ends; its late end changes nothing", async () => {
    const { first: gate } = await open();
    const lost = await gate.begin("reminders", t0, HOUR, LEASE);
    if (!lost.due) throw new Error("not due");
    expect((await gate.begin("reminders", at(LEASE - 1), HOUR, LEASE)).due).toBe(false);
    const next = await gate.begin("reminders", at(LEASE), HOUR, LEASE);
    if (!next.due) throw new Error("the lease should have ended");
    expect(await gate.end("reminders", lost.token, true)).toBe(false);
    expect(await gate.end("reminders", next.token, true)).toBe(true);
    expect(await gate.begin("reminders", at(LEASE + 1), HOUR, LEASE)).toEqual({ due: false, nextAt: at(LEASE + HOUR) });
  }, 60_000);

  it("a period of 0 (a job named in the cron request) runs now, but never beside a run in progress", async () => {
    const { first: gate } = await open();
    const run = await gate.begin("purge-sessions", t0, HOUR, LEASE);
    if (!run.due) throw new Error("not due");
    expect((await gate.begin("purge-sessions", at(1), 0, LEASE)).due).toBe(false);
    await gate.end("purge-sessions", run.token, true);
    expect((await gate.begin("purge-sessions", at(2), 0, LEASE)).due).toBe(true);
  }, 60_000);

  it("of several instances asking at once, exactly one runs the job", async () => {
    const { first, second } = await open();
    const gates = [first, ...Array.from({ length: 5 }, second)];
    const decisions = await Promise.all(gates.map((g) => g.begin("purge-bookings", t0, HOUR, LEASE)));
    expect(decisions.filter((d) => d.due)).toHaveLength(1);
    // And the state is shared: another instance sees the first one's success.
    const winner = gates[decisions.findIndex((d) => d.due)]!;
    await winner.end("purge-bookings", (decisions.find((d) => d.due) as { token: string }).token, true);
    expect(await second().begin("purge-bookings", at(LEASE + 1), HOUR, LEASE)).toEqual({
      due: false,
      nextAt: at(HOUR),
    });
  }, 60_000);
}
