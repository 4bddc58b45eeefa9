import {
  buildingRows,
  buildings,
  buildingHouseholds,
  sitePlanFeatures,
  topFloor,
  type Building,
} from "@/lib/site/content/buildings";
import { countWord, particle } from "@/lib/site/content/korean";
import { water } from "@/lib/site/content/location";
import { esc, gold, ink, n, sand, stone, svgDocument } from "./svg";

// The site layout plan (단지배치도): the site on its roads with the water (lake, river or
// none) to the south, the buildings drawn to the positions in the complex's content, walkways
// between their rows and trees that keep clear of them,
// the community centre, the plaza and the gates, in the brochure's line style.

export const SITE_W = 1000;
export const SITE_H = 720;
const LINE_LEN = 32;
const DEPTH = 26;

const LAKE = "#c9d6dc";
const GREEN = "#dfe5d3";
const TREE = "#b9c5a6";

function tree(x: number, y: number, r: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${TREE}" fill-opacity="0.85" stroke="#9fae88" stroke-width="0.8"/>`;
}

function building(b: Building): string {
  const len = b.lines.length * LINE_LEN;
  const floors = topFloor(b);
  return (
    `<g transform="translate(${n(b.x)} ${n(b.y)}) rotate(${n(b.angle)})">` +
    `<rect x="${n(-len / 2 + 4)}" y="${n(-DEPTH / 2 + 5)}" width="${n(len)}" height="${DEPTH}" fill="${ink[950]}" opacity="0.18"/>` +
    `<rect x="${n(-len / 2)}" y="${n(-DEPTH / 2)}" width="${n(len)}" height="${DEPTH}" fill="${ink[800]}" stroke="${gold[500]}" stroke-width="1"/>` +
    b.lines
      .slice(1)
      .map(
        (_, i) =>
          `<line x1="${n(-len / 2 + (i + 1) * LINE_LEN)}" y1="${n(-DEPTH / 2)}" x2="${n(-len / 2 + (i + 1) * LINE_LEN)}" y2="${n(DEPTH / 2)}" stroke="${ink[600]}" stroke-width="1"/>`,
      )
      .join("") +
    `<text y="5" text-anchor="middle" font-size="14" font-weight="700" fill="#ffffff">${esc(b.no)}동</text>` +
    `<text y="${n(DEPTH / 2 + 15)}" text-anchor="middle" font-size="11" fill="${stone[600]}">${floors}F · ${buildingHouseholds(b)}세대</text>` +
    `</g>`
  );
}

/** Boxes the trees keep clear of: every building with its labels, the plaza, the community centre and the gates. */
function obstacles(): { x1: number; y1: number; x2: number; y2: number }[] {
  const f = sitePlanFeatures;
  return [
    ...buildings.map((b) => {
      const half = (b.lines.length * LINE_LEN) / 2 + 12;
      return { x1: b.x - half, y1: b.y - DEPTH / 2 - 14, x2: b.x + half, y2: b.y + DEPTH / 2 + 22 };
    }),
    {
      x1: f.plaza.x - f.plaza.rx - 8,
      y1: f.plaza.y - f.plaza.ry - 8,
      x2: f.plaza.x + f.plaza.rx + 8,
      y2: f.plaza.y + f.plaza.ry + 24,
    },
    {
      x1: f.community.x - f.community.w / 2 - 10,
      y1: f.community.y - f.community.h / 2 - 10,
      x2: f.community.x + f.community.w / 2 + 10,
      y2: f.community.y + f.community.h / 2 + 10,
    },
    ...f.gates.map((g) => ({ x1: g.x - 90, y1: g.y - 30, x2: g.x + 90, y2: g.y + 14 })),
  ];
}

