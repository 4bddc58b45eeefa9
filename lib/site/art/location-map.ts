import { categoryLabels, location, places, roads, site, water, type Place } from "@/lib/site/content/location";
import { esc, gold, ink, n, sand, smoothPath, stone, svgDocument, textWidth } from "./svg";

// The location map in the style of a printed presale brochure: paper ground, a faint
// city grid, parks and water, the road and rail network (all shapes from the complex's
// location content), every place as a numbered dot with its name, and the site as a gold pin.

export const MAP_W = 1000;
export const MAP_H = 640;

/**
 * The home page shows the map as a picture (scripts/render-art.ts, labels in Pretendard): as an
 * SVG image, its 35 labels cost a phone's main thread a text layout and paint of about 100 ms at
 * load. Twice the drawing's size, so it stays sharp on a phone's screen.
 */
export const LOCATION_MAP_RASTER = {
  src: "/art/location-map.webp",
  width: MAP_W,
  height: MAP_H,
  scale: 2,
  quality: 80,
} as const;

const WATER = "#c5d3da";
const PARK = "#dfe6d4";

function grid(): string {
  let out = "";
  for (let x = 40; x < MAP_W; x += 60)
    out += `<line x1="${x}" y1="0" x2="${x}" y2="${MAP_H}" stroke="${sand[200]}" stroke-width="1"/>`;
  for (let y = 30; y < MAP_H; y += 60)
    out += `<line x1="0" y1="${y}" x2="${MAP_W}" y2="${y}" stroke="${sand[200]}" stroke-width="1"/>`;
  return out;
}

