import { describe, expect, it } from "vitest";
import { complex, unitTypes } from "./complex";
import { buildingHouseholds, buildings, householdsByType, rentalType, topFloor, unitNumber } from "./buildings";

describe("buildings", () => {
  it("are as many as the facts say, with unique numbers", () => {
    expect(buildings).toHaveLength(complex.figures.buildings);
    expect(new Set(buildings.map((b) => b.no)).size).toBe(buildings.length);
  });

  it("hold exactly the households of every sale type and the rental total", () => {
    const byType = householdsByType();
    for (const u of unitTypes) expect(byType.get(u.slug), u.label).toBe(u.households);
    expect(byType.get(rentalType.slug)).toBe(complex.figures.rental);
    expect([...byType.keys()].sort()).toEqual([...unitTypes.map((u) => u.slug), rentalType.slug].sort());
  });

  it("add up to the complex totals (1,079 = 969 + 110)", () => {
    const total = buildings.reduce((s, b) => s + buildingHouseholds(b), 0);
    expect(total).toBe(complex.figures.households);
    expect(complex.figures.generalSale + complex.figures.rental).toBe(total);
  });

  it("are no taller than the stated scale, and the tallest reaches it", () => {
    expect(Math.max(...buildings.map(topFloor))).toBe(complex.figures.floorsAbove);
  });

  it("number lines from 1 without gaps in every building", () => {
    for (const b of buildings)
      expect(
        b.lines.map((l) => l.line),
        b.no,
      ).toEqual(b.lines.map((_, i) => i + 1));
  });

  it("prints unit numbers as floor plus two-digit line", () => {
    expect(unitNumber(25, 1)).toBe("2501호");
    expect(unitNumber(3, 4)).toBe("304호");
  });
});
