import { z } from "zod";
import { floorPlanSchema, parseContent } from "../../schema";

// Floor plans of the second sample's unit types: rectangles in metres, north up, balconies on
// the south (river) side. Interior rooms add up to each type's exclusive area within 1.5 %.
// Layouts are invented for the sample.

export const floorPlans = parseContent("floor-plans.ts", z.array(floorPlanSchema).min(1).max(12), [
  {
    slug: "74A",
    layout: "4Bay 판상형 · 맞통풍",
    highlights: ["거실과 침실 셋을 모두 남쪽에 둔 4Bay", "주방 뒤 다용도실로 이어지는 세탁 동선", "안방 드레스룸과 욕실을 한 줄로"],
    entrance: "현관",
    rooms: [
      {name: "침실3", kind: "bedroom", x: 0, y: 2.81, w: 2.81, h: 3.38, door: {wall: "n", at: 2.11, width: 0.7}}, 
      {name: "침실2", kind: "bedroom", x: 2.81, y: 2.81, w: 2.54, h: 3.38, door: {wall: "n", at: 0.09, width: 0.7}}, 
      {name: "거실", kind: "living", x: 5.35, y: 2.81, w: 3.66, h: 3.38}, 
      {name: "침실1", kind: "bedroom", x: 9.01, y: 2.81, w: 3.09, h: 3.38, door: {wall: "w", at: 0.19, width: 0.9}}, 
      {name: "욕실2", kind: "bath", x: 0, y: 0, w: 2.06, h: 2.81, door: {wall: "e", at: 1.97, width: 0.8}}, 
      {name: "현관", kind: "entry", x: 2.06, y: 0, w: 1.51, h: 2.81}, 
      {name: "주방·식당", kind: "kitchen", x: 3.57, y: 0, w: 5.44, h: 2.81}, 
      {name: "드레스룸", kind: "dress", x: 9.01, y: 0, w: 1.59, h: 2.81, door: {wall: "s", at: 0.38, width: 0.8}}, 
      {name: "욕실1", kind: "bath", x: 10.6, y: 0, w: 1.5, h: 2.81, door: {wall: "s", at: 0.38, width: 0.8}}, 
      {name: "다용도실", kind: "utility", x: 3.57, y: -1.22, w: 2.44, h: 1.22, door: {wall: "s", at: 1.6, width: 0.8}}, 
      {name: "발코니", kind: "balcony", x: 0, y: 6.19, w: 12.1, h: 1.5}, 
    ],
  },
  {
    slug: "74B",
    layout: "3Bay 판상형 · 광폭 안방",
    highlights: ["거실 양옆으로 침실을 나눈 3Bay", "워크인 드레스룸을 갖춘 넓은 안방", "현관 옆 욕실로 손님 동선 분리"],
    entrance: "현관",
    rooms: [
      {name: "침실2", kind: "bedroom", x: 0, y: 3.33, w: 2.82, h: 3.85, door: {wall: "e", at: 0.19, width: 0.9}}, 
      {name: "거실", kind: "living", x: 2.82, y: 3.33, w: 3.94, h: 3.85}, 
      {name: "침실1", kind: "bedroom", x: 6.76, y: 3.33, w: 3.66, h: 3.85, door: {wall: "w", at: 0.19, width: 0.9}}, 
      {name: "침실3", kind: "bedroom", x: 0, y: 0, w: 2.82, h: 3.33, door: {wall: "e", at: 0.56, width: 0.9}}, 
      {name: "현관", kind: "entry", x: 2.82, y: 0, w: 1.5, h: 1.69}, 
      {name: "욕실2", kind: "bath", x: 2.82, y: 1.69, w: 1.5, h: 1.64, door: {wall: "n", at: 0.38, width: 0.8}}, 
      {name: "주방·식당", kind: "kitchen", x: 4.32, y: 0, w: 3.38, h: 3.33}, 
      {name: "드레스룸", kind: "dress", x: 7.7, y: 0, w: 1.41, h: 3.33, door: {wall: "s", at: 0.28, width: 0.8}}, 
      {name: "욕실1", kind: "bath", x: 9.11, y: 0, w: 1.31, h: 3.33, door: {wall: "s", at: 0.28, width: 0.8}}, 
      {name: "발코니", kind: "balcony", x: 0, y: 7.18, w: 10.42, h: 1.5}, 
    ],
  },
  {
    slug: "99A",
    layout: "4Bay 판상형 · 팬트리",
    highlights: ["침실 셋과 거실이 나란히 남향인 4Bay", "주방 옆 대형 팬트리", "호텔식 안방 드레스룸과 부부욕실"],
    entrance: "현관",
    rooms: [
      {name: "침실3", kind: "bedroom", x: 0, y: 3.46, w: 2.97, h: 3.86, door: {wall: "n", at: 2.22, width: 0.7}}, 
      {name: "침실2", kind: "bedroom", x: 2.97, y: 3.46, w: 2.96, h: 3.86, door: {wall: "n", at: 0.1, width: 0.8}}, 
      {name: "거실", kind: "living", x: 5.93, y: 3.46, w: 4.35, h: 3.86}, 
      {name: "침실1", kind: "bedroom", x: 10.28, y: 3.46, w: 3.37, h: 3.86, door: {wall: "w", at: 0.2, width: 0.9}}, 
      {name: "욕실2", kind: "bath", x: 0, y: 0, w: 2.18, h: 3.46, door: {wall: "e", at: 2.37, width: 0.8}}, 
      {name: "현관", kind: "entry", x: 2.18, y: 0, w: 1.78, h: 3.46}, 
      {name: "팬트리", kind: "pantry", x: 3.96, y: 0, w: 1.38, h: 3.46, door: {wall: "e", at: 2.37, width: 0.8}}, 
      {name: "주방·식당", kind: "kitchen", x: 5.34, y: 0, w: 4.94, h: 3.46}, 
      {name: "드레스룸", kind: "dress", x: 10.28, y: 0, w: 1.78, h: 3.46, door: {wall: "s", at: 0.49, width: 0.8}}, 
      {name: "욕실1", kind: "bath", x: 12.06, y: 0, w: 1.59, h: 3.46, door: {wall: "s", at: 0.4, width: 0.8}}, 
      {name: "다용도실", kind: "utility", x: 5.34, y: -1.38, w: 2.57, h: 1.38, door: {wall: "s", at: 1.68, width: 0.8}}, 
      {name: "발코니", kind: "balcony", x: 0, y: 7.32, w: 13.65, h: 1.5}, 
    ],
  },
  {
    slug: "125A",
    layout: "5Bay 판상형 · 갤러리 홀",
    highlights: ["강을 향한 광폭 거실과 5Bay 파노라마", "현관에서 이어지는 갤러리 홀과 분리형 다이닝", "파우더룸을 갖춘 마스터 존"],
    entrance: "현관",
    rooms: [
      {name: "침실3", kind: "bedroom", x: 0, y: 4.83, w: 2.98, h: 3.79, door: {wall: "n", at: 2.07, width: 0.8}}, 
      {name: "침실2", kind: "bedroom", x: 2.98, y: 4.83, w: 2.97, h: 3.79, door: {wall: "n", at: 0.18, width: 0.9}}, 
      {name: "거실", kind: "living", x: 5.95, y: 4.83, w: 4.87, h: 3.79}, 
      {name: "침실1", kind: "bedroom", x: 10.82, y: 4.83, w: 3.79, h: 3.79, door: {wall: "n", at: 0.18, width: 0.9}}, 
      {name: "침실4", kind: "bedroom", x: 0, y: 0, w: 2.98, h: 2.16, door: {wall: "s", at: 2.16, width: 0.8}}, 
      {name: "현관", kind: "entry", x: 2.98, y: 0, w: 1.8, h: 2.16}, 
      {name: "욕실2", kind: "bath", x: 0, y: 2.16, w: 1.98, h: 2.67, door: {wall: "e", at: 0.72, width: 0.8}}, 
      {name: "갤러리 홀", kind: "entry", x: 1.98, y: 2.16, w: 2.8, h: 2.67}, 
      {name: "주방", kind: "kitchen", x: 4.78, y: 0, w: 3.06, h: 4.83}, 
      {name: "식당", kind: "kitchen", x: 7.84, y: 0, w: 2.98, h: 4.83}, 
      {name: "드레스룸", kind: "dress", x: 10.82, y: 0, w: 1.98, h: 4.83, door: {wall: "s", at: 0.54, width: 0.8}}, 
      {name: "욕실1", kind: "bath", x: 12.8, y: 0, w: 1.81, h: 2.7, door: {wall: "w", at: 0.9, width: 0.8}}, 
      {name: "파우더룸", kind: "dress", x: 12.8, y: 2.7, w: 1.81, h: 2.13, door: {wall: "s", at: 0.54, width: 0.8}}, 
      {name: "다용도실", kind: "utility", x: 4.78, y: -1.26, w: 2.7, h: 1.26, door: {wall: "s", at: 1.8, width: 0.8}}, 
      {name: "발코니", kind: "balcony", x: 0, y: 8.62, w: 14.61, h: 1.5}, 
    ],
  },
  {
    slug: "125B",
    layout: "4Bay 판상형 · 서재형 알파룸",
    highlights: ["서재나 취미실로 쓰는 넓은 알파룸", "남향 4Bay와 넉넉한 주방·식당", "복도형 동선으로 침실 프라이버시 확보"],
    entrance: "현관",
    rooms: [
      {name: "침실3", kind: "bedroom", x: 0, y: 3.82, w: 3.29, h: 4.38, door: {wall: "n", at: 1.95, width: 0.8}}, 
      {name: "침실2", kind: "bedroom", x: 3.29, y: 3.82, w: 3.4, h: 4.38, door: {wall: "n", at: 0.24, width: 0.8}}, 
      {name: "거실", kind: "living", x: 6.69, y: 3.82, w: 4.75, h: 4.38}, 
      {name: "침실1", kind: "bedroom", x: 11.44, y: 3.82, w: 3.89, h: 4.38, door: {wall: "w", at: 0.24, width: 0.9}}, 
      {name: "알파룸", kind: "alpha", x: 0, y: 0, w: 3.29, h: 2.73, door: {wall: "s", at: 2.07, width: 0.8}}, 
      {name: "현관", kind: "entry", x: 3.29, y: 0, w: 1.82, h: 2.73}, 
      {name: "복도", kind: "entry", x: 0, y: 2.73, w: 5.11, h: 1.09}, 
      {name: "욕실2", kind: "bath", x: 5.11, y: 0, w: 1.95, h: 3.82, door: {wall: "w", at: 2.8, width: 0.7}}, 
      {name: "주방·식당", kind: "kitchen", x: 7.06, y: 0, w: 4.38, h: 3.82}, 
      {name: "드레스룸", kind: "dress", x: 11.44, y: 0, w: 1.95, h: 3.82, door: {wall: "s", at: 0.49, width: 0.8}}, 
      {name: "욕실1", kind: "bath", x: 13.39, y: 0, w: 1.94, h: 3.82, door: {wall: "s", at: 0.49, width: 0.8}}, 
      {name: "다용도실", kind: "utility", x: 7.06, y: -1.58, w: 2.92, h: 1.58, door: {wall: "s", at: 1.7, width: 0.8}}, 
      {name: "발코니", kind: "balcony", x: 0, y: 8.2, w: 15.33, h: 1.5}, 
    ],
  },
]);

/** Printed with every floor plan. */
export const floorPlanNotice = parseContent("floor-plans.ts", z.array(z.string().min(1)).min(1), [
  "평면도와 이미지는 이해를 돕기 위한 것으로, 견본주택 연출품과 유상 옵션이 포함되어 있습니다.",
  "옵션 선택 범위와 가구·설비 위치는 타입마다 다르니 계약 전 꼭 확인해 주세요.",
  "인허가와 현장 여건에 따라 치수, 면적, 마감재가 일부 달라질 수 있습니다.",
]);
