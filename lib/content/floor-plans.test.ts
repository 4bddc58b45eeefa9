import { describe, expect, it } from "vitest";
import { unitTypes } from "./complex";
import { floorPlanFor, floorPlans, interiorArea, isInterior, toPyeong, type Room } from "./floor-plans";

function overlap(a: Room, b: Room): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

describe("floor plans", () => {
  it("exist for every unit type with a floor-plan page, and only for those", () => {
    expect(floorPlans.map((p) => p.slug).sort()).toEqual(unitTypes.map((u) => u.slug).sort());
  });

  for (const plan of floorPlans) {
    const unit = unitTypes.find((u) => u.slug === plan.slug)!;

    it(`${plan.slug}: interior rooms add up to the exclusive area ${unit.exclusiveArea}㎡ within 1.5 %`, () => {
      const area = interiorArea(plan);
      expect(Math.abs(area - unit.exclusiveArea) / unit.exclusiveArea).toBeLessThan(0.015);
    });

    it(`${plan.slug}: no two rooms overlap`, () => {
      for (let i = 0; i < plan.rooms.length; i++)
        for (let j = i + 1; j < plan.rooms.length; j++)
          expect(overlap(plan.rooms[i]!, plan.rooms[j]!), `${plan.rooms[i]!.name} / ${plan.rooms[j]!.name}`).toBeLessThan(0.001);
    });

    it(`${plan.slug}: has the rooms a buyer expects, and every door fits its wall`, () => {
      const kinds = new Set(plan.rooms.map((r) => r.kind));
      for (const k of ["living", "kitchen", "bedroom", "bath", "balcony", "entry"] as const) expect(kinds.has(k), k).toBe(true);
      expect(plan.rooms.some((r) => r.name === plan.entrance && isInterior(r))).toBe(true);
      for (const r of plan.rooms) {
        if (!r.door) continue;
        const wallLength = r.door.wall === "n" || r.door.wall === "s" ? r.w : r.h;
        expect(r.door.at + r.door.width, r.name).toBeLessThanOrEqual(wallLength + 1e-9);
      }
    });
  }

  it("converts square metres to pyeong as sales plans do (84.97㎡ ≈ 25.7평)", () => {
    expect(toPyeong(84.97)).toBeCloseTo(25.7, 1);
    expect(toPyeong(3.3058)).toBeCloseTo(1, 3);
  });

  it("pairs a plan with its unit type, and knows nothing of unknown slugs", () => {
    const first = unitTypes[0]!;
    expect(floorPlanFor(first.slug)?.unit.label).toBe(first.label);
    expect(floorPlanFor("99Z")).toBeUndefined();
  });
});
