import { layoutSurroundingsMap, nameBoxes, northAt, type Box } from "@/lib/site/art/surroundings-map";
import type { Building, FloorPlan, Room, UnitType } from "./schema";
import type { SurroundingsMap } from "./visit-schema";

// Rules a complex's content must keep that no single file's schema can state: a floor plan's rooms
// add up to the exclusive area and do not overlap, the buildings hold the households the figures
// give, no label of the surroundings map covers another. The content check (lib/site/content/validate.ts,
// `npm run new-complex -- --check`) runs them on any folder, and the tests on every folder; each
// problem names the file and the field. Pure functions of the content they are given.

/** A balcony or a utility room is service area, not exclusive area. */
export function isInterior(room: Room): boolean {
  return room.kind !== "balcony" && room.kind !== "utility";
}

export function interiorArea(plan: FloorPlan): number {
  return plan.rooms.filter(isInterior).reduce((sum, r) => sum + r.w * r.h, 0);
}

/** How much two rooms cover each other, in m2. */
export function roomOverlap(a: Room, b: Room): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Within this share of the exclusive area, the rooms of a plan add up (sales plans round every room). */
export const AREA_TOLERANCE = 0.015;
/** The rooms a buyer looks for on every plan. */
const EXPECTED_ROOMS = ["living", "kitchen", "bedroom", "bath", "balcony", "entry"] as const;

export function floorPlanProblems(plans: readonly FloorPlan[], units: readonly UnitType[]): string[] {
  const problems: string[] = [];
  plans.forEach((plan, p) => {
    const where = `floor-plans.ts: floorPlans[${p}] (${plan.slug})`;
    const unit = units.find((u) => u.slug === plan.slug);
    if (!unit) {
      problems.push(`${where}: no unit type ${plan.slug} in complex.ts unitTypes`);
      return;
    }
    const area = interiorArea(plan);
    if (Math.abs(area - unit.exclusiveArea) / unit.exclusiveArea >= AREA_TOLERANCE) {
      problems.push(
        `${where}.rooms: the rooms inside add up to ${area.toFixed(2)}㎡, the exclusive area is ${unit.exclusiveArea}㎡ (more than ${AREA_TOLERANCE * 100} % apart)`,
      );
    }
    for (let i = 0; i < plan.rooms.length; i++) {
      for (let j = i + 1; j < plan.rooms.length; j++) {
        const a = plan.rooms[i]!;
        const b = plan.rooms[j]!;
        const both = roomOverlap(a, b);
        if (both >= 0.001)
          problems.push(
            `${where}.rooms[${i}] and rooms[${j}]: '${a.name}' and '${b.name}' overlap by ${both.toFixed(2)}㎡`,
          );
      }
    }
    const kinds = new Set(plan.rooms.map((r) => r.kind));
    for (const k of EXPECTED_ROOMS) if (!kinds.has(k)) problems.push(`${where}.rooms: no room of kind '${k}'`);
    if (!plan.rooms.some((r) => r.name === plan.entrance && isInterior(r)))
      problems.push(`${where}.entrance: '${plan.entrance}' is no room inside the unit`);
    plan.rooms.forEach((r, i) => {
      if (!r.door) return;
      const wall = r.door.wall === "n" || r.door.wall === "s" ? r.w : r.h;
      if (r.door.at + r.door.width > wall + 1e-9)
        problems.push(
          `${where}.rooms[${i}].door: '${r.name}''s door (${r.door.at} + ${r.door.width} m) runs past its ${wall.toFixed(1)} m wall`,
        );
    });
  });
  return problems;
}

/**
 * The buildings against the figures: unique numbers, lines numbered 1 to n, the tallest at the stated
 * top floor, each unit type's households as complex.ts gives them and the rental type's as the rental total.
 */
