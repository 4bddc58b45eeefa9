import { describe, expect, it } from "vitest";
import type { OptOutStore } from "@/lib/leads/opt-outs/list";

// The 수신거부 list on both stores (SQLite on a real file, Firestore on the real emulator).
// `second` is another instance on the same data.

const t0 = new Date("2026-12-02T01:00:00Z");

export function optOutsContract(name: string, open: () => Promise<{ first: OptOutStore; second: () => OptOutStore }>) {
  describe(`opt-outs: ${name}`, () => {
    it("keeps a number once, with its first entry, and tells which of many numbers are on it", async () => {
      const { first, second } = await open();
      expect(await first.add({ phone: "01012345678", at: t0, source: "visitor", by: null })).toBe(true);
      expect(await second().add({ phone: "01012345678", at: t0, source: "staff", by: "kim@example.com" })).toBe(false);
      expect(await first.add({ phone: "01087654321", at: t0, source: "staff", by: "kim@example.com" })).toBe(true);
      expect(await first.count()).toBe(2);
      const many = Array.from({ length: 700 }, (_, i) => `0109${String(i).padStart(7, "0")}`);
      const found = await second().listed([...many, "01012345678", "01087654321", "01012345678"]);
      expect([...found].sort()).toEqual(["01012345678", "01087654321"]);
      expect(await first.listed([])).toEqual(new Set());
    });
  });
}
