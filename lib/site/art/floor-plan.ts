import { interiorArea, isInterior, toPyeong, type FloorPlan, type Room } from "@/lib/site/content/floor-plans";
import type { UnitType } from "@/lib/site/content";
import { attrs, esc, gold, ink, n, sand, stone, svgDocument } from "./svg";

// Draws a unit's floor plan like an architect's sales plan: tinted floors, walls,
// door swings, south windows, room names with sizes, dimension lines and a north mark.

const S = 56; // pixels per metre
const PAD = { left: 76, right: 64, top: 84, bottom: 118 };
const WALL = 0.12 * S;
const OUTER_WALL = 0.22 * S;

const FILL: Record<Room["kind"], string> = {
  living: "#efe5d3",
  kitchen: "#f2eadc",
  bedroom: "#f6f0e4",
  bath: "#e4e9ee",
  dress: "#ece6dc",
  entry: "#e6dfd2",
  alpha: "#f1ebdf",
  pantry: "#ece6dc",
  balcony: "#f9f7f2",
  utility: "#f4f1ea",
};

type Box = { minX: number; minY: number; maxX: number; maxY: number };

function bounds(rooms: Room[]): Box {
  return {
    minX: Math.min(...rooms.map((r) => r.x)),
    minY: Math.min(...rooms.map((r) => r.y)),
    maxX: Math.max(...rooms.map((r) => r.x + r.w)),
    maxY: Math.max(...rooms.map((r) => r.y + r.h)),
  };
}

function door(room: Room): string {
  if (!room.door) return "";
  const { wall, at, width } = room.door;
  const x = room.x * S;
  const y = room.y * S;
  const w = room.w * S;
  const h = room.h * S;
  const a = at * S;
  const d = width * S;
  const gap = WALL * 1.6;
  let gapRect: string;
  let hinge: [number, number];
  let leafEnd: [number, number];
  let arcFrom: [number, number];
  switch (wall) {
    case "n":
      gapRect = attrs({ x: x + a, y: y - gap / 2, width: d, height: gap });
      hinge = [x + a, y];
      leafEnd = [x + a, y + d];
      arcFrom = [x + a + d, y];
      break;
    case "s":
      gapRect = attrs({ x: x + a, y: y + h - gap / 2, width: d, height: gap });
      hinge = [x + a, y + h];
      leafEnd = [x + a, y + h - d];
      arcFrom = [x + a + d, y + h];
      break;
    case "w":
      gapRect = attrs({ x: x - gap / 2, y: y + a, width: gap, height: d });
      hinge = [x, y + a];
      leafEnd = [x + d, y + a];
      arcFrom = [x, y + a + d];
      break;
    case "e":
      gapRect = attrs({ x: x + w - gap / 2, y: y + a, width: gap, height: d });
      hinge = [x + w, y + a];
      leafEnd = [x + w - d, y + a];
      arcFrom = [x + w, y + a + d];
      break;
  }
  const sweep = wall === "n" || wall === "e" ? 1 : 0;
  return (
    `<rect ${gapRect} fill="${FILL[room.kind]}"/>` +
    `<path d="M${n(arcFrom[0])} ${n(arcFrom[1])} A${n(d)} ${n(d)} 0 0 ${sweep} ${n(leafEnd[0])} ${n(leafEnd[1])}" fill="none" stroke="${ink[500]}" stroke-width="1" stroke-dasharray="3 3"/>` +
    `<line x1="${n(hinge[0])}" y1="${n(hinge[1])}" x2="${n(leafEnd[0])}" y2="${n(leafEnd[1])}" stroke="${ink[800]}" stroke-width="2"/>`
  );
}

function windowOn(x1: number, x2: number, y: number, thick: number): string {
  const len = x2 - x1;
  return (
    `<rect x="${n(x1)}" y="${n(y - thick / 2)}" width="${n(len)}" height="${n(thick)}" fill="#ffffff"/>` +
    `<line x1="${n(x1)}" y1="${n(y - thick / 4)}" x2="${n(x2)}" y2="${n(y - thick / 4)}" stroke="${ink[600]}" stroke-width="1"/>` +
    `<line x1="${n(x1)}" y1="${n(y + thick / 4)}" x2="${n(x2)}" y2="${n(y + thick / 4)}" stroke="${ink[600]}" stroke-width="1"/>`
  );
}

/** Label centre: the middle of the room, or of the larger free part beside a door in a small room. */
function labelCentre(room: Room): [number, number] {
  const centre: [number, number] = [room.x + room.w / 2, room.y + room.h / 2];
  const d = room.door;
  if (!d || Math.min(room.w, room.h) >= 1.7) return centre;
  const alongX = d.wall === "n" || d.wall === "s";
  // Move away from the swing across the wall first (the room's long side), else along it.
  const depth = alongX ? room.h : room.w;
  if (depth - d.width >= 1.2) {
    const offset = d.width / 2;
    if (d.wall === "n") return [centre[0], centre[1] + offset];
    if (d.wall === "s") return [centre[0], centre[1] - offset];
    if (d.wall === "w") return [centre[0] + offset, centre[1]];
    return [centre[0] - offset, centre[1]];
  }
  const length = alongX ? room.w : room.h;
  const before = d.at;
  const after = length - d.at - d.width;
  if (Math.max(before, after) < 1.0) return centre;
  const start = alongX ? room.x : room.y;
  const pos = before >= after ? start + before / 2 : start + d.at + d.width + after / 2;
  return alongX ? [pos, centre[1]] : [centre[0], pos];
}

