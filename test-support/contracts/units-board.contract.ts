import { expect, it } from "vitest";
import type { UnitsBoardStore } from "@/lib/leads/units/board";

// What both stores of the remaining-units board keep (lib/leads/units/store/sqlite.test.ts on a real file,
// firestore.test.ts on the real emulator). `second` opens another instance on the same data.

export type UnitsBoardHarness = { open: () => Promise<{ first: UnitsBoardStore; second: () => UnitsBoardStore }> };

export function unitsBoardContract({ open }: UnitsBoardHarness): void {
  it("keeps each figure with its time and who set it, and records every change from what to what", async () => {
    const { first: board } = await open();
    expect(await board.figures()).toEqual([]);
    const t1 = new Date("2026-11-30T01:00:00Z");
    const made = await board.set(
      [
        { type: "84A", building: null, remaining: 12 },
        { type: "84A", building: "101", remaining: 3 },
      ],
      "desk@example.com",
      t1,
    );
    expect(made.map((c) => [c.type, c.building, c.from, c.to])).toEqual([
      ["84A", null, null, 12],
      ["84A", "101", null, 3],
    ]);
    const t2 = new Date("2026-11-30T05:30:00Z");
    const again = await board.set(
      [
        { type: "84A", building: null, remaining: 11 },
        { type: "84A", building: "101", remaining: 3 },
      ],
      "admin@example.com",
      t2,
    );
    // Only the figure that changed is written: the other keeps its time and its author.
    expect(again.map((c) => [c.type, c.building, c.from, c.to, c.by])).toEqual([
      ["84A", null, 12, 11, "admin@example.com"],
    ]);
    expect(await board.figures()).toEqual([
      { type: "84A", building: null, remaining: 11, asOf: t2, by: "admin@example.com" },
      { type: "84A", building: "101", remaining: 3, asOf: t1, by: "desk@example.com" },
    ]);
    const history = await board.changes(10);
    expect(history.map((c) => [c.building, c.from, c.to, c.at.toISOString()])).toEqual([
      [null, 12, 11, t2.toISOString()],
      [null, null, 12, t1.toISOString()],
      ["101", null, 3, t1.toISOString()],
    ]);
    expect(await board.changes(1)).toHaveLength(1);
  }, 60_000);

  it("sets to 0 (sold out) like any figure, and a save that changes nothing records nothing", async () => {
    const { first: board } = await open();
    const now = new Date("2026-12-01T00:00:00Z");
    await board.set([{ type: "59B", building: null, remaining: 1 }], "desk@example.com", now);
    expect(
      await board.set(
        [{ type: "59B", building: null, remaining: 1 }],
        "desk@example.com",
        new Date(now.getTime() + 1000),
      ),
    ).toEqual([]);
    const sold = await board.set(
      [{ type: "59B", building: null, remaining: 0 }],
      "desk@example.com",
      new Date(now.getTime() + 2000),
    );
    expect(sold.map((c) => [c.from, c.to])).toEqual([[1, 0]]);
    expect((await board.figures()).find((f) => f.type === "59B")?.remaining).toBe(0);
    expect(await board.changes(10)).toHaveLength(2);
  }, 60_000);

  it("two desks saving at once each record their change against the other's figure", async () => {
    const { first, second } = await open();
    const start = new Date("2026-12-01T02:00:00Z");
    await first.set([{ type: "114A", building: null, remaining: 20 }], "a@example.com", start);
    const desks = [first, second(), second()];
    await Promise.all(
      desks.map((d, i) =>
        d.set(
          [{ type: "114A", building: null, remaining: 19 - i }],
          `desk${i}@example.com`,
          new Date(start.getTime() + 1000 + i),
        ),
      ),
    );
    const history = (await first.changes(10)).filter((c) => c.type === "114A");
    expect(history).toHaveLength(4);
    // In the order they were written, every change starts from the figure the one before it left
    // (the desks' targets differ, so the links name one order): none was lost or overwritten unseen.
    const chain = [history.find((c) => c.from === null)!];
    for (
      let next = history.find((c) => c.from === chain.at(-1)!.to);
      next;
      next = history.find((c) => c.from === chain.at(-1)!.to)
    )
      chain.push(next);
    expect(chain).toHaveLength(4);
    expect((await first.figures()).find((f) => f.type === "114A")?.remaining).toBe(chain.at(-1)!.to);
  }, 90_000);
}
