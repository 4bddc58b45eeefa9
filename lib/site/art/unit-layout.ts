import {
  buildings,
  sitePlanFeatures,
  topFloor,
  typeLabel,
  buildingHouseholds,
  unitNumber,
  viewKinds,
  viewLabels,
  type Building,
  type ViewKind,
} from "@/lib/site/content/buildings";
import { esc, gold, ink, n, sand, stone, svgDocument } from "./svg";
import { SITE_H, SITE_W, waterBand } from "./site-plan";

// The building and unit-number layout (동·호수 배치도): every building at its place on
// the site, split into its lines, each line coloured by how much of the water (or, beside
// no water, of the park) it sees. Labels and the water come from the complex's content.

const CELL_W = 40;
const CELL_H = 46;

export const VIEW_FILL: Record<ViewKind, { fill: string; text: string }> = {
  full: { fill: gold[500], text: ink[950] },
  partial: { fill: gold[300], text: ink[900] },
  none: { fill: "#ffffff", text: ink[900] },
};

function building(b: Building): string {
  const len = b.lines.length * CELL_W;
  const x0 = b.x - len / 2;
  const y0 = b.y - CELL_H / 2;
  const cells = b.lines
    .map((l, i) => {
      const x = x0 + i * CELL_W;
      const v = VIEW_FILL[l.view];
      return (
        `<rect x="${n(x)}" y="${n(y0)}" width="${CELL_W}" height="${CELL_H}" fill="${v.fill}" stroke="${ink[800]}" stroke-width="1"/>` +
        `<text x="${n(x + CELL_W / 2)}" y="${n(y0 + 19)}" text-anchor="middle" font-size="13" font-weight="700" fill="${v.text}">${l.line}호</text>` +
        `<text x="${n(x + CELL_W / 2)}" y="${n(y0 + 36)}" text-anchor="middle" font-size="${typeLabel(l.type).length > 4 ? 9 : 11}" fill="${v.text}">${esc(typeLabel(l.type).replace(" (임대)", "임대"))}</text>`
      );
    })
    .join("");
  return (
    `<g>` +
    `<text x="${n(x0)}" y="${n(y0 - 8)}" font-size="14" font-weight="700" fill="${ink[900]}">${esc(b.no)}동</text>` +
    `<text x="${n(x0 + len)}" y="${n(y0 - 8)}" text-anchor="end" font-size="11" fill="${stone[600]}">${topFloor(b)}F · ${buildingHouseholds(b)}세대</text>` +
    cells +
    `<rect x="${n(x0)}" y="${n(y0)}" width="${n(len)}" height="${CELL_H}" fill="none" stroke="${ink[900]}" stroke-width="2"/>` +
    `</g>`
  );
}

export function renderUnitLayout(): string {
  const first = buildings[0]?.lines[0];
  const example = first ? unitNumber(first.to, first.line) : undefined;
  const legend = viewKinds
    .map((v, i) => {
      const x = 40 + i * 170;
      return (
        `<rect x="${x}" y="52" width="18" height="14" fill="${VIEW_FILL[v].fill}" stroke="${ink[800]}" stroke-width="1"/>` +
        `<text x="${x + 26}" y="64" font-size="13" fill="${ink[900]}">${esc(viewLabels[v])}</text>`
      );
    })
    .join("");
  const body =
    `<rect width="${SITE_W}" height="${SITE_H}" fill="${sand[50]}"/>` +
    `<path d="M40 150 L960 150 L960 622 L40 622 Z" fill="${sand[100]}" stroke="${sand[300]}" stroke-width="1" stroke-dasharray="6 4"/>` +
    waterBand("unit") +
    `<text x="944" y="604" text-anchor="end" font-size="12" fill="${stone[600]}">${esc(sitePlanFeatures.orientation)}</text><path d="M952 596 l-6 -10 h12 z" fill="${ink[600]}"/>` +
    `<text x="40" y="34" font-size="12" letter-spacing="3" fill="${gold[700]}">UNIT LAYOUT</text>` +
    legend +
    (example
      ? `<text x="960" y="64" text-anchor="end" font-size="12" fill="${stone[600]}">호수 = 층 + 라인 (예: ${esc(example)})</text>`
      : "") +
    buildings.map(building).join("");
  const fullLines = buildings.flatMap((b) =>
    b.lines.filter((l) => l.view === "full").map((l) => `${b.no}동 ${l.line}호`),
  );
  return svgDocument({
    width: SITE_W,
    height: SITE_H,
    id: "unit-layout",
    title: "동·호수 배치도",
    desc: fullLines.length
      ? `${viewLabels.full} 라인: ${fullLines.join(", ")}.`
      : `${buildings.length}개동의 동·호수 배치.`,
    body,
  });
}