function label(room: Room): string {
  const [lx, ly] = labelCentre(room);
  const cx = lx * S;
  const cy = ly * S;
  const small = Math.min(room.w, room.h) < 1.7;
  const nameSize = small ? 13 : room.kind === "living" ? 19 : 16;
  const area = (room.w * room.h).toFixed(1);
  const dims = `${room.w.toFixed(1)} × ${room.h.toFixed(1)}m`;
  const color = room.kind === "balcony" || room.kind === "utility" ? stone[600] : ink[900];
  if (small) {
    return (
      `<text x="${n(cx)}" y="${n(cy - 2)}" text-anchor="middle" font-size="${nameSize}" font-weight="600" fill="${color}">${esc(room.name)}</text>` +
      `<text x="${n(cx)}" y="${n(cy + 14)}" text-anchor="middle" font-size="11" fill="${stone[600]}">${area}㎡</text>`
    );
  }
  return (
    `<text x="${n(cx)}" y="${n(cy - 6)}" text-anchor="middle" font-size="${nameSize}" font-weight="600" fill="${color}">${esc(room.name)}</text>` +
    `<text x="${n(cx)}" y="${n(cy + 13)}" text-anchor="middle" font-size="12" fill="${stone[600]}">${esc(dims)}</text>`
  );
}

function dimension(x1: number, x2: number, y: number, text: string, tick = 6): string {
  return (
    `<line x1="${n(x1)}" y1="${n(y)}" x2="${n(x2)}" y2="${n(y)}" stroke="${stone[500]}" stroke-width="1"/>` +
    `<line x1="${n(x1)}" y1="${n(y - tick)}" x2="${n(x1)}" y2="${n(y + tick)}" stroke="${stone[500]}" stroke-width="1"/>` +
    `<line x1="${n(x2)}" y1="${n(y - tick)}" x2="${n(x2)}" y2="${n(y + tick)}" stroke="${stone[500]}" stroke-width="1"/>` +
    `<text x="${n((x1 + x2) / 2)}" y="${n(y - 7)}" text-anchor="middle" font-size="12" fill="${stone[600]}">${esc(text)}</text>`
  );
}

function verticalDimension(y1: number, y2: number, x: number, text: string): string {
  const cy = (y1 + y2) / 2;
  return (
    `<line x1="${n(x)}" y1="${n(y1)}" x2="${n(x)}" y2="${n(y2)}" stroke="${stone[500]}" stroke-width="1"/>` +
    `<line x1="${n(x - 6)}" y1="${n(y1)}" x2="${n(x + 6)}" y2="${n(y1)}" stroke="${stone[500]}" stroke-width="1"/>` +
    `<line x1="${n(x - 6)}" y1="${n(y2)}" x2="${n(x + 6)}" y2="${n(y2)}" stroke="${stone[500]}" stroke-width="1"/>` +
    `<text x="${n(x - 9)}" y="${n(cy)}" text-anchor="middle" font-size="12" fill="${stone[600]}" transform="rotate(-90 ${n(x - 9)} ${n(cy)})">${esc(text)}</text>`
  );
}

/** Metres with millimetre precision, as plans print them ("12,900"). */
function mm(metres: number): string {
  return Math.round(metres * 1000).toLocaleString("en-US");
}

