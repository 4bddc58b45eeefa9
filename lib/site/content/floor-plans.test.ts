import { describe, expect, it } from "vitest";
import { unitTypes } from "./complex";
import { floorPlanProblems } from "./content-rules";
import { floorPlanFor, floorPlans, interiorArea, isInterior, toPyeong } from "./floor-plans";

describe("floor plans", () => {
  it("exist for every unit type with a floor-plan page, and only for those", () => {
    expect(floorPlans.map((p) => p.slug).sort()).toEqual(unitTypes.map((u) => u.slug).sort());
  });

  for (const plan of floorPlans) {
    it(`${plan.slug}: rooms add up to the exclusive area within 1.5 %, do not overlap, are those a buyer expects, and every door fits its wall`, () => {
      expect(floorPlanProblems([plan], unitTypes)).toEqual([]);
    });
  }

  it("the content check names a plan whose rooms miss the area, overlap, lack a bathroom or whose door runs past its wall", () => {
    const plan = floorPlans[0]!;
    const unit = unitTypes.find((u) => u.slug === plan.slug)!;
    const rooms = plan.rooms.filter((r) => r.kind !== "bath");
    const bedroom = rooms.findIndex((r) => r.kind === "bedroom");
    const copy = { ...rooms[bedroom]!, name: "겹친 침실", x: rooms[bedroom]!.x + 0.5, door: undefined };
    const broken = [
      ...rooms.map((r, i) => (i === bedroom ? { ...r, door: { wall: "n" as const, at: r.w, width: 0.9 } } : r)),
      copy,
    ];
    const problems = floorPlanProblems([{ ...plan, rooms: broken }], unitTypes);
    const where = `floor-plans.ts: floorPlans[0] (${plan.slug})`;
    const halved = floorPlanProblems(
      [{ ...plan, rooms: plan.rooms.map((r) => ({ ...r, y: r.y / 2, h: r.h / 2, door: undefined })) }],
      unitTypes,
    );
    expect(
      halved.some(
        (p) =>
          p.startsWith(`${where}.rooms: the rooms inside add up to`) &&
          p.endsWith(`the exclusive area is ${unit.exclusiveArea}㎡ (more than 1.5 % apart)`),
      ),
    ).toBe(true);
    expect(problems.some((p) => p.startsWith(`${where}.rooms[`) && p.includes("'겹친 침실' overlap by"))).toBe(true);
    expect(problems).toContain(`${where}.rooms: no room of kind 'bath'`);
    expect(problems.some((p) => p.startsWith(`${where}.rooms[${bedroom}].door:`))).toBe(true);
    expect(interiorArea(plan)).toBeCloseTo(
      plan.rooms.filter(isInterior).reduce((s, r) => s + r.w * r.h, 0),
      6,
    );
  });

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
