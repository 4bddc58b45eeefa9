import type { SurroundingsMap } from "@/lib/site/content/visit-schema";
import { esc, gold, ink, n, sand, smoothPath, stone, svgDocument, textWidth } from "./svg";

// The surroundings map (약도) of the model house, in the style of the location map: paper ground,
// parks and water, roads with their names, the model house in ink and gold, its parking, the bus
// stops and stations of the transit lines, and the walking route from the stop, all from the
// complex's visit content (complexes/<slug>/visit.ts, `map`). It is drawn once per build and
// served as /art/surroundings-map.svg, so the booking page carries only an <img> and a caption.
//
// Labels are sized for a phone: the drawing is about 600 units wide and shown at the full width
// of a 390px screen (about 350px), so a 22-unit label reads at about 13px there.

export const LABEL = 22;
const SMALL = 20;
const LANDMARK = 20;
const ROAD = 20;
const MARK = 16; // radius of a point marker
const GAP = 8; // between a marker and its label
const PAD = 5; // around a label's text, inside its white ground

export const mapColors = {
  water: "#c5d3da",
  park: "#dfe6d4",
  parkText: "#3f6b4f",
  building: "#e9e2d5",
  modelHouse: ink[900],
  parking: ink[600],
  stop: "#2f6b57",
  station: ink[800],
  walk: gold[700],
} as const;

type Line = { text: string; size: number; weight: number; fill: string };
export type Box = { x: number; y: number; w: number; h: number };
/** A label's lines and the box they take, and the marker it belongs to; exported for the layout test. */
export type Placed = { kind: string; name: string; lines: Line[]; box: Box; marker: Box };

const lineHeight = (size: number) => Math.round(size * 1.25);

/** Lines of text placed beside a marker of radius `r` at (x, y), on the side `anchor` names. */
function place(
  kind: string,
  name: string,
  x: number,
  y: number,
  r: number,
  anchor: "left" | "right" | "above" | "below",
  lines: Line[],
): Placed {
  const w = Math.max(...lines.map((l) => textWidth(l.text, l.size))) + PAD * 2;
  const h = lines.reduce((sum, l) => sum + lineHeight(l.size), 0) + PAD * 2;
  const box =
    anchor === "right"
      ? { x: x + r + GAP, y: y - h / 2, w, h }
      : anchor === "left"
        ? { x: x - r - GAP - w, y: y - h / 2, w, h }
        : anchor === "above"
          ? { x: x - w / 2, y: y - r - GAP - h, w, h }
          : { x: x - w / 2, y: y + r + GAP, w, h };
  return { kind, name, lines, box, marker: { x: x - r, y: y - r, w: r * 2, h: r * 2 } };
}

function drawLabel(p: Placed, ground = "#ffffff", opacity = 0.94): string {
  const { box } = p;
  let y = box.y + PAD;
  const cx = box.x + box.w / 2;
  const text = p.lines
    .map((l) => {
      const lh = lineHeight(l.size);
      y += lh;
      // The baseline sits about a fifth of the line height above the line's bottom.
      return `<text x="${n(cx)}" y="${n(y - lh * 0.24)}" text-anchor="middle" font-size="${l.size}" font-weight="${l.weight}" fill="${l.fill}">${esc(l.text)}</text>`;
    })
    .join("");
  return `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" rx="4" fill="${ground}" fill-opacity="${opacity}"/>${text}`;
}

const polyline = (points: readonly (readonly [number, number])[]) =>
  points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

/** The segment of a polyline nearest to a point: its angle (kept upright) and the point's foot on it. */
function alongRoad(points: readonly (readonly [number, number])[], at?: readonly [number, number]) {
  let best = { d: Infinity, x: 0, y: 0, angle: 0 };
  let longest = { len: -1, x: 0, y: 0, angle: 0 };
  for (let i = 0; i + 1 < points.length; i++) {
    const [[ax, ay], [bx, by]] = [points[i]!, points[i + 1]!];
    const [dx, dy] = [bx - ax, by - ay];
    const len = Math.hypot(dx, dy);
    let angle = (Math.atan2(dy, dx) * 180) / Math.PI;
    if (angle > 90) angle -= 180;
    if (angle <= -90) angle += 180;
    if (len > longest.len) longest = { len, x: ax + dx / 2, y: ay + dy / 2, angle };
    if (at) {
      const t = len ? Math.max(0, Math.min(1, ((at[0] - ax) * dx + (at[1] - ay) * dy) / (len * len))) : 0;
      const [fx, fy] = [ax + dx * t, ay + dy * t];
      const d = Math.hypot(at[0] - fx, at[1] - fy);
      if (d < best.d) best = { d, x: fx, y: fy, angle };
    }
  }
  return at ? best : longest;
}