/** Trees every `step` along a straight line, leaving out those that would stand on a building or a landmark. */
function treeLine(x1: number, y1: number, x2: number, y2: number, step: number, r: number, seed: number): string {
  const blocked = obstacles();
  const count = Math.max(1, Math.round(Math.hypot(x2 - x1, y2 - y1) / step));
  let out = "";
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const jitter = (((i + seed) * 37) % 7) - 3;
    const x = x1 + (x2 - x1) * t + jitter;
    const y = y1 + (y2 - y1) * t + ((((i + seed) * 53) % 5) - 2);
    if (blocked.some((o) => x + r > o.x1 && x - r < o.x2 && y + r > o.y1 && y - r < o.y2)) continue;
    out += tree(x, y, r - (((i + seed) * 11) % 3));
  }
  return out;
}

/** The water (lake or river) or, with none, a park strip along the south edge; shared with the unit layout. */
export function waterBand(idPrefix: string): string {
  const shore = "M0 655 C 180 640, 320 668, 500 650 S 820 640, 1000 655 L1000 720 L0 720 Z";
  const label = water.kind === "none" ? water.name : [water.label, water.name].filter(Boolean).join(" · ");
  const fill =
    water.kind === "none"
      ? `<path d="${shore}" fill="${GREEN}"/>` + treeLine(30, 690, 970, 690, 46, 9, 5)
      : `<defs><linearGradient id="${idPrefix}-water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${LAKE}"/><stop offset="1" stop-color="#aebfc8"/></linearGradient>` +
        `<pattern id="${idPrefix}-ripple" width="${water.kind === "river" ? 60 : 40}" height="10" patternUnits="userSpaceOnUse"><path d="${water.kind === "river" ? "M0 5 L36 5" : "M0 5 Q10 1 20 5 T40 5"}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="1"/></pattern></defs>` +
        `<path d="${shore}" fill="url(#${idPrefix}-water)"/><path d="${shore}" fill="url(#${idPrefix}-ripple)"/>`;
  return (
    fill +
    (label
      ? `<text x="500" y="698" text-anchor="middle" font-size="15" font-weight="600" fill="${ink[700]}" letter-spacing="2">${esc(label)}</text>`
      : "")
  );
}

