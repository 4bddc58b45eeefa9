import { z } from "zod";
import {
  buildingSchema,
  parseContent,
  sitePlanSchema,
  textPointSchema,
  type BuildingLine,
  type ViewKind,
} from "../../schema";
import { complex } from "./complex";

// The ten buildings of the sample complex: where they stand on the site plan and
// which unit type each line (호 라인) holds on which floors. The household counts add
// up to the figures in complex.ts (checked in lib/site/content/buildings.test.ts). Positions are
// on a 1000 × 720 plan, north up, the lake to the south. Everything here is invented.

/** The rental households are all one 59㎡ type, which has no sale floor-plan page. */
export const rentalType = { slug: "59R", label: "59 (임대)", exclusiveArea: 59.98 } as const;

const line = (n: number, type: string, from: number, to: number, view: ViewKind): BuildingLine => ({
  line: n,
  type,
  from,
  to,
  view,
});
const four = (type: string, from: number, to: number, view: ViewKind) =>
  [1, 2, 3, 4].map((n) => line(n, type, from, to, view));

export const buildings = parseContent("buildings.ts", z.array(buildingSchema).min(1).max(40), [
  {
    no: "101",
    x: 150,
    y: 545,
    angle: -6,
    lines: [
      line(1, "114B", 2, 26, "full"),
      line(2, "114A", 2, 25, "full"),
      line(3, "114A", 2, 25, "full"),
      line(4, "114B", 3, 26, "full"),
    ],
  },
  {
    no: "102",
    x: 355,
    y: 552,
    angle: -3,
    lines: [
      line(1, "114A", 2, 25, "full"),
      line(2, "84A", 2, 27, "full"),
      line(3, "84A", 2, 27, "full"),
      line(4, "114A", 2, 25, "full"),
    ],
  },
  { no: "103", x: 565, y: 552, angle: 3, lines: four("59A", 2, 27, "full") },
  { no: "104", x: 770, y: 545, angle: 6, lines: four("59A", 2, 27, "full") },
  {
    no: "105",
    x: 250,
    y: 392,
    lines: [
      line(1, "59A", 2, 27, "partial"),
      line(2, "59A", 2, 27, "partial"),
      line(3, "59A", 2, 27, "none"),
      line(4, "59A", 2, 27, "none"),
    ],
  },
  { no: "106", x: 480, y: 396, lines: four("59B", 1, 29, "none") },
  {
    no: "107",
    x: 710,
    y: 392,
    lines: [
      line(1, "59B", 2, 29, "none"),
      line(2, "59B", 2, 29, "none"),
      line(3, "59B", 2, 29, "partial"),
      line(4, "59B", 2, 29, "partial"),
    ],
  },
  { no: "108", x: 200, y: 236, lines: four("84A", 2, 29, "none") },
  {
    no: "109",
    x: 455,
    y: 236,
    lines: [line(1, "84B", 2, 25, "none"), line(2, "84B", 2, 25, "none"), line(3, "84B", 2, 25, "none")],
  },
  {
    no: "110",
    x: 735,
    y: 236,
    lines: [
      line(1, rentalType.slug, 2, 29, "none"),
      line(2, rentalType.slug, 2, 29, "none"),
      line(3, rentalType.slug, 3, 29, "none"),
      line(4, rentalType.slug, 3, 29, "none"),
      line(5, "84B", 2, 25, "none"),
      line(6, "84B", 2, 25, "none"),
    ],
  },
]);

/** Landmarks and labels of the site plan and the unit layout (same 1000 × 720 space). */
export const sitePlanFeatures = parseContent("buildings.ts", sitePlanSchema, {
  community: { x: 480, y: 472, w: 150, h: 44, label: "커뮤니티센터" },
  plaza: { x: 480, y: 316, rx: 70, ry: 34, label: "중앙광장" },
  gates: [
    { x: 940, y: 470, label: "주출입구", dir: "w" },
    { x: 60, y: 300, label: "부출입구", dir: "e" },
  ],
  roads: { north: "세온중앙로", east: "호수공원로" },
  siteArea: complex.facts.find((f) => f.label === "대지면적")?.value ?? "",
  viewLabels: { full: "호수 정면 조망", partial: "호수 부분 조망", none: "단지 내 조경 조망" },
  orientation: "호수 방향 (남)",
  headings: {
    sitePlan: "호수를 향해 열린 단지 배치",
    sitePlanCaption: "단지배치도 · 북쪽이 위, 남쪽 세온호수공원 방향",
    unitLayout: "호수 조망 라인을 한눈에",
    unitLayoutCaption: "동·호수 배치도 · 색이 진할수록 호수 조망이 열린 라인입니다",
    frontRow: "모든 라인이 세온호수공원을 정면으로 바라봅니다.",
  },
});

export const complexGuideNotes = parseContent("buildings.ts", z.array(z.string().min(1)).min(1), [
  "단지배치도와 동·호수 배치도는 소비자의 이해를 돕기 위해 제작된 것으로 실제와 차이가 있을 수 있습니다.",
  "조경, 세부 계획 및 시설물의 위치는 인허가 과정과 실제 시공 시 변경될 수 있습니다.",
  "호수 조망은 동·층·호수 및 주변 건축물과 수목 식재에 따라 세대별로 차이가 있을 수 있습니다.",
]);

/** Design points of the site plan, shown beside it. */
export const sitePlanPoints = parseContent("buildings.ts", z.array(textPointSchema).min(1).max(8), [
  {
    title: "호수를 향한 3열 배치",
    text: "앞줄은 낮게, 뒷줄은 높게 세워 더 많은 세대가 세온호수공원을 바라보도록 배치했습니다.",
  },
  {
    title: "차 없는 공원형 지상",
    text: "차량은 단지 외곽에서 바로 지하주차장으로 진입해, 지상은 산책로와 조경으로 채웠습니다.",
  },
  {
    title: "중앙광장과 커뮤니티",
    text: "단지 한가운데 수경 중앙광장과 커뮤니티센터를 두어 어느 동에서나 가깝게 이용할 수 있습니다.",
  },
  { title: "수변 산책로 연결", text: "단지 남측 산책로가 호수공원 둘레길로 이어져 일상이 곧 산책이 됩니다." },
]);