export function buildingProblems(
  buildings: readonly Building[],
  units: readonly UnitType[],
  rental: { slug: string },
  figures: { rental: number; floorsAbove: number },
): string[] {
  const problems: string[] = [];
  const numbers = buildings.map((b) => b.no);
  const twice = numbers.filter((no, i) => numbers.indexOf(no) !== i);
  if (twice.length) problems.push(`buildings.ts: buildings: numbers used twice: ${[...new Set(twice)].join(", ")}`);
  buildings.forEach((b, i) => {
    if (b.lines.some((l, k) => l.line !== k + 1))
      problems.push(
        `buildings.ts: buildings[${i}] (${b.no}동).lines: numbered ${b.lines.map((l) => l.line).join(", ")}, not 1 to ${b.lines.length}`,
      );
  });
  const top = Math.max(...buildings.flatMap((b) => b.lines.map((l) => l.to)));
  if (buildings.length && top !== figures.floorsAbove)
    problems.push(
      `buildings.ts: the tallest line reaches floor ${top}, complex.ts figures.floorsAbove is ${figures.floorsAbove}`,
    );
  const byType = new Map<string, number>();
  for (const b of buildings) for (const l of b.lines) byType.set(l.type, (byType.get(l.type) ?? 0) + l.to - l.from + 1);
  for (const u of units) {
    if ((byType.get(u.slug) ?? 0) !== u.households)
      problems.push(
        `buildings.ts: the lines of type ${u.slug} hold ${byType.get(u.slug) ?? 0} households, complex.ts unitTypes gives ${u.households}`,
      );
  }
  if ((byType.get(rental.slug) ?? 0) !== figures.rental)
    problems.push(
      `buildings.ts: the lines of the rental type ${rental.slug} hold ${byType.get(rental.slug) ?? 0} households, complex.ts figures.rental is ${figures.rental}`,
    );
  for (const type of byType.keys())
    if (type !== rental.slug && !units.some((u) => u.slug === type))
      problems.push(`buildings.ts: lines of type '${type}', which is neither a unit type nor the rental type`);
  return problems;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Every label of the surroundings map (약도) on the drawing, clear of the other labels and of the markers. */
export function surroundingsMapProblems(map: SurroundingsMap): string[] {
  const placed = [...layoutSurroundingsMap(map), ...nameBoxes(map)];
  const north = northAt(map);
  const markers = [...placed.map((p) => p.marker), { x: north.x - 17, y: north.y - 30, w: 34, h: 47 }];
  const problems: string[] = [];
  for (const [i, p] of placed.entries()) {
    const b = p.box;
    if (b.x < 0 || b.y < 0 || b.x + b.w > map.width || b.y + b.h > map.height)
      problems.push(`visit.ts: map: the label '${p.name}' runs off the drawing (move the point or change its anchor)`);
    for (const q of placed.slice(i + 1))
      if (overlaps(b, q.box))
        problems.push(
          `visit.ts: map: the labels '${p.name}' and '${q.name}' cover each other (move a point or change its anchor)`,
        );
    for (const m of markers)
      if (m !== p.marker && m.w > 0 && overlaps(b, m))
        problems.push(`visit.ts: map: the label '${p.name}' covers a marker (move the point or change its anchor)`);
  }
  return problems;
}

/** Copy that promises a text message (or a KakaoTalk one). */
export const PROMISES_A_TEXT = /문자|SMS|카카오톡으로 (안내|보내)/;

/**
 * Every promise on a page is kept by code or not made. The announcement bar, the home page's visit
 * section and the pages' descriptions are prerendered, before anyone knows whether the deployment
 * sends texts (SMS is runtime configuration): none of them promises a text. A registrant's welcome
 * message is promised by the answer to the registration, which knows it was queued (lib/visits/welcome.ts,
 * lead-copy.ts successText); the booking page, rendered at request time, asks for consent to its texts
 * only where they are sent (lib/visits/page-data.ts sendsTexts).
 */
export function textPromiseProblems(c: {
  announcementBar: string;
  visitSectionText: string;
  pages: readonly { path: string; description: string }[];
}): string[] {
  const copy = [
    { where: "complex.ts: announcementBar", text: c.announcementBar },
    { where: "home.ts: visitSection.text", text: c.visitSectionText },
    ...c.pages.map((p) => ({ where: `pages.ts: ${p.path} description`, text: p.description })),
  ];
  return copy
    .filter((x) => PROMISES_A_TEXT.test(x.text))
    .map(
      (x) =>
        `${x.where}: promises a text message ('${x.text.match(PROMISES_A_TEXT)![0]}'), which no page built ahead of time can know is sent`,
    );
}