export function renderSitePlan(): string {
  const f = sitePlanFeatures;
  const rows = buildingRows();
  const site =
    "M70 150 L930 150 Q 952 150 952 172 L960 600 Q 960 622 938 622 L62 622 Q 40 622 40 600 L48 172 Q 48 150 70 150 Z";
  // Walkways run east-west between the rows of buildings (front row first), clear of every building.
  const rowY = rows.map((r) => r.reduce((sum, b) => sum + b.y, 0) / r.length);
  const walkwayY = rowY.slice(1).map((y, i) => (y + rowY[i]!) / 2);
  const body =
    `<rect width="${SITE_W}" height="${SITE_H}" fill="${sand[100]}"/>` +
    // Roads: north and east, with centre lines and names.
    `<rect x="0" y="96" width="${SITE_W}" height="36" fill="#e4dfd5"/>` +
    `<line x1="0" y1="114" x2="${SITE_W}" y2="114" stroke="#ffffff" stroke-width="1.5" stroke-dasharray="14 10"/>` +
    `<text x="120" y="88" font-size="13" fill="${stone[600]}" letter-spacing="1">${esc(f.roads.north)}</text>` +
    `<rect x="968" y="96" width="32" height="570" fill="#e4dfd5"/>` +
    `<text x="984" y="380" font-size="13" fill="${stone[600]}" text-anchor="middle" transform="rotate(90 984 380)" letter-spacing="1">${esc(f.roads.east)}</text>` +
    waterBand("site") +
    // The site: lawn, boundary, promenade along the south edge.
    `<path d="${site}" fill="${GREEN}"/>` +
    `<path d="${site}" fill="none" stroke="${gold[600]}" stroke-width="1.5" stroke-dasharray="8 5"/>` +
    `<path d="M60 600 C 260 588, 420 606, 600 594 S 860 590, 940 600" fill="none" stroke="#f5f2ec" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M60 600 C 260 588, 420 606, 600 594 S 860 590, 940 600" fill="none" stroke="${sand[300]}" stroke-width="1" stroke-dasharray="3 4"/>` +
    walkwayY
      .map(
        (y) =>
          `<line x1="90" y1="${n(y)}" x2="910" y2="${n(y)}" stroke="#f5f2ec" stroke-width="6" stroke-linecap="round"/>`,
      )
      .join("") +
    `<ellipse cx="${f.plaza.x}" cy="${f.plaza.y}" rx="${f.plaza.rx}" ry="${f.plaza.ry}" fill="#f5f2ec" stroke="${gold[500]}" stroke-width="1"/>` +
    `<ellipse cx="${f.plaza.x}" cy="${f.plaza.y}" rx="${f.plaza.rx - 26}" ry="${f.plaza.ry - 14}" fill="#c9d6dc"/>` +
    `<text x="${f.plaza.x}" y="${f.plaza.y + f.plaza.ry + 16}" text-anchor="middle" font-size="12" fill="${ink[700]}">${esc(f.plaza.label)}</text>` +
    // Trees along the boundary and the walkways, never on a building.
    treeLine(80, 172, 920, 172, 33, 7, 0) +
    treeLine(80, 612, 920, 612, 40, 8, 1) +
    treeLine(66, 200, 66, 580, 34, 7, 2) +
    treeLine(934, 200, 934, 580, 34, 7, 3) +
    walkwayY.map((y, i) => treeLine(110, y - 9, 890, y - 9, 38, 6, 10 + i)).join("") +
    // Community centre.
    `<rect x="${n(f.community.x - f.community.w / 2)}" y="${n(f.community.y - f.community.h / 2)}" width="${f.community.w}" height="${f.community.h}" rx="4" fill="${gold[300]}" stroke="${gold[600]}" stroke-width="1.2"/>` +
    `<text x="${f.community.x}" y="${f.community.y + 5}" text-anchor="middle" font-size="13" font-weight="600" fill="${ink[900]}">${esc(f.community.label)}</text>` +
    buildings.map(building).join("") +
    // Gates.
    f.gates
      .map((g) => {
        const arrow =
          g.dir === "w"
            ? `M${g.x + 14} ${g.y - 8} L${g.x} ${g.y} L${g.x + 14} ${g.y + 8}`
            : `M${g.x - 14} ${g.y - 8} L${g.x} ${g.y} L${g.x - 14} ${g.y + 8}`;
        const tx = g.dir === "w" ? g.x - 6 : g.x + 6;
        return (
          `<path d="${arrow}" fill="none" stroke="${gold[700]}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>` +
          `<text x="${tx}" y="${g.y - 14}" text-anchor="${g.dir === "w" ? "end" : "start"}" font-size="12" font-weight="600" fill="${gold[700]}">${esc(g.label)}</text>`
        );
      })
      .join("") +
    // North mark and scale note.
    `<g transform="translate(940 40)"><circle r="16" fill="none" stroke="${stone[500]}"/><path d="M0 -12 L5 7 L0 3 L-5 7 Z" fill="${ink[800]}"/><text y="-21" text-anchor="middle" font-size="11" font-weight="700" fill="${ink[800]}">N</text></g>` +
    `<text x="40" y="40" font-size="12" letter-spacing="3" fill="${gold[700]}">SITE PLAN</text>` +
    `<text x="40" y="62" font-size="13" fill="${stone[600]}">대지면적 ${esc(f.siteArea)} · ${buildings.length}개동</text>`;

  const list = `${buildings.length}개동(${buildings.map((b) => `${b.no}동`).join(", ")})`;
  const facing = water.kind === "none" ? "남쪽을" : `남쪽 ${particle(water.name, "을/를")}`;
  return svgDocument({
    width: SITE_W,
    height: SITE_H,
    id: "site-plan",
    title: "단지배치도",
    desc: `${particle(list, "이/가")} ${facing} 향해 ${countWord(rows.length)} 줄로 배치되어 있고, 단지 중앙에 ${particle(f.plaza.label, "과/와")} ${particle(f.community.label, "이/가")} 있습니다.`,
    body,
  });
}
