import { buildings } from "./buildings";
import { unitTypes } from "./complex";
import { remainingUnits } from "./complexes/selected";
import { remainingUnitsSchema, type RemainingUnitsSettings } from "./remaining-units-schema";

// The remaining-units board (잔여세대 현황) of the selected complex: whether visitors see it (the
// price page and the home page), and whether the desk keeps it per building as well as per type
// (lib/site/content/complexes/<slug>/sales.ts). The figures themselves are the desk's, in the store
// (lib/leads/units), changed at /admin/units without a rebuild.

export { remainingUnits, remainingUnitsSchema, type RemainingUnitsSettings };

/** One figure the board keeps: a unit type, in one building or (building null) in all. */
export type BoardSlot = { type: string; label: string; building: string | null };

/** The board's figures for this complex: every unit type, and with `byBuilding` each building that has the type. */
export function boardSlots(settings: RemainingUnitsSettings = remainingUnits): BoardSlot[] {
  return unitTypes.flatMap((u) => [
    { type: u.slug, label: u.label, building: null },
    ...(settings.byBuilding
      ? buildings
          .filter((b) => b.lines.some((l) => l.type === u.slug))
          .map((b) => ({ type: u.slug, label: u.label, building: b.no }))
      : []),
  ]);
}
