import { complex, unitTypes } from "./complex";
import { buildings, complexGuideNotes, rentalType, sitePlanFeatures, sitePlanPoints } from "./complexes/selected";
import type { Building, BuildingLine, ViewKind } from "./schema";

// The buildings of the selected complex (lib/site/content/complexes/<slug>/buildings.ts) and what is
// computed from them: households per line, building and type, top floors, unit numbers.

export { buildings, complexGuideNotes, rentalType, sitePlanFeatures, sitePlanPoints };
export type { Building, BuildingLine, ViewKind };
export const viewKinds = ["full", "partial", "none"] as const satisfies readonly ViewKind[];
export const viewLabels: Record<ViewKind, string> = sitePlanFeatures.viewLabels;

export function lineHouseholds(l: BuildingLine): number {
  return l.to - l.from + 1;
}

export function buildingHouseholds(b: Building): number {
  return b.lines.reduce((sum, l) => sum + lineHouseholds(l), 0);
}

export function topFloor(b: Building): number {
  return Math.max(...b.lines.map((l) => l.to));
}

/** Visitor-facing label of a line's type ("84A", "59 (임대)"). */
export function typeLabel(slug: string): string {
  if (slug === rentalType.slug) return rentalType.label;
  return unitTypes.find((u) => u.slug === slug)?.label ?? slug;
}

/** 호수 as printed on the door: floor then two-digit line ("2501호"). */
export function unitNumber(floor: number, lineNo: number): string {
  return `${floor}${String(lineNo).padStart(2, "0")}호`;
}

/** Households per type slug across the complex. */
export function householdsByType(): Map<string, number> {
  const totals = new Map<string, number>();
  for (const b of buildings) for (const l of b.lines) totals.set(l.type, (totals.get(l.type) ?? 0) + lineHouseholds(l));
  return totals;
}

/**
 * Rows of the site plan, front (south, nearest the water) first: buildings whose centres lie
 * within 60 units of each other from north to south share a row.
 */
export function buildingRows(list: readonly Building[] = buildings): Building[][] {
  const rows: Building[][] = [];
  for (const b of [...list].sort((a, c) => c.y - a.y)) {
    const row = rows.find((r) => Math.abs((r[0]?.y ?? 0) - b.y) < 60);
    if (row) row.push(b);
    else rows.push([b]);
  }
  return rows.map((r) => r.sort((a, c) => a.x - c.x));
}

/** The complex's figure of buildings, checked against the list (buildings.test.ts). */
export const buildingCount = complex.figures.buildings;
