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

// The fourteen buildings of the second sample, in four rows from the river (south) to the
// north road, on the 1000 × 720 site plan. The households of every line add up to the unit
// types' figures in complex.ts and the rental total (checked in lib/site/content/buildings.test.ts).

/** The rental households: one 59㎡ type without a sale floor-plan page. */
export const rentalType = { slug: "59R", label: "59 (임대)", exclusiveArea: 59.94 } as const;

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
    x: 170,
    y: 560,
    angle: -4,
    lines: [
      line(1, "125B", 2, 24, "full"),
      line(2, "125A", 2, 24, "full"),
      line(3, "125A", 2, 24, "full"),
      line(4, "125B", 2, 24, "full"),
    ],
  },
  {
    no: "102",
    x: 390,
    y: 566,
    lines: [
      line(1, "125A", 2, 24, "full"),
      line(2, "99A", 2, 25, "full"),
      line(3, "99A", 2, 25, "full"),
      line(4, "125A", 2, 24, "full"),
    ],
  },
  { no: "103", x: 610, y: 566, lines: four("99A", 2, 25, "full") },
  { no: "104", x: 830, y: 560, angle: 4, lines: four("99A", 2, 25, "full") },
  {
    no: "105",
    x: 170,
    y: 448,
    lines: [
      line(1, "74A", 2, 25, "partial"),
      line(2, "74A", 2, 25, "partial"),
      line(3, "74A", 2, 25, "none"),
      line(4, "74A", 2, 25, "none"),
    ],
  },
  { no: "106", x: 390, y: 452, lines: four("74A", 2, 25, "partial") },
  { no: "107", x: 610, y: 452, lines: four("74A", 2, 25, "partial") },
  {
    no: "108",
    x: 830,
    y: 448,
    lines: [
      line(1, "74B", 2, 25, "none"),
      line(2, "74B", 2, 25, "none"),
      line(3, "74B", 2, 25, "partial"),
      line(4, "74B", 2, 25, "partial"),
    ],
  },
  { no: "109", x: 200, y: 320, lines: four("74B", 1, 25, "none") },
  { no: "110", x: 470, y: 318, lines: four("74B", 2, 25, "none") },
  { no: "111", x: 780, y: 320, lines: four("74A", 2, 23, "none") },
  { no: "112", x: 200, y: 204, lines: four("99A", 2, 23, "none") },
  { no: "113", x: 470, y: 200, lines: four(rentalType.slug, 2, 25, "none") },
  {
    no: "114",
    x: 780,
    y: 204,
    lines: [
      line(1, rentalType.slug, 2, 25, "none"),
      line(2, rentalType.slug, 2, 25, "none"),
      line(3, "74B", 2, 25, "none"),
      line(4, "74B", 2, 25, "none"),
    ],
  },
]);

/** Landmarks and labels of the site plan and the unit layout (same 1000 × 720 space). */
export const sitePlanFeatures = parseContent("buildings.ts", sitePlanSchema, {
  community: { x: 640, y: 384, w: 140, h: 40, label: "로엔 클럽하우스" },
  plaza: { x: 330, y: 384, rx: 60, ry: 24, label: "리버가든" },
  gates: [
    { x: 940, y: 384, label: "주출입구", dir: "w" },
    { x: 60, y: 262, label: "부출입구", dir: "e" },
  ],
  roads: { north: "가람중앙로", east: "강변대로" },
  siteArea: complex.facts.find((f) => f.label === "대지면적")?.value ?? "",
  viewLabels: { full: "가람강 조망", partial: "가람강 부분 조망", none: "단지 정원 조망" },
  orientation: "가람강 방향 (남)",
  headings: {
    sitePlan: "강을 향해 네 줄로 열어 둔 단지 배치",
    sitePlanCaption: "단지배치도 · 북쪽이 위, 남쪽이 가람강",
    unitLayout: "강이 보이는 라인을 한눈에",
    unitLayoutCaption: "동·호수 배치도 · 색이 진할수록 가람강 조망이 넓은 라인입니다",
    frontRow: "모든 라인에서 가람강이 정면으로 펼쳐집니다.",
  },
});

export const complexGuideNotes = parseContent("buildings.ts", z.array(z.string().min(1)).min(1), [
  "단지배치도와 동·호수 배치도는 이해를 돕기 위한 것으로, 인허가 과정에서 달라질 수 있습니다.",
  "가람강 조망은 층과 호수, 주변 건물과 나무에 따라 세대마다 다를 수 있습니다.",
]);

/** Design points of the site plan, shown beside it. */
export const sitePlanPoints = parseContent("buildings.ts", z.array(textPointSchema).min(1).max(8), [
  {
    title: "강으로 열린 네 줄 배치",
    text: "남쪽 첫 줄은 대형 평형으로 채우고, 뒷줄로 갈수록 동 간격을 넓혀 강바람이 단지 깊숙이 들어옵니다.",
  },
  {
    title: "리버가든과 클럽하우스",
    text: "둘째 줄과 셋째 줄 사이에 정원과 클럽하우스를 두어 어느 동에서든 2분 안에 닿습니다.",
  },
  { title: "지상에는 사람만", text: "차는 단지 입구에서 바로 지하로 내려가고, 지상은 산책로와 놀이터로만 채웠습니다." },
  { title: "강변 산책로 직결", text: "단지 남쪽 문을 나서면 바로 가람강 자전거길과 수변 산책로로 이어집니다." },
  { title: "맞통풍 남향 위주", text: "전 세대의 90% 이상을 남향 위주 판상형으로 계획해 채광과 환기를 챙겼습니다." },
]);