const HOUSE_W = 76;
const HOUSE_H = 48;
const ROAD_WIDTH = { major: 28, street: 20 } as const;

/** The north mark, in the drawing's bottom right corner. */
export function northAt(map: SurroundingsMap) {
  return { x: map.width - 34, y: map.height - 36 };
}

/** Every label of the map with its box, in drawing order (for the drawing and for the overlap test). */
export function layoutSurroundingsMap(map: SurroundingsMap): Placed[] {
  const dark = ink[900];
  const mh = map.modelHouse;
  // The model house is a building, not a dot: its marker is the footprint, and its label clears it.
  const foot = { x: mh.x - HOUSE_W / 2, y: mh.y - HOUSE_H / 2, w: HOUSE_W, h: HOUSE_H };
  const clear = mh.anchor === "left" || mh.anchor === "right" ? HOUSE_W / 2 : HOUSE_H / 2;
  const houseLabel = place("modelHouse", mh.label, mh.x, mh.y, clear, mh.anchor, [
    { text: mh.label, size: LABEL + 2, weight: 700, fill: "#ffffff" },
  ]);
  houseLabel.marker = foot;
  return [
    houseLabel,
    walkLabel(map),
    ...map.parking.map((p) =>
      place("parking", p.name, p.x, p.y, MARK, p.anchor, [{ text: p.name, size: LABEL, weight: 600, fill: dark }]),
    ),
    ...map.stops.map((s) =>
      place("stop", s.name, s.x, s.y, MARK, s.anchor, [
        { text: s.name, size: LABEL, weight: 700, fill: dark },
        ...(s.routes ? [{ text: s.routes, size: SMALL, weight: 500, fill: stone[700] }] : []),
      ]),
    ),
    ...map.stations.map((s) =>
      place("station", s.name, s.x, s.y, MARK, s.anchor, [
        { text: s.toward ? `${s.name} 방면` : s.name, size: LABEL, weight: 700, fill: dark },
        { text: s.note, size: SMALL, weight: 500, fill: stone[700] },
      ]),
    ),
  ];
}

const none: Box = { x: 0, y: 0, w: 0, h: 0 };

/** The boxes that the names of roads (laid along them) and landmarks take, for the layout test. */
export function nameBoxes(map: SurroundingsMap): Placed[] {
  const roads = map.roads.map((r) => {
    const at = roadLabel(r);
    const rad = (at.angle * Math.PI) / 180;
    const [hw, hh] = [at.w / 2, ROAD * 0.6];
    const [ex, ey] = [
      Math.abs(Math.cos(rad)) * hw + Math.abs(Math.sin(rad)) * hh,
      Math.abs(Math.sin(rad)) * hw + Math.abs(Math.cos(rad)) * hh,
    ];
    return {
      kind: "road",
      name: r.name,
      lines: [],
      box: { x: at.x - ex, y: at.y - ey, w: ex * 2, h: ey * 2 },
      marker: none,
    };
  });
  const landmarks = map.landmarks.map((l) => {
    const w = textWidth(l.name, LANDMARK);
    return {
      kind: "landmark",
      name: l.name,
      lines: [],
      box: { x: l.labelAt[0] - w / 2, y: l.labelAt[1] - LANDMARK * 0.9, w, h: LANDMARK * 1.2 },
      marker: none,
    };
  });
  return [...roads, ...landmarks];
}

/** The walking route: from its stop through `via` to the edge of the model house's footprint. */
export function walkPoints(map: SurroundingsMap): [number, number][] {
  const stop = map.stops.find((s) => s.name === map.walk.from) ?? map.stops[0]!;
  const points: [number, number][] = [[stop.x, stop.y], ...map.walk.via.map(([x, y]) => [x, y] as [number, number])];
  const { x, y } = map.modelHouse;
  const [px, py] = points[points.length - 1]!;
  const [dx, dy] = [x - px, y - py];
  // Back from the centre along the last leg until the leg leaves the footprint.
  const s = Math.min(dx ? HOUSE_W / 2 / Math.abs(dx) : Infinity, dy ? HOUSE_H / 2 / Math.abs(dy) : Infinity, 1);
  return [...points, [x - dx * s, y - dy * s]];
}

