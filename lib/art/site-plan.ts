import { buildings, buildingHouseholds, sitePlanFeatures, topFloor, type Building } from "@/lib/content/buildings";
import { esc, gold, ink, n, sand, stone, svgDocument } from "./svg";

// The site layout plan (단지배치도): the site on its roads with the lake to the south,
// the ten buildings drawn to the positions in lib/content/buildings.ts, landscaping,
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

/** Deterministic scatter of trees along a path so every build draws the same plan. */
function treeRow(x1: number, y1: number, x2: number, y2: number, count: number, r = 7): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const jitter = ((i * 37) % 7) - 3;
    out += tree(x1 + (x2 - x1) * t + jitter, y1 + (y2 - y1) * t + (((i * 53) % 5) - 2), r - ((i * 11) % 3));
  }
  return out;
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
      .map((_, i) => `<line x1="${n(-len / 2 + (i + 1) * LINE_LEN)}" y1="${n(-DEPTH / 2)}" x2="${n(-len / 2 + (i + 1) * LINE_LEN)}" y2="${n(DEPTH / 2)}" stroke="${ink[600]}" stroke-width="1"/>`)
      .join("") +
    `<text y="5" text-anchor="middle" font-size="14" font-weight="700" fill="#ffffff">${esc(b.no)}동</text>` +
    `<text y="${n(DEPTH / 2 + 15)}" text-anchor="middle" font-size="11" fill="${stone[600]}">${floors}F · ${buildingHouseholds(b)}세대</text>` +
    `</g>`
  );
}

export function renderSitePlan(): string {
  const f = sitePlanFeatures;
  const site = "M70 150 L930 150 Q 952 150 952 172 L960 600 Q 960 622 938 622 L62 622 Q 40 622 40 600 L48 172 Q 48 150 70 150 Z";
  const body =
    `<defs>` +
    `<linearGradient id="site-lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${LAKE}"/><stop offset="1" stop-color="#aebfc8"/></linearGradient>` +
    `<pattern id="site-water" width="40" height="10" patternUnits="userSpaceOnUse"><path d="M0 5 Q10 1 20 5 T40 5" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="1"/></pattern>` +
    `</defs>` +
    `<rect width="${SITE_W}" height="${SITE_H}" fill="${sand[100]}"/>` +
    // Roads: north and east, with centre lines and names.
    `<rect x="0" y="96" width="${SITE_W}" height="36" fill="#e4dfd5"/>` +
    `<line x1="0" y1="114" x2="${SITE_W}" y2="114" stroke="#ffffff" stroke-width="1.5" stroke-dasharray="14 10"/>` +
    `<text x="120" y="88" font-size="13" fill="${stone[600]}" letter-spacing="1">${esc(f.roads.north)}</text>` +
    `<rect x="968" y="96" width="32" height="570" fill="#e4dfd5"/>` +
    `<text x="984" y="380" font-size="13" fill="${stone[600]}" text-anchor="middle" transform="rotate(90 984 380)" letter-spacing="1">${esc(f.roads.east)}</text>` +
    // The lake along the south edge.
    `<path d="M0 655 C 180 640, 320 668, 500 650 S 820 640, 1000 655 L1000 720 L0 720 Z" fill="url(#site-lake)"/>` +
    `<path d="M0 655 C 180 640, 320 668, 500 650 S 820 640, 1000 655 L1000 720 L0 720 Z" fill="url(#site-water)"/>` +
    `<text x="500" y="698" text-anchor="middle" font-size="15" font-weight="600" fill="${ink[700]}" letter-spacing="2">${esc(f.lakeLabel)}</text>` +
    // The site: lawn, boundary, promenade along the lake.
    `<path d="${site}" fill="${GREEN}"/>` +
    `<path d="${site}" fill="none" stroke="${gold[600]}" stroke-width="1.5" stroke-dasharray="8 5"/>` +
    `<path d="M60 600 C 260 588, 420 606, 600 594 S 860 590, 940 600" fill="none" stroke="#f5f2ec" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M60 600 C 260 588, 420 606, 600 594 S 860 590, 940 600" fill="none" stroke="${sand[300]}" stroke-width="1" stroke-dasharray="3 4"/>` +
    // Inner ring road (pedestrian-first) and plaza.
    `<path d="M110 170 L890 170 L905 470 L880 470" fill="none" stroke="#f5f2ec" stroke-width="7" stroke-linecap="round"/>` +
    `<ellipse cx="${f.plaza.x}" cy="${f.plaza.y}" rx="${f.plaza.rx}" ry="${f.plaza.ry}" fill="#f5f2ec" stroke="${gold[500]}" stroke-width="1"/>` +
    `<ellipse cx="${f.plaza.x}" cy="${f.plaza.y}" rx="${f.plaza.rx - 26}" ry="${f.plaza.ry - 14}" fill="#c9d6dc"/>` +
    `<text x="${f.plaza.x}" y="${f.plaza.y + f.plaza.ry + 16}" text-anchor="middle" font-size="12" fill="${ink[700]}">${esc(f.plaza.label)}</text>` +
    treeRow(80, 180, 920, 180, 26, 7) +
    treeRow(80, 612, 920, 612, 22, 8) +
    treeRow(70, 200, 70, 580, 12, 7) +
    treeRow(930, 200, 930, 440, 8, 7) +
    treeRow(330, 316, 400, 316, 3, 9) +
    treeRow(560, 316, 630, 316, 3, 9) +
    treeRow(110, 470, 330, 470, 6, 6) +
    treeRow(640, 470, 860, 470, 6, 6) +
    // Community centre.
    `<rect x="${n(f.community.x - f.community.w / 2)}" y="${n(f.community.y - f.community.h / 2)}" width="${f.community.w}" height="${f.community.h}" rx="4" fill="${gold[300]}" stroke="${gold[600]}" stroke-width="1.2"/>` +
    `<text x="${f.community.x}" y="${f.community.y + 5}" text-anchor="middle" font-size="13" font-weight="600" fill="${ink[900]}">${esc(f.community.label)}</text>` +
    buildings.map(building).join("") +
    // Gates.
    f.gates
      .map((g) => {
        const arrow = g.dir === "w" ? `M${g.x + 14} ${g.y - 8} L${g.x} ${g.y} L${g.x + 14} ${g.y + 8}` : `M${g.x - 14} ${g.y - 8} L${g.x} ${g.y} L${g.x - 14} ${g.y + 8}`;
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

  return svgDocument({
    width: SITE_W,
    height: SITE_H,
    id: "site-plan",
    title: "단지배치도",
    desc: `${buildings.length}개동(${buildings.map((b) => `${b.no}동`).join(", ")})이 남쪽 ${f.lakeLabel}을 향해 세 줄로 배치되어 있고, 단지 중앙에 ${f.plaza.label}과 ${f.community.label}이 있습니다.`,
    body,
  });
}
