import { describe, expect, it } from "vitest";
import { accessRecord } from "@/lib/staff/access";
import type { AccessRecordStore } from "@/lib/staff/access/records";

// One behaviour, two stores: SQLite and Firestore keep the access records alike. `fresh` gives an
// empty store for each case.

const t0 = new Date("2026-11-27T09:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 3_600_000;
const admin = { email: "Owner@Example.com", role: "admin" as const };
const staff = { email: "kim@example.com", role: "staff" as const };

export function accessRecordsContract(name: string, fresh: () => Promise<AccessRecordStore>) {
  describe(`access records: ${name}`, () => {
    it("keeps who, what, which records, when and from where; lists the newest first", async () => {
      const store = await fresh();
      await store.append(
        accessRecord(admin, "lead-export", { targets: ["L-1", "L-2"], detail: "?form=visit" }, "203.0.113.5", t0),
      );
      await store.append(accessRecord(staff, "lead-list", { targets: ["L-2"] }, "198.51.100.7", at(HOUR)));
      await store.append(
        accessRecord({ email: "guess@example.com", role: null }, "sign-in-refused", {}, "192.0.2.1", at(2 * HOUR)),
      );
      const all = await store.list({ limit: 10 });
      expect(all.map((r) => r.action)).toEqual(["sign-in-refused", "lead-list", "lead-export"]);
      expect(all[2]).toMatchObject({
        actor: "owner@example.com",
        role: "admin",
        targets: ["L-1", "L-2"],
        count: 2,
        address: "203.0.113.5",
        detail: "?form=visit",
        at: t0,
      });
      expect(all[0]).toMatchObject({ role: null, targets: [], count: 0 });
    });

    it("filters by period, account and action, and bounds the list", async () => {
      const store = await fresh();
      for (let i = 0; i < 6; i++)
        await store.append(
          accessRecord(
            i % 2 ? staff : admin,
            i < 3 ? "lead-list" : "lead-export",
            { targets: [`L-${i}`] },
            "203.0.113.5",
            at(i * HOUR),
          ),
        );
      expect((await store.list({ actor: "kim@example.com", limit: 10 })).map((r) => r.targets[0])).toEqual([
        "L-5",
        "L-3",
        "L-1",
      ]);
      expect((await store.list({ action: "lead-export", limit: 10 })).map((r) => r.targets[0])).toEqual([
        "L-5",
        "L-4",
        "L-3",
      ]);
      expect(
        (await store.list({ actor: "owner@example.com", action: "lead-list", limit: 10 })).map((r) => r.targets[0]),
      ).toEqual(["L-2", "L-0"]);
      expect((await store.list({ from: at(HOUR), to: at(3 * HOUR), limit: 10 })).map((r) => r.targets[0])).toEqual([
        "L-2",
        "L-1",
      ]);
      expect(await store.list({ limit: 2 })).toHaveLength(2);
    });

    it("the retention purge deletes only what is older than its cutoff", async () => {
      const store = await fresh();
      await store.append(accessRecord(admin, "sign-in", {}, "203.0.113.5", t0));
      await store.append(accessRecord(admin, "sign-out", {}, "203.0.113.5", at(HOUR)));
      expect(await store.purge(at(HOUR))).toBe(1);
      expect((await store.list({ limit: 10 })).map((r) => r.action)).toEqual(["sign-out"]);
    });

    it("offers no way to change or delete one record: append, list and the retention purge only", async () => {
      const store = await fresh();
      const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(store)).filter(
        (m) => m !== "constructor" && typeof (store as unknown as Record<string, unknown>)[m] === "function",
      );
      expect(methods.filter((m) => !["append", "list", "purge", "records", "sql"].includes(m))).toEqual([]);
    });
  });
}