function walkLabel(map: SurroundingsMap): Placed {
  const pts = walkPoints(map);
  const mid = alongRoad(pts);
  const anchor = map.walk.anchor ?? (Math.abs(mid.angle) > 45 ? "right" : "above");
  return place("walk", map.walk.time, mid.x, mid.y, 6, anchor, [
    { text: map.walk.time, size: SMALL, weight: 700, fill: "#ffffff" },
  ]);
}

function roadLabel(road: SurroundingsMap["roads"][number]): { x: number; y: number; angle: number; w: number } {
  const at = alongRoad(road.points, road.labelAt);
  return { x: at.x, y: at.y, angle: at.angle, w: textWidth(road.name, ROAD) };
}

function marker(kind: string, x: number, y: number, toward?: "n" | "e" | "s" | "w"): string {
  if (kind === "parking")
    return (
      `<rect x="${n(x - MARK)}" y="${n(y - MARK)}" width="${MARK * 2}" height="${MARK * 2}" rx="5" fill="${mapColors.parking}" stroke="#ffffff" stroke-width="2"/>` +
      `<text x="${n(x)}" y="${n(y + 7)}" text-anchor="middle" font-size="20" font-weight="800" fill="#ffffff">P</text>`
    );
  if (kind === "stop")
    // a bus seen from the front: body, windscreen, wheels
    return (
      `<circle cx="${n(x)}" cy="${n(y)}" r="${MARK}" fill="${mapColors.stop}" stroke="#ffffff" stroke-width="2"/>` +
      `<rect x="${n(x - 8)}" y="${n(y - 9)}" width="16" height="16" rx="3" fill="#ffffff"/>` +
      `<rect x="${n(x - 6)}" y="${n(y - 6)}" width="12" height="6" rx="1" fill="${mapColors.stop}"/>` +
      `<rect x="${n(x - 7)}" y="${n(y + 7)}" width="4" height="3" fill="#ffffff"/><rect x="${n(x + 3)}" y="${n(y + 7)}" width="4" height="3" fill="#ffffff"/>`
    );
  const rotate = { n: -90, e: 0, s: 90, w: 180 };
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${MARK}" fill="${mapColors.station}" stroke="${gold[400]}" stroke-width="2"/>` +
    (toward
      ? `<path d="M-8 -3 H2 V-8 L10 0 L2 8 V3 H-8 Z" fill="#ffffff" transform="translate(${n(x)} ${n(y)}) rotate(${rotate[toward]})"/>`
      : `<circle cx="${n(x)}" cy="${n(y)}" r="7" fill="none" stroke="#ffffff" stroke-width="3"/>`)
  );
}

/** The map's text alternative: what a sighted visitor reads off the drawing, in one paragraph. */
export function describeSurroundingsMap(map: SurroundingsMap): string {
  const stop = map.stops.find((s) => s.name === map.walk.from) ?? map.stops[0]!;
  const stations = map.stations.map((s) => `${s.toward ? `${s.name} 방면` : s.name}(${s.note})`);
  return [
    `북쪽이 위인 약도입니다. ${map.modelHouse.label} 주변 도로: ${map.roads.map((r) => r.name).join(", ")}.`,
    `버스 정류장: ${map.stops.map((s) => (s.routes ? `${s.name}(${s.routes})` : s.name)).join(", ")}. ${stop.name} 정류장에서 ${map.modelHouse.label}까지 ${map.walk.time}.`,
    `주차: ${map.parking.map((p) => p.name).join(", ")}.`,
    `역·환승: ${stations.join(", ")}.`,
    `주변: ${map.landmarks.map((l) => l.name).join(", ")}.`,
  ].join(" ");
}

