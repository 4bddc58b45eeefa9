import { categoryLabels, places, roads, site, type Place } from "@/lib/content/location";
import { esc, gold, ink, n, sand, stone, svgDocument, textWidth } from "./svg";

// The location map in the style of a printed presale brochure: paper ground, a faint
// city grid, parks and water, the road and rail network, every place from
// lib/content/location.ts as a numbered dot with its name, and the site as a gold pin.

export const MAP_W = 1000;
export const MAP_H = 640;

const WATER = "#c5d3da";
const PARK = "#dfe6d4";

function grid(): string {
  let out = "";
  for (let x = 40; x < MAP_W; x += 60) out += `<line x1="${x}" y1="0" x2="${x}" y2="${MAP_H}" stroke="${sand[200]}" stroke-width="1"/>`;
  for (let y = 30; y < MAP_H; y += 60) out += `<line x1="0" y1="${y}" x2="${MAP_W}" y2="${y}" stroke="${sand[200]}" stroke-width="1"/>`;
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

export function renderLocationMap(): string {
  const lake = "M380 420 C 400 380, 520 385, 600 400 C 680 415, 700 470, 650 510 C 600 548, 470 552, 410 520 C 360 495, 360 450, 380 420 Z";
  const river = "M0 520 C 120 500, 200 450, 260 470 S 340 520, 380 480";
  const body =
    `<rect width="${MAP_W}" height="${MAP_H}" fill="${sand[50]}"/>` +
    grid() +
    // parks and the mountain
    `<path d="M60 150 C 90 120, 200 150, 210 200 C 220 260, 120 290, 70 260 C 30 235, 35 180, 60 150 Z" fill="${PARK}"/>` +
    `<path d="M70 230 q 30 -50 60 0 M110 215 q 25 -40 50 0" fill="none" stroke="#9fae88" stroke-width="1.5"/>` +
    `<path d="M360 400 C 380 360, 640 370, 700 420 C 740 470, 690 570, 600 575 C 500 580, 340 560, 345 480 Z" fill="${PARK}"/>` +
    `<path d="M120 440 C 170 430, 240 470, 230 500 C 215 530, 140 520, 110 500 Z" fill="${PARK}"/>` +
    // water
    `<path d="${lake}" fill="${WATER}"/>` +
    `<path d="${river}" fill="none" stroke="${WATER}" stroke-width="16" stroke-linecap="round"/>` +
    `<text x="560" y="538" text-anchor="middle" font-size="12" fill="${ink[600]}" letter-spacing="3">SEON LAKE</text>` +
    // roads: expressway, avenue, lake road; then the rail line
    road("M0 100 C 200 105, 320 80, 520 95 S 820 120, 1000 100", 10, "#d9c39a", "#f3e3c2") +
    road("M150 600 C 260 480, 420 330, 560 280 S 820 220, 1000 200", 7, sand[300], "#ffffff") +
    road("M40 380 L 1000 380", 6, sand[300], "#ffffff") +
    road("M640 640 L 700 380 L 760 40", 6, sand[300], "#ffffff") +
    `<path d="M880 0 C 870 200, 850 400, 900 640" fill="none" stroke="${ink[700]}" stroke-width="3"/>` +
    `<path d="M880 0 C 870 200, 850 400, 900 640" fill="none" stroke="#ffffff" stroke-width="1.5" stroke-dasharray="8 8"/>` +
    `<text x="40" y="92" font-size="12" fill="${gold[700]}">${esc(roads.expressway)}</text>` +
    `<text x="60" y="372" font-size="12" fill="${stone[600]}">${esc(roads.lakeRoad)}</text>` +
    `<text x="905" y="620" font-size="12" fill="${ink[700]}">${esc(roads.rail)}</text>` +
    `<text x="238" y="540" font-size="12" fill="${stone[600]}" transform="rotate(-42 238 540)">${esc(roads.avenue)}</text>` +
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