export function renderFloorPlan(plan: FloorPlan, unit: UnitType): string {
  const all = bounds(plan.rooms);
  const inner = bounds(plan.rooms.filter(isInterior));
  const ox = PAD.left - all.minX * S;
  const oy = PAD.top - all.minY * S;
  const width = (all.maxX - all.minX) * S + PAD.left + PAD.right;
  const height = (all.maxY - all.minY) * S + PAD.top + PAD.bottom;

  const fills = plan.rooms
    .map(
      (r) =>
        `<rect ${attrs({ x: r.x * S, y: r.y * S, width: r.w * S, height: r.h * S })} fill="${FILL[r.kind]}"${isInterior(r) ? "" : ` fill-opacity="1"`}/>`,
    )
    .join("");
  const hatch = plan.rooms
    .filter((r) => !isInterior(r))
    .map(
      (r) =>
        `<rect ${attrs({ x: r.x * S, y: r.y * S, width: r.w * S, height: r.h * S })} fill="url(#hatch-${esc(plan.slug)})"/>`,
    )
    .join("");
  const serviceWalls = plan.rooms
    .filter((r) => !isInterior(r))
    .map(
      (r) =>
        `<rect ${attrs({ x: r.x * S, y: r.y * S, width: r.w * S, height: r.h * S })} fill="none" stroke="${ink[700]}" stroke-width="${n(WALL * 0.55)}"/>`,
    )
    .join("");
  const walls = plan.rooms
    .filter(isInterior)
    .map(
      (r) =>
        `<rect ${attrs({ x: r.x * S, y: r.y * S, width: r.w * S, height: r.h * S })} fill="none" stroke="${ink[900]}" stroke-width="${n(WALL)}"/>`,
    )
    .join("");
  const outer = `<rect ${attrs({ x: inner.minX * S, y: inner.minY * S, width: (inner.maxX - inner.minX) * S, height: (inner.maxY - inner.minY) * S })} fill="none" stroke="${ink[900]}" stroke-width="${n(OUTER_WALL)}"/>`;

  // Windows: every habitable room on the south face, and each balcony's outer edge.
  const southRooms = plan.rooms.filter(
    (r) => isInterior(r) && Math.abs(r.y + r.h - inner.maxY) < 0.01 && r.kind !== "bath",
  );
  const windows =
    southRooms
      .map((r) => windowOn((r.x + r.w * 0.15) * S, (r.x + r.w * 0.85) * S, (r.y + r.h) * S, OUTER_WALL))
      .join("") +
    plan.rooms
      .filter((r) => r.kind === "balcony" && r.y >= inner.maxY - 0.01)
      .map((r) => windowOn((r.x + 0.3) * S, (r.x + r.w - 0.3) * S, (r.y + r.h) * S, WALL))
      .join("");

  const entry = plan.rooms.find((r) => r.name === plan.entrance);
  const frontDoor = entry
    ? door({
        ...entry,
        door: { wall: "n", at: Math.max(0.15, entry.w / 2 - 0.5), width: Math.min(1.0, entry.w - 0.3) },
      }) +
      `<path d="M${n((entry.x + entry.w / 2) * S)} ${n(entry.y * S - 22)} l-7 -12 h14 z" fill="${gold[600]}"/>` +
      `<text x="${n((entry.x + entry.w / 2) * S)} " y="${n(entry.y * S - 40)}" text-anchor="middle" font-size="11" letter-spacing="2" fill="${gold[700]}">ENTRANCE</text>`
    : "";
  const doors = plan.rooms.map(door).join("");
  const labels = plan.rooms.map(label).join("");

  // Dimension lines: total width above, south-row widths below, total depth left.
  const top = all.minY * S - 52;
  const southRow = plan.rooms
    .filter((r) => isInterior(r) && Math.abs(r.y + r.h - inner.maxY) < 0.01)
    .sort((a, b) => a.x - b.x);
  const bottom = all.maxY * S + 34;
  const dims =
    dimension(inner.minX * S, inner.maxX * S, top, mm(inner.maxX - inner.minX)) +
    southRow.map((r) => dimension(r.x * S, (r.x + r.w) * S, bottom, mm(r.w), 4)).join("") +
    verticalDimension(inner.minY * S, inner.maxY * S, all.minX * S - 34, mm(inner.maxY - inner.minY));

  const area = interiorArea(plan);
  const pyeong = toPyeong(unit.exclusiveArea);
  const caption =
    `<text x="${n(all.minX * S)}" y="${n(all.maxY * S + 82)}" font-size="15" font-weight="700" fill="${ink[900]}">${esc(`${unit.label} TYPE`)}</text>` +
    `<text x="${n(all.minX * S + 92)}" y="${n(all.maxY * S + 82)}" font-size="13" fill="${stone[600]}">${esc(`전용 ${unit.exclusiveArea.toFixed(2)}㎡ (약 ${pyeong.toFixed(1)}평) · ${plan.layout}`)}</text>`;

  const north = (() => {
    const cx = all.maxX * S + 30;
    const cy = all.minY * S - 44;
    return (
      `<g transform="translate(${n(cx)} ${n(cy)})"><circle r="15" fill="none" stroke="${stone[500]}" stroke-width="1"/>` +
      `<path d="M0 -12 L5 6 L0 2 L-5 6 Z" fill="${ink[800]}"/><text y="-20" text-anchor="middle" font-size="11" font-weight="600" fill="${ink[800]}">N</text></g>`
    );
  })();

  const defs =
    `<defs><pattern id="hatch-${esc(plan.slug)}" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
    `<line x1="0" y1="0" x2="0" y2="8" stroke="${sand[300]}" stroke-width="1"/></pattern></defs>`;

  const body =
    defs +
    `<rect width="${n(width)}" height="${n(height)}" fill="${sand[50]}"/>` +
    `<g transform="translate(${n(ox)} ${n(oy)})">` +
    fills +
    hatch +
    serviceWalls +
    walls +
    outer +
    windows +
    doors +
    frontDoor +
    labels +
    dims +
    north +
    caption +
    `</g>`;

  return svgDocument({
    width,
    height,
    id: `floor-plan-${plan.slug}`,
    title: `${unit.label} 타입 평면도`,
    desc: `전용면적 ${unit.exclusiveArea}㎡(실 면적 합계 ${area.toFixed(1)}㎡), ${plan.layout}. ${plan.rooms.map((r) => r.name).join(", ")}.`,
    body,
  });
}
