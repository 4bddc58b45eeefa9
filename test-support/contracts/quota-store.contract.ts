import { expect, it } from "vitest";
import { ALL_DAYS, type QuotaStore } from "@/lib/platform/quota/counts";

// What both quota stores keep (lib/platform/quota/store/sqlite.test.ts on a real file, firestore.test.ts on the
// real emulator). `second` opens another instance on the same data.

export type QuotaHarness = { open: () => Promise<{ first: QuotaStore; second: () => QuotaStore }> };

export function quotaContract({ open }: QuotaHarness): void {
  it("counts a key per day up to its limit; another day or key starts again", async () => {
    const { first: quota } = await open();
    const day = "2026-11-26";
    for (let i = 0; i < 3; i++) expect(await quota.take(day, [{ key: "sms-to:a", limit: 3 }])).toEqual({ ok: true });
    expect(await quota.take(day, [{ key: "sms-to:a", limit: 3 }])).toEqual({ ok: false, key: "sms-to:a" });
    expect(await quota.used(day, "sms-to:a")).toBe(3);
    expect(await quota.take("2026-11-27", [{ key: "sms-to:a", limit: 3 }])).toEqual({ ok: true });
    expect(await quota.take(day, [{ key: "sms-to:b", limit: 3 }])).toEqual({ ok: true });
    expect(await quota.used(day, "nothing")).toBe(0);
  }, 60_000);

  it("several keys are taken together or not at all", async () => {
    const { first: quota } = await open();
    const day = "2026-11-26";
    expect(
      await quota.take(day, [
        { key: "site", limit: 2 },
        { key: "sms-to:x", limit: 3 },
      ]),
    ).toEqual({ ok: true });
    expect(
      await quota.take(day, [
        { key: "site", limit: 2 },
        { key: "sms-to:y", limit: 3 },
      ]),
    ).toEqual({ ok: true });
    // The site's budget is spent: the number's count is not touched either.
    expect(
      await quota.take(day, [
        { key: "sms-to:z", limit: 3 },
        { key: "site", limit: 2 },
      ]),
    ).toEqual({ ok: false, key: "site" });
    expect(await quota.used(day, "sms-to:z")).toBe(0);
    expect(await quota.used(day, "site")).toBe(2);
  }, 60_000);

  it("instances taking at once never count past the limit", async () => {
    const { first, second } = await open();
    const others = [first, second(), second()];
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => others[i % 3]!.take("2026-11-26", [{ key: "booking-from:h", limit: 4 }])),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(4);
    expect(await first.used("2026-11-26", "booking-from:h")).toBe(4);
  }, 90_000);

  it("purge deletes the days before the given one and keeps the counts over all days", async () => {
    const { first: quota } = await open();
    await quota.take("2026-11-24", [{ key: "k", limit: 9 }]);
    await quota.take("2026-11-25", [{ key: "k", limit: 9 }]);
    await quota.take("2026-11-26", [{ key: "k", limit: 9 }]);
    await quota.take(ALL_DAYS, [{ key: "changes:V-1", limit: 3 }]);
    expect(await quota.purge("2026-11-26")).toBe(2);
    expect(await quota.used("2026-11-25", "k")).toBe(0);
    expect(await quota.used("2026-11-26", "k")).toBe(1);
    expect(await quota.used(ALL_DAYS, "changes:V-1")).toBe(1);
  }, 60_000);

  it("a latch is taken once in its window, with the claims or not at all, and is free again after it", async () => {
    const { first, second } = await open();
    const day = "2026-11-26";
    const at = new Date("2026-11-26T03:00:00Z");
    const month = 30 * 24 * 60 * 60 * 1000;
    const latch = (when: Date) => ({ key: "welcome-to:n", at: when, forMs: month });
    // A claim at its limit: the latch is not taken either.
    await first.take(day, [{ key: "full", limit: 1 }]);
    expect(await first.take(day, [{ key: "full", limit: 1 }], latch(at))).toEqual({ ok: false, key: "full" });
    // Instances at once: one takes it.
    const others = [first, second(), second()];
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => others[i % 3]!.take(day, [{ key: "sms-to:n", limit: 3 }], latch(at))),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.find((a) => !a.ok)).toEqual({ ok: false, key: "welcome-to:n" });
    expect(await first.used(day, "sms-to:n")).toBe(1);
    // 29 days later it is still taken; 30 days later it is free and taken again.
    expect(await first.take("2026-12-25", [], latch(new Date(at.getTime() + month - 60_000)))).toEqual({
      ok: false,
      key: "welcome-to:n",
    });
    expect(await first.take("2026-12-26", [], latch(new Date(at.getTime() + month)))).toEqual({ ok: true });
    // Another key is its own latch.
    expect(await first.take(day, [], { key: "welcome-to:m", at, forMs: month })).toEqual({ ok: true });
    // Purge drops a latch once its window ended before the day; a live one stays.
    expect(await first.purge("2026-12-27")).toBeGreaterThanOrEqual(1);
    expect(await first.take(day, [], { key: "welcome-to:m", at, forMs: month })).toEqual({ ok: true });
    expect(await first.take("2026-12-27", [], latch(new Date("2026-12-27T00:00:00Z")))).toEqual({
      ok: false,
      key: "welcome-to:n",
    });
  }, 90_000);
}
