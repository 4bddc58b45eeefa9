import { z } from "zod";
import { locationSchema, parseContent, premiumPointSchema } from "../../schema";
import { complex } from "./complex";

/** What "세온시 최대 규모" rests on (the premium page and the home's slide show it as a footnote). */
export const SCALE_BASIS = "세온시 내 공동주택 단지 총 세대수 기준 (2025년 9월 입주자 모집공고일 기준, 샘플 자료)";

// The neighbourhood of the sample complex around the fictional 세온시: places on the
// location map (a 1000 × 640 drawing, north up) with travel times, the water, roads and
// shapes of the map, and the premium points. Every place, road and time here is invented for
// the sample, except the KTX station about 10 minutes away, which the spec states.

const places = [
  { name: "KTX 세온역", category: "transport", x: 860, y: 150, time: "차량 약 10분", anchor: "left" },
  { name: "세온IC", category: "transport", x: 210, y: 110, time: "차량 약 5분", anchor: "right" },
  { name: "광역버스 환승센터", category: "transport", x: 640, y: 230, time: "도보 약 7분", anchor: "right" },
  { name: "세온호수초등학교", category: "education", x: 420, y: 280, time: "도보 약 5분", anchor: "left" },
  { name: "세온중학교", category: "education", x: 380, y: 200, time: "도보 약 10분", anchor: "left" },
  { name: "세온고등학교", category: "education", x: 700, y: 310, time: "차량 약 5분", anchor: "right" },
  { name: "세온시청", category: "living", x: 560, y: 160, time: "차량 약 5분", anchor: "right" },
  { name: "세온 복합쇼핑몰", category: "living", x: 760, y: 390, time: "차량 약 5분", anchor: "right" },
  { name: "세온종합병원", category: "living", x: 300, y: 330, time: "차량 약 7분", anchor: "left" },
  { name: "세온호수공원", category: "nature", x: 500, y: 470, time: "단지 바로 앞", anchor: "below" },
  { name: "세온천 수변공원", category: "nature", x: 170, y: 470, time: "도보 약 15분", anchor: "right" },
  { name: "봉황산 둘레길", category: "nature", x: 120, y: 230, time: "차량 약 10분", anchor: "right" },
  { name: "세온테크노밸리 (예정)", category: "future", x: 860, y: 520, time: "차량 약 10분", anchor: "left" },
];

export const location = parseContent("location.ts", locationSchema, {
  site: { x: 520, y: 330, label: "리브엘 현장" },
  places,
  roads: { expressway: "세온고속도로", avenue: "세온대로", local: "호수공원로", rail: "KTX 경부선" },
  water: { kind: "lake", name: "세온호수공원", label: "SEON LAKE" },
  map: {
    water: [
      [380, 420],
      [480, 388],
      [600, 400],
      [680, 440],
      [650, 510],
      [530, 548],
      [410, 520],
      [365, 470],
    ],
    waterLabelAt: [560, 538],
    streams: [
      [
        [0, 520],
        [120, 500],
        [200, 455],
        [260, 470],
        [330, 505],
        [380, 480],
      ],
    ],
    parks: [
      [
        [60, 150],
        [150, 130],
        [210, 200],
        [160, 280],
        [70, 260],
        [40, 200],
      ],
      [
        [360, 400],
        [520, 368],
        [700, 420],
        [710, 520],
        [600, 575],
        [420, 570],
        [345, 480],
      ],
      [
        [120, 440],
        [200, 440],
        [230, 500],
        [140, 520],
        [110, 500],
      ],
    ],
    expressway: [
      [0, 100],
      [260, 92],
      [520, 95],
      [780, 112],
      [1000, 100],
    ],
    avenue: [
      [150, 600],
      [300, 450],
      [560, 280],
      [800, 225],
      [1000, 200],
    ],
    localRoads: [
      [
        [40, 380],
        [1000, 380],
      ],
      [
        [640, 640],
        [700, 380],
        [760, 40],
      ],
    ],
    rail: [
      [880, 0],
      [868, 200],
      [870, 400],
      [900, 640],
    ],
  },
  heading: "호수공원과 광역교통을 함께 누리는 자리",
});

/** Premium points of /LocationEnvironment/primium, in the order of the spec's premium slides. */
export const premiumPoints = parseContent("location.ts", z.array(premiumPointSchema).min(1).max(12), [
  {
    title: "호수공원 앞 중심 입지",
    lead: "세온호수공원을 품은 자리",
    text: "단지 남측이 세온호수공원과 바로 맞닿아, 산책과 조망을 일상으로 누리는 호수공원지구 중심 입지입니다.",
    category: "nature",
  },
  {
    title: "광역 교통의 중심",
    lead: "KTX 세온역 차량 약 10분",
    text: "KTX 세온역과 세온IC가 가까워 수도권과 지방 주요 도시로 빠르게 이동할 수 있습니다.",
    category: "transport",
  },
  {
    title: "학교와 생활 인프라",
    lead: "초등학교 도보 약 5분",
    text: "세온호수초등학교가 도보권에 있고 시청, 복합쇼핑몰, 종합병원이 가까워 생활이 편리합니다.",
    category: "education",
  },
  {
    title: "미래가치를 더하는 개발",
    lead: "세온테크노밸리 조성 예정",
    text: "인근에 계획된 세온테크노밸리와 광역 교통망 확충으로 지역의 미래가치가 기대됩니다. 개발계획은 관계기관 사정에 따라 변경될 수 있습니다.",
    category: "future",
  },
  {
    title: "세온시 최대 규모",
    lead: `${complex.figures.buildings}개동 총 ${complex.figures.households.toLocaleString("ko-KR")}세대`,
    text: `지하 ${complex.figures.floorsBelow}층부터 지상 ${complex.figures.floorsAbove}층까지, 대단지만의 커뮤니티와 조경을 갖춘 세온호수공원지구의 랜드마크입니다.`,
    category: "scale",
    basis: SCALE_BASIS,
  },
  {
    title: "리브엘 브랜드 프리미엄",
    lead: "한결건설의 주거 브랜드",
    text: "특화 설계와 꼼꼼한 품질 관리로 완성하는 리브엘만의 주거 가치를 세온시에서 처음 선보입니다.",
    category: "brand",
    basis: "세온시에 공급되는 리브엘 브랜드 첫 단지 (한결건설㈜ 공급 실적 기준, 샘플 자료)",
  },
]);
