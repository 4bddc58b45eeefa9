import { unitTypes } from "./complex";
import { floorPlanNotice, floorPlans } from "./complexes/selected";
import { interiorArea, isInterior } from "./content-rules";
import { roomKinds, type FloorPlan, type Room, type RoomKind } from "./schema";

// Floor plans of the selected complex's unit types (lib/site/content/complexes/<slug>/floor-plans.ts):
// rooms in metres whose interior areas add up to the type's exclusive area within 1.5 %
// (lib/site/content/content-rules.ts, run by the content check), and the figures computed from them.

export { floorPlanNotice, floorPlans, roomKinds };
export type { FloorPlan, Room, RoomKind };

/** 1평 = 400/121 m2 (3.3058 m2), the conversion Korean sales plans print. */
export const SQM_PER_PYEONG = 400 / 121;

export { interiorArea, isInterior };

export function serviceArea(plan: FloorPlan): number {
  return plan.rooms.filter((r) => !isInterior(r)).reduce((sum, r) => sum + r.w * r.h, 0);
}

export function toPyeong(sqm: number): number {
  return sqm / SQM_PER_PYEONG;
}

/** The plan of a unit type, with the type's published figures. */
export function floorPlanFor(slug: string) {
  const plan = floorPlans.find((p) => p.slug === slug);
  const unit = unitTypes.find((u) => u.slug === slug);
  if (!plan || !unit) return undefined;
  return { plan, unit };
}
