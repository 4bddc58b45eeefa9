import { parseContent } from "../../schema";
import { materialsSchema } from "../../materials-schema";

// The builder's own photographs, plans and documents, as files in materials/ beside this file (see
// docs/content.md, "What the builder sends, and where each file goes"). This sample's files are made
// by scripts/make-sample-materials.ts from our own drawings (sample-materials.ts): "photographs" with
// a camera's properties, so the pipeline meets what a real complex sends. Slots left out here (the
// unit layout, five of the seven premium slides, the schedule, the customer page) show our drawings.

const SAMPLE = "샘플 사진(생성 이미지)";

export const materials = parseContent("materials.ts", materialsSchema, {
  hero: {
    desktop: {
      file: "renderings/birdseye.jpg",
      alt: `해 질 무렵 가람강 너머로 불이 켜진 더로엔 단지 조감도 (${SAMPLE})`,
      focus: [0.52, 0.6],
    },
  },
  premiumCards: {
    "PREMIUM 01": { file: "renderings/river-view-cmyk.jpg", alt: `노을 진 가람강 수변과 단지 스카이라인 (${SAMPLE})` },
    "PREMIUM 02": { file: "renderings/station.jpg", alt: `고가 선로를 달리는 열차와 가람역 방면 풍경 (${SAMPLE})` },
    "PREMIUM 03": { file: "renderings/school-park.jpg", alt: `공원 산책로 너머의 학교와 단지 (${SAMPLE})` },
    "PREMIUM 04": { file: "renderings/towers-night.jpg", alt: `밤하늘 아래 나란히 선 더로엔 동들의 입면 (${SAMPLE})` },
  },
  premiumSlides: {
    LOCATION: { file: "renderings/river-view-cmyk.jpg", alt: `노을 진 가람강 수변과 단지 스카이라인 (${SAMPLE})` },
    TRANSPORT: { file: "renderings/station.jpg", alt: `고가 선로를 달리는 열차와 가람역 방면 풍경 (${SAMPLE})` },
  },
  brand: {
    file: "renderings/towers-night.jpg",
    alt: `밤하늘 아래 나란히 선 더로엔 동들의 투시도 (${SAMPLE})`,
    focus: [0.5, 0.55],
  },
  premium: {
    file: "renderings/river-view-cmyk.jpg",
    alt: `노을 진 가람강 너머로 보이는 단지 스카이라인 투시도 (${SAMPLE})`,
  },
  sitePlan: {
    file: "plans/site-plan.png",
    alt: "동 배치와 리버가든, 클럽하우스, 가람강을 표시한 단지배치도 (샘플 도면)",
  },
  locationMap: {
    file: "plans/location-map.jpg",
    alt: "단지와 가람역, 학교, 생활시설, 가람강의 위치를 표시한 입지 지도 (샘플 도면)",
  },
  floorPlans: {
    "74A": [
      {
        file: "plans/floor-74a.png",
        alt: "74A 타입 기본형 평면도: 침실 3개와 거실, 주방, 발코니 (샘플 도면)",
        caption: "기본형",
      },
      {
        file: "plans/floor-74a-extended.png",
        alt: "74A 타입 확장형 평면도: 발코니를 확장한 거실과 침실 (샘플 도면)",
        caption: "확장형",
      },
    ],
    "74B": [{ file: "plans/floor-74b.png", alt: "74B 타입 기본형 평면도 (샘플 도면)", caption: "기본형" }],
    "99A": [
      { file: "plans/floor-99a.png", alt: "99A 타입 기본형 평면도 (샘플 도면)", caption: "기본형" },
      {
        file: "plans/floor-99a-extended.png",
        alt: "99A 타입 확장형 평면도: 발코니를 확장한 모습 (샘플 도면)",
        caption: "확장형",
      },
    ],
    "125A": [{ file: "plans/floor-125a.jpg", alt: "125A 타입 기본형 평면도 (샘플 도면)", caption: "기본형" }],
    "125B": [{ file: "plans/floor-125b.jpg", alt: "125B 타입 기본형 평면도 (샘플 도면)", caption: "기본형" }],
  },
  interiors: {
    "74A": [
      {
        file: "model-house/74a-living-phone.jpg",
        alt: `74A 타입 견본주택 거실: 강이 보이는 창가와 소파 (${SAMPLE})`,
        caption: "거실 (세로 사진)",
      },
      {
        file: "model-house/74a-kitchen.jpg",
        alt: `74A 타입 견본주택 주방: 아일랜드 식탁과 펜던트 조명 (${SAMPLE})`,
        caption: "주방·식당",
      },
      {
        file: "model-house/74a-bedroom.jpg",
        alt: `74A 타입 견본주택 안방: 창가 침대와 간접조명 (${SAMPLE})`,
        caption: "안방",
      },
    ],
    "99A": [
      { file: "model-house/99a-living.jpg", alt: `99A 타입 견본주택 거실 (${SAMPLE})`, caption: "거실" },
      { file: "model-house/99a-kitchen.jpg", alt: `99A 타입 견본주택 주방·식당 (${SAMPLE})`, caption: "주방·식당" },
    ],
    "125A": [
      { file: "model-house/125a-bedroom.jpg", alt: `125A 타입 견본주택 안방 (${SAMPLE})`, caption: "안방" },
      { file: "model-house/125a-living.jpg", alt: `125A 타입 견본주택 거실 (${SAMPLE})`, caption: "거실" },
    ],
  },
  community: { file: "renderings/clubhouse.jpg", alt: `클럽하우스 실내 운동 공간: 통창 너머 저녁노을 (${SAMPLE})` },
  noticeCover: { file: "docs/notice-cover.jpg", alt: "입주자 모집공고문 표지 (샘플 문서)" },
  notice: { file: "docs/recruitment-notice.pdf", title: "입주자 모집공고문" },
  documents: [
    {
      file: "docs/supply-contract-draft.pdf",
      title: "공급계약서(안)",
      note: "분양 계약 때 작성하는 계약서의 양식입니다. (샘플 문서)",
    },
    {
      file: "docs/option-contract-draft.pdf",
      title: "발코니 확장 및 유상옵션 계약서(안)",
      note: "발코니 확장과 선택 품목 계약서의 양식입니다. (샘플 문서)",
    },
  ],
});