function road(d: string, width: number, casing: string, fill: string): string {
  return `<path d="${d}" fill="none" stroke="${casing}" stroke-width="${width + 4}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${fill}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function placeMark(p: Place, index: number): string {
  const color = categoryLabels[p.category].color;
  const label = `${p.name}`;
  const w = textWidth(label, 13) + 14;
  let tx = p.x + 16;
  let ty = p.y + 5;
  let anchor = "start";
  if (p.anchor === "left") {
    tx = p.x - 16;
    anchor = "end";
  } else if (p.anchor === "above") {
    tx = p.x;
    ty = p.y - 16;
    anchor = "middle";
  } else if (p.anchor === "below") {
    tx = p.x;
    ty = p.y + 28;
    anchor = "middle";
  }
  const bx = anchor === "start" ? tx - 6 : anchor === "end" ? tx - w + 6 : tx - w / 2;
  return (
    `<g>` +
    `<rect x="${n(bx)}" y="${n(ty - 15)}" width="${n(w)}" height="22" rx="3" fill="#ffffff" fill-opacity="0.92"/>` +
    `<circle cx="${p.x}" cy="${p.y}" r="10" fill="${color}" stroke="#ffffff" stroke-width="2"/>` +
    `<text x="${p.x}" y="${p.y + 4}" text-anchor="middle" font-size="10" font-weight="700" fill="#ffffff">${index + 1}</text>` +
    `<text x="${n(tx)}" y="${n(ty)}" text-anchor="${anchor}" font-size="13" font-weight="600" fill="${ink[900]}">${esc(label)}</text>` +
    `</g>`
  );
}

/** Angle in degrees of a polyline's first segment, for a label laid along it. */
function angleOf(points: readonly (readonly [number, number])[]): number {
  const [a, b] = [points[0]!, points[1]!];
  return (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
}

export function renderLocationMap(): string {
  const m = location.map;
  const [wx, wy] = m.waterLabelAt;
  const waterShape =
    water.kind === "lake"
      ? `<path d="${smoothPath(m.water, true)}" fill="${WATER}"/>`
      : water.kind === "river"
        ? `<path d="${smoothPath(m.water)}" fill="none" stroke="${WATER}" stroke-width="46" stroke-linecap="round"/>` +
          `<path d="${smoothPath(m.water)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5" stroke-dasharray="18 14"/>`
        : "";
  const [ex, ey] = m.expressway[0]!;
  const local = m.localRoads[0];
  const [rx, ry] = m.rail[m.rail.length - 1]!;
  const [ax, ay] = m.avenue[0]!;
  const avenueLabelAt: [number, number] = [ax + (m.avenue[1]![0] - ax) * 0.45, ay + (m.avenue[1]![1] - ay) * 0.45 - 8];
  const body =
    `<rect width="${MAP_W}" height="${MAP_H}" fill="${sand[50]}"/>` +
    grid() +
    // parks, then the water and the streams
    m.parks.map((park) => `<path d="${smoothPath(park, true)}" fill="${PARK}"/>`).join("") +
    waterShape +
    m.streams
      .map((s) => `<path d="${smoothPath(s)}" fill="none" stroke="${WATER}" stroke-width="16" stroke-linecap="round"/>`)
      .join("") +
    (water.kind === "none"
      ? ""
      : `<text x="${wx}" y="${wy}" text-anchor="middle" font-size="12" fill="${ink[600]}" letter-spacing="3">${esc(water.label)}</text>`) +
    // roads: expressway, avenue, local roads; then the rail line
    road(smoothPath(m.expressway), 10, "#d9c39a", "#f3e3c2") +
    road(smoothPath(m.avenue), 7, sand[300], "#ffffff") +
    m.localRoads.map((r) => road(smoothPath(r), 6, sand[300], "#ffffff")).join("") +
    `<path d="${smoothPath(m.rail)}" fill="none" stroke="${ink[700]}" stroke-width="3"/>` +
    `<path d="${smoothPath(m.rail)}" fill="none" stroke="#ffffff" stroke-width="1.5" stroke-dasharray="8 8"/>` +
    `<text x="${n(Math.max(ex, 0) + 40)}" y="${n(ey - 8)}" font-size="12" fill="${gold[700]}">${esc(roads.expressway)}</text>` +
    (local
      ? `<text x="${n(local[0]![0] + 20)}" y="${n(local[0]![1] - 8)}" font-size="12" fill="${stone[600]}">${esc(roads.local)}</text>`
      : "") +
    `<text x="${n(Math.min(rx + 5, MAP_W - 95))}" y="${n(Math.min(ry, MAP_H) - 20)}" font-size="12" fill="${ink[700]}">${esc(roads.rail)}</text>` +
    `<text x="${n(avenueLabelAt[0])}" y="${n(avenueLabelAt[1])}" font-size="12" fill="${stone[600]}" transform="rotate(${n(angleOf(m.avenue))} ${n(avenueLabelAt[0])} ${n(avenueLabelAt[1])})">${esc(roads.avenue)}</text>` +
    // 10-minute ring around the site
    `<circle cx="${site.x}" cy="${site.y}" r="150" fill="none" stroke="${gold[500]}" stroke-width="1.2" stroke-dasharray="4 6"/>` +
    `<text x="${site.x}" y="${site.y - 156}" text-anchor="middle" font-size="11" fill="${gold[700]}">반경 약 1.5km</text>` +
    places.map(placeMark).join("") +
    // the site pin
    `<circle cx="${site.x}" cy="${site.y}" r="34" fill="${gold[500]}" opacity="0.18"/>` +
    `<path d="M${site.x} ${site.y + 6} c -14 -18 -20 -26 -20 -36 a 20 20 0 0 1 40 0 c 0 10 -6 18 -20 36 z" fill="${ink[900]}" stroke="${gold[400]}" stroke-width="2"/>` +
    `<circle cx="${site.x}" cy="${site.y - 30}" r="7" fill="${gold[400]}"/>` +
    `<rect x="${site.x - 58}" y="${site.y + 12}" width="116" height="28" rx="14" fill="${ink[900]}"/>` +
    `<text x="${site.x}" y="${site.y + 31}" text-anchor="middle" font-size="13" font-weight="700" fill="#ffffff">${esc(site.label)}</text>` +
    // title and north mark
    `<text x="30" y="36" font-size="12" letter-spacing="3" fill="${gold[700]}">LOCATION MAP</text>` +
    `<g transform="translate(960 40)"><circle r="16" fill="#ffffff" stroke="${stone[500]}"/><path d="M0 -12 L5 7 L0 3 L-5 7 Z" fill="${ink[800]}"/><text y="-21" text-anchor="middle" font-size="11" font-weight="700" fill="${ink[800]}">N</text></g>`;
  return svgDocument({
    width: MAP_W,
    height: MAP_H,
    id: "location-map",
    title: "입지 안내 지도",
    desc: `${site.label} 주변: ${places.map((p) => `${p.name}(${p.time})`).join(", ")}.`,
    body,
  });
}