export function renderSurroundingsMap(map: SurroundingsMap): string {
  const { width: W, height: H } = map;
  const [houseLabel, walk, ...pointLabels] = layoutSurroundingsMap(map);

  const grounds = map.landmarks
    .map((l) => {
      if (l.kind === "park") return `<path d="${smoothPath(l.shape, true)}" fill="${mapColors.park}"/>`;
      if (l.kind === "lake") return `<path d="${smoothPath(l.shape, true)}" fill="${mapColors.water}"/>`;
      if (l.kind === "river")
        return `<path d="${smoothPath(l.shape)}" fill="none" stroke="${mapColors.water}" stroke-width="64" stroke-linecap="butt"/>`;
      return `<polygon points="${polyline(l.shape)}" fill="${mapColors.building}" stroke="${sand[300]}" stroke-width="2"/>`;
    })
    .join("");
  const landmarkNames = map.landmarks
    .map((l) => {
      const [x, y] = l.labelAt;
      const fill = l.kind === "park" ? mapColors.parkText : l.kind === "building" ? stone[700] : ink[700];
      return `<text x="${n(x)}" y="${n(y)}" text-anchor="middle" font-size="${LANDMARK}" font-weight="600" fill="${fill}" data-landmark="${esc(l.kind)}">${esc(l.name)}</text>`;
    })
    .join("");

  // Roads: casing first, then the surfaces, so crossings read as one network.
  const roads = map.roads;
  const casings = roads
    .map(
      (r) =>
        `<path d="${smoothPath(r.points)}" fill="none" stroke="${r.kind === "major" ? "#d9c39a" : sand[300]}" stroke-width="${ROAD_WIDTH[r.kind] + 4}" stroke-linecap="square"/>`,
    )
    .join("");
  const surfaces = roads
    .map(
      (r) =>
        `<path d="${smoothPath(r.points)}" fill="none" stroke="${r.kind === "major" ? "#f3e3c2" : "#ffffff"}" stroke-width="${ROAD_WIDTH[r.kind]}" stroke-linecap="square"/>`,
    )
    .join("");
  const roadNames = roads
    .map((r) => {
      const at = roadLabel(r);
      return `<text x="${n(at.x)}" y="${n(at.y)}" dy="0.35em" text-anchor="middle" font-size="${ROAD}" font-weight="600" fill="${r.kind === "major" ? gold[700] : stone[600]}" transform="rotate(${n(at.angle)} ${n(at.x)} ${n(at.y)})">${esc(r.name)}</text>`;
    })
    .join("");

  const route = walkPoints(map);
  const walkPath =
    `<polyline points="${polyline(route)}" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.85"/>` +
    `<polyline points="${polyline(route)}" fill="none" stroke="${mapColors.walk}" stroke-width="5" stroke-dasharray="2 9" stroke-linecap="round" stroke-linejoin="round" data-walk=""/>`;

  const mh = map.modelHouse;
  const house =
    `<g data-mark="model-house" data-x="${n(mh.x)}" data-y="${n(mh.y)}">` +
    `<circle cx="${n(mh.x)}" cy="${n(mh.y)}" r="54" fill="${gold[500]}" opacity="0.2"/>` +
    `<rect x="${n(mh.x - HOUSE_W / 2)}" y="${n(mh.y - HOUSE_H / 2)}" width="${HOUSE_W}" height="${HOUSE_H}" rx="3" fill="${mapColors.modelHouse}" stroke="${gold[400]}" stroke-width="3"/>` +
    `<path d="M${n(mh.x - 22)} ${n(mh.y + 8)} L${n(mh.x)} ${n(mh.y - 12)} L${n(mh.x + 22)} ${n(mh.y + 8)}" fill="none" stroke="${gold[400]}" stroke-width="3" stroke-linejoin="round"/>` +
    `</g>`;

  const points = [
    ...map.parking.map(
      (p) => `<g data-mark="parking" data-x="${n(p.x)}" data-y="${n(p.y)}">${marker("parking", p.x, p.y)}</g>`,
    ),
    ...map.stops.map(
      (s) => `<g data-mark="stop" data-x="${n(s.x)}" data-y="${n(s.y)}">${marker("stop", s.x, s.y)}</g>`,
    ),
    ...map.stations.map(
      (s) =>
        `<g data-mark="station" data-x="${n(s.x)}" data-y="${n(s.y)}">${marker("station", s.x, s.y, s.toward)}</g>`,
    ),
  ].join("");

  const north =
    `<g transform="translate(${n(northAt(map).x)} ${n(northAt(map).y)})"><circle r="17" fill="#ffffff" stroke="${stone[500]}"/>` +
    `<path d="M0 -12 L5 7 L0 3 L-5 7 Z" fill="${ink[800]}"/><text y="-22" text-anchor="middle" font-size="13" font-weight="700" fill="${ink[800]}">N</text></g>`;

  const body =
    `<rect width="${W}" height="${H}" fill="${sand[50]}"/>` +
    grounds +
    casings +
    surfaces +
    roadNames +
    landmarkNames +
    walkPath +
    house +
    points +
    pointLabels.map((p) => drawLabel(p)).join("") +
    drawLabel(walk!, mapColors.walk, 1) +
    // the model house's name on an ink pill, last so nothing covers it
    drawLabel(houseLabel!, mapColors.modelHouse, 1) +
    north;
  return svgDocument({
    width: W,
    height: H,
    id: "surroundings-map",
    title: `${mh.label} 주변 약도`,
    desc: describeSurroundingsMap(map),
    body,
  });
}
