import { z } from "zod";
import { floorPlanSchema, parseContent } from "../../schema";

// Floor plans of every unit type as a room model: rectangles in metres on a plan whose north
// is up and whose balconies face south (the lake). The art renderer (lib/site/art/floor-plan.ts)
// draws walls, doors and labels from this; the page lists the same rooms as text. Interior
// rooms (everything but balconies) add up to the type's exclusive area within 1.5 %.
// Layouts are invented for this sample.

const south = (depth: number, width: number) => [
  { name: "발코니", kind: "balcony" as const, x: 0, y: depth, w: width, h: 1.5 },
];

export const floorPlans = parseContent("floor-plans.ts", z.array(floorPlanSchema).min(1).max(12), [
  {
    slug: "59A",
    layout: "4Bay 판상형 · 맞통풍",
    highlights: [
      "거실과 침실 3개가 모두 남향에 놓인 4Bay 구조",
      "주방 뒤 다용도실로 이어지는 가사 동선",
      "안방 드레스룸과 부부욕실을 한 동선에",
    ],
    entrance: "현관",
    rooms: [
      { name: "침실3", kind: "bedroom", x: 0, y: 3.0, w: 3.0, h: 3.6, door: { wall: "n", at: 2.25, width: 0.7 } },
      { name: "침실2", kind: "bedroom", x: 3.0, y: 3.0, w: 2.7, h: 3.6, door: { wall: "n", at: 0.1, width: 0.7 } },
      { name: "거실", kind: "living", x: 5.7, y: 3.0, w: 3.9, h: 3.6 },
      { name: "침실1", kind: "bedroom", x: 9.6, y: 3.0, w: 3.3, h: 3.6, door: { wall: "w", at: 0.2 } },
      { name: "욕실2", kind: "bath", x: 0, y: 0, w: 2.2, h: 3.0, door: { wall: "e", at: 2.1, width: 0.8 } },
      { name: "현관", kind: "entry", x: 2.2, y: 0, w: 1.6, h: 3.0 },
      { name: "주방·식당", kind: "kitchen", x: 3.8, y: 0, w: 5.8, h: 3.0 },
      { name: "드레스룸", kind: "dress", x: 9.6, y: 0, w: 1.7, h: 3.0, door: { wall: "s", at: 0.4, width: 0.8 } },
      { name: "욕실1", kind: "bath", x: 11.3, y: 0, w: 1.6, h: 3.0, door: { wall: "s", at: 0.4, width: 0.8 } },
      { name: "다용도실", kind: "utility", x: 3.8, y: -1.3, w: 2.6, h: 1.3, door: { wall: "s", at: 1.7, width: 0.8 } },
      ...south(6.6, 12.9),
    ],
  },
  {
    slug: "59B",
    layout: "3Bay 판상형 · 맞통풍",
    highlights: [
      "남향 거실 양옆으로 침실을 둔 3Bay 구조",
      "넓은 안방과 워크인 드레스룸",
      "현관 옆 수납과 주방을 가까이 둔 실속 동선",
    ],
    entrance: "현관",
    rooms: [
      { name: "침실2", kind: "bedroom", x: 0, y: 3.55, w: 3.0, h: 4.1, door: { wall: "e", at: 0.2 } },
      { name: "거실", kind: "living", x: 3.0, y: 3.55, w: 4.2, h: 4.1 },
      { name: "침실1", kind: "bedroom", x: 7.2, y: 3.55, w: 3.9, h: 4.1, door: { wall: "w", at: 0.2 } },
      { name: "침실3", kind: "bedroom", x: 0, y: 0, w: 3.0, h: 3.55, door: { wall: "e", at: 0.6 } },
      { name: "현관", kind: "entry", x: 3.0, y: 0, w: 1.6, h: 1.8 },
      { name: "욕실2", kind: "bath", x: 3.0, y: 1.8, w: 1.6, h: 1.75, door: { wall: "n", at: 0.4, width: 0.8 } },
      { name: "주방·식당", kind: "kitchen", x: 4.6, y: 0, w: 3.6, h: 3.55 },
      { name: "드레스룸", kind: "dress", x: 8.2, y: 0, w: 1.5, h: 3.55, door: { wall: "s", at: 0.3, width: 0.8 } },
      { name: "욕실1", kind: "bath", x: 9.7, y: 0, w: 1.4, h: 3.55, door: { wall: "s", at: 0.3, width: 0.8 } },
      ...south(7.65, 11.1),
    ],
  },
  {
    slug: "84A",
    layout: "3Bay 타워형 · 2면 개방",
    highlights: [
      "두 방향으로 열린 타워형 배치로 조망 확보",
      "거실과 이어지는 대면형 주방·식당",
      "안방 전용 욕실과 드레스룸",
    ],
    entrance: "현관",
    rooms: [
      { name: "침실2", kind: "bedroom", x: 0, y: 4.3, w: 3.0, h: 4.0, door: { wall: "e", at: 0.2 } },
      { name: "거실", kind: "living", x: 3.0, y: 4.3, w: 4.0, h: 4.0 },
      { name: "침실1", kind: "bedroom", x: 7.0, y: 4.3, w: 3.2, h: 4.0, door: { wall: "w", at: 0.2 } },
      { name: "욕실2", kind: "bath", x: 0, y: 0, w: 1.6, h: 1.4, door: { wall: "e", at: 0.3, width: 0.8 } },
      { name: "현관", kind: "entry", x: 1.6, y: 0, w: 1.4, h: 1.4 },
      { name: "침실3", kind: "bedroom", x: 0, y: 1.4, w: 3.0, h: 2.9, door: { wall: "n", at: 1.8, width: 0.8 } },
      { name: "주방·식당", kind: "kitchen", x: 3.0, y: 0, w: 4.0, h: 4.3 },
      { name: "욕실1", kind: "bath", x: 7.0, y: 0, w: 3.2, h: 2.0, door: { wall: "s", at: 2.2, width: 0.8 } },
      { name: "드레스룸", kind: "dress", x: 7.0, y: 2.0, w: 3.2, h: 2.3, door: { wall: "s", at: 2.2, width: 0.8 } },
      ...south(8.3, 10.2),
      { name: "발코니", kind: "balcony", x: 10.2, y: 4.3, w: 1.4, h: 4.0 },
    ],
  },
  {
    slug: "84B",
    layout: "4Bay 판상형 · 알파룸",
    highlights: [
      "서재나 취미실로 쓰는 알파룸 특화",
      "남향 4Bay에 넓은 주방·식당",
      "현관과 침실을 잇는 복도형 동선으로 프라이버시 확보",
    ],
    entrance: "현관",
    rooms: [
      { name: "침실3", kind: "bedroom", x: 0, y: 3.14, w: 2.7, h: 3.6, door: { wall: "n", at: 1.6, width: 0.8 } },
      { name: "침실2", kind: "bedroom", x: 2.7, y: 3.14, w: 2.8, h: 3.6, door: { wall: "n", at: 0.2, width: 0.8 } },
      { name: "거실", kind: "living", x: 5.5, y: 3.14, w: 3.9, h: 3.6 },
      { name: "침실1", kind: "bedroom", x: 9.4, y: 3.14, w: 3.2, h: 3.6, door: { wall: "w", at: 0.2 } },
      { name: "알파룸", kind: "alpha", x: 0, y: 0, w: 2.7, h: 2.24, door: { wall: "s", at: 1.7, width: 0.8 } },
      { name: "현관", kind: "entry", x: 2.7, y: 0, w: 1.5, h: 2.24 },
      { name: "복도", kind: "entry", x: 0, y: 2.24, w: 4.2, h: 0.9 },
      { name: "욕실2", kind: "bath", x: 4.2, y: 0, w: 1.6, h: 3.14, door: { wall: "w", at: 2.3, width: 0.7 } },
      { name: "주방·식당", kind: "kitchen", x: 5.8, y: 0, w: 3.6, h: 3.14 },
      { name: "드레스룸", kind: "dress", x: 9.4, y: 0, w: 1.6, h: 3.14, door: { wall: "s", at: 0.4, width: 0.8 } },
      { name: "욕실1", kind: "bath", x: 11.0, y: 0, w: 1.6, h: 3.14, door: { wall: "s", at: 0.4, width: 0.8 } },
      { name: "다용도실", kind: "utility", x: 5.8, y: -1.3, w: 2.4, h: 1.3, door: { wall: "s", at: 1.4, width: 0.8 } },
      ...south(6.74, 12.6),
    ],
  },
  {
    slug: "114A",
    layout: "4Bay 판상형 · 팬트리",
    highlights: ["침실 3개와 거실이 나란히 남향인 4Bay", "주방 옆 대형 팬트리 수납", "호텔식 안방 드레스룸과 부부욕실"],
    entrance: "현관",
    rooms: [
      { name: "침실3", kind: "bedroom", x: 0, y: 3.5, w: 3.0, h: 3.9, door: { wall: "n", at: 2.25, width: 0.7 } },
      { name: "침실2", kind: "bedroom", x: 3.0, y: 3.5, w: 3.0, h: 3.9, door: { wall: "n", at: 0.1, width: 0.8 } },
      { name: "거실", kind: "living", x: 6.0, y: 3.5, w: 4.4, h: 3.9 },
      { name: "침실1", kind: "bedroom", x: 10.4, y: 3.5, w: 3.4, h: 3.9, door: { wall: "w", at: 0.2 } },
      { name: "욕실2", kind: "bath", x: 0, y: 0, w: 2.2, h: 3.5, door: { wall: "e", at: 2.4, width: 0.8 } },
      { name: "현관", kind: "entry", x: 2.2, y: 0, w: 1.8, h: 3.5 },
      { name: "팬트리", kind: "pantry", x: 4.0, y: 0, w: 1.4, h: 3.5, door: { wall: "e", at: 2.4, width: 0.8 } },
      { name: "주방·식당", kind: "kitchen", x: 5.4, y: 0, w: 5.0, h: 3.5 },
      { name: "드레스룸", kind: "dress", x: 10.4, y: 0, w: 1.8, h: 3.5, door: { wall: "s", at: 0.5, width: 0.8 } },
      { name: "욕실1", kind: "bath", x: 12.2, y: 0, w: 1.6, h: 3.5, door: { wall: "s", at: 0.4, width: 0.8 } },
      { name: "다용도실", kind: "utility", x: 5.4, y: -1.4, w: 2.6, h: 1.4, door: { wall: "s", at: 1.7, width: 0.8 } },
      ...south(7.4, 13.8),
    ],
  },
  {
    slug: "114B",
    layout: "5Bay 판상형 · 펜트하우스급",
    highlights: [
      "거실 폭 5.4m의 광폭 거실과 5Bay 파노라마 조망",
      "현관에서 이어지는 갤러리 홀과 분리형 다이닝",
      "파우더룸을 갖춘 마스터 존",
    ],
    entrance: "현관",
    rooms: [
      { name: "침실3", kind: "bedroom", x: 0, y: 5.36, w: 3.3, h: 4.2, door: { wall: "n", at: 2.3, width: 0.8 } },
      { name: "침실2", kind: "bedroom", x: 3.3, y: 5.36, w: 3.3, h: 4.2, door: { wall: "n", at: 0.2 } },
      { name: "거실", kind: "living", x: 6.6, y: 5.36, w: 5.4, h: 4.2 },
      { name: "침실1", kind: "bedroom", x: 12.0, y: 5.36, w: 4.2, h: 4.2, door: { wall: "n", at: 0.2 } },
      { name: "침실4", kind: "bedroom", x: 0, y: 0, w: 3.3, h: 2.4, door: { wall: "s", at: 2.4, width: 0.8 } },
      { name: "현관", kind: "entry", x: 3.3, y: 0, w: 2.0, h: 2.4 },
      { name: "욕실2", kind: "bath", x: 0, y: 2.4, w: 2.2, h: 2.96, door: { wall: "e", at: 0.8, width: 0.8 } },
      { name: "갤러리 홀", kind: "entry", x: 2.2, y: 2.4, w: 3.1, h: 2.96 },
      { name: "주방", kind: "kitchen", x: 5.3, y: 0, w: 3.4, h: 5.36 },
      { name: "식당", kind: "kitchen", x: 8.7, y: 0, w: 3.3, h: 5.36 },
      { name: "드레스룸", kind: "dress", x: 12.0, y: 0, w: 2.2, h: 5.36, door: { wall: "s", at: 0.6, width: 0.8 } },
      { name: "욕실1", kind: "bath", x: 14.2, y: 0, w: 2.0, h: 3.0, door: { wall: "w", at: 1.0, width: 0.8 } },
      { name: "파우더룸", kind: "dress", x: 14.2, y: 3.0, w: 2.0, h: 2.36, door: { wall: "s", at: 0.6, width: 0.8 } },
      { name: "다용도실", kind: "utility", x: 5.3, y: -1.4, w: 3.0, h: 1.4, door: { wall: "s", at: 2.0, width: 0.8 } },
      ...south(9.56, 16.2),
    ],
  },
]);

/** The notice printed with every floor plan (spec: floor-plan pages). */
export const floorPlanNotice = parseContent("floor-plans.ts", z.array(z.string().min(1)).min(1), [
  "본 평면도와 이미지는 소비자의 이해를 돕기 위해 제작된 것으로, 견본주택 연출용 전시품 및 유상 옵션 품목이 포함되어 있습니다.",
  "유상 옵션의 선택 범위, 특화 설계 및 가구·설비의 위치는 타입별로 다르므로 계약 전 반드시 확인하시기 바랍니다.",
  "실제 시공 시 인허가 과정이나 현장 여건에 따라 치수, 면적, 마감재가 일부 달라질 수 있습니다.",
]);
