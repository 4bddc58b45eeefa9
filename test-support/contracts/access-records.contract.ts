import { describe, expect, it } from "vitest";
import { accessRecord } from "@/lib/staff/access";
import { verifyChain, type AccessRecordStore } from "@/lib/staff/access/records";

// One behaviour, two stores: SQLite and Firestore keep the access records alike. `fresh` gives an
// empty store for each case.

const t0 = new Date("2026-11-27T09:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 3_600_000;
const admin = { email: "Owner@Example.com", role: "admin" as const };
const staff = { email: "kim@example.com", role: "staff" as const };

/** What a test of the chain does behind the store's back, as someone with access to the data could. */
export type ChainTampering = {
  /** Another server instance on the same data. */
  second: (store: AccessRecordStore) => AccessRecordStore;
  /** Changes the detail of the record at place `seq`, leaving its hash. */
  edit: (store: AccessRecordStore, seq: number, detail: string) => Promise<void>;
  /** Deletes the record at place `seq`. */
  remove: (store: AccessRecordStore, seq: number) => Promise<void>;
};

export function accessRecordsContract(name: string, fresh: () => Promise<AccessRecordStore>, tamper: ChainTampering) {
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
      // Besides those, the chain's reads (chain, chainState) and their private helpers.
      const allowed = [
        ...["append", "list", "purge", "chain", "chainState"],
        ...["records", "links", "sql", "state", "setLink", "purgeUnlinked"],
      ];
      expect(methods.filter((m) => !allowed.includes(m))).toEqual([]);
    });

    it("chains every record to the one before: the check passes, and names the first record changed or removed", async () => {
      const store = await fresh();
      for (let i = 0; i < 7; i++)
        await store.append(accessRecord(admin, "lead-view", { targets: [`L-${i}`] }, "203.0.113.5", at(i * 1000)));
      const links = await store.chain(0, 100);
      expect(links.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(links[0]!.prev).toBe("0".repeat(64));
      expect(links[3]!.prev).toBe(links[2]!.hash);
      expect(await verifyChain(store, 3)).toEqual({ ok: true, records: 7, first: 1, last: 7 });

      await tamper.edit(store, 4, "?form=visit");
      expect(await verifyChain(store, 3)).toMatchObject({
        ok: false,
        brokenAt: 4,
        reason: "4번 기록의 내용이 바뀌었습니다.",
      });
    });

    it("a removed record shows: in the middle, and the newest one too", async () => {
      const store = await fresh();
      for (let i = 0; i < 5; i++) await store.append(accessRecord(admin, "sign-in", {}, "203.0.113.5", at(i * 1000)));
      await tamper.remove(store, 5);
      expect(await verifyChain(store)).toMatchObject({ ok: false, brokenAt: 5 });
      await tamper.remove(store, 2);
      expect(await verifyChain(store)).toMatchObject({
        ok: false,
        brokenAt: 2,
        reason: "2번 기록이 없습니다 (지워졌습니다). 다음은 3번입니다.",
      });
    });

    it("the retention purge keeps the chain whole: the oldest kept record follows the anchor", async () => {
      const store = await fresh();
      for (let i = 0; i < 6; i++) await store.append(accessRecord(admin, "sign-in", {}, "203.0.113.5", at(i * HOUR)));
      expect(await store.purge(at(3 * HOUR))).toBe(3);
      expect((await store.chainState()).anchor?.seq).toBe(3);
      expect(await verifyChain(store)).toEqual({ ok: true, records: 3, first: 4, last: 6 });
      await store.append(accessRecord(admin, "sign-out", {}, "203.0.113.5", at(7 * HOUR)));
      expect(await verifyChain(store)).toEqual({ ok: true, records: 4, first: 4, last: 7 });
      // Removing the oldest kept record is not a purge: it shows.
      await tamper.remove(store, 4);
      expect(await verifyChain(store)).toMatchObject({ ok: false, brokenAt: 4 });
      // Everything purged: the next record follows the anchor.
      const empty = await fresh();
      await empty.append(accessRecord(admin, "sign-in", {}, "203.0.113.5", t0));
      expect(await empty.purge(at(HOUR))).toBe(1);
      await empty.append(accessRecord(admin, "sign-in", {}, "203.0.113.5", at(2 * HOUR)));
      expect(await verifyChain(empty)).toEqual({ ok: true, records: 1, first: 2, last: 2 });
    });

    it("two instances appending at once write one unbroken chain", async () => {
      const store = await fresh();
      const other = tamper.second(store);
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? other : store).append(
            accessRecord(staff, "lead-list", { targets: [`L-${i}`] }, "198.51.100.7", at(i)),
          ),
        ),
      );
      expect(await verifyChain(store)).toEqual({ ok: true, records: 12, first: 1, last: 12 });
    });
  });
}
