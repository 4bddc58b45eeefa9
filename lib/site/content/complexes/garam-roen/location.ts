import { z } from "zod";
import { locationSchema, parseContent, premiumPointSchema } from "../../schema";
import { complex } from "./complex";

// The neighbourhood of the second sample on the fictional 가람강: places on the location map
// (1000 × 640, north up), the river, roads and rail, and the premium points. All invented.

const f = complex.figures;

export const location = parseContent("location.ts", locationSchema, {
  site: { x: 500, y: 420, label: "더로엔 현장" },
  places: [
    { name: "가람역 (광역철도)", category: "transport", x: 190, y: 200, time: "차량 약 8분", anchor: "right" },
    { name: "가람IC", category: "transport", x: 600, y: 112, time: "차량 약 6분", anchor: "right" },
    { name: "가람 시외버스터미널", category: "transport", x: 860, y: 330, time: "차량 약 10분", anchor: "left" },
    { name: "가람초등학교", category: "education", x: 410, y: 360, time: "도보 약 4분", anchor: "left" },
    { name: "가람중학교", category: "education", x: 640, y: 330, time: "도보 약 9분", anchor: "right" },
    { name: "가람여자고등학교", category: "education", x: 330, y: 270, time: "차량 약 6분", anchor: "left" },
    { name: "가람시청", category: "living", x: 720, y: 220, time: "차량 약 7분", anchor: "right" },
    { name: "가람 아울렛", category: "living", x: 860, y: 440, time: "차량 약 5분", anchor: "left" },
    { name: "가람의료원", category: "living", x: 300, y: 430, time: "차량 약 6분", anchor: "left" },
    { name: "가람강 수변공원", category: "nature", x: 560, y: 500, time: "도보 약 3분", anchor: "below" },
    { name: "솔매산 숲길", category: "nature", x: 820, y: 120, time: "차량 약 12분", anchor: "left" },
    { name: "가람 바이오밸리 (예정)", category: "future", x: 150, y: 470, time: "차량 약 10분", anchor: "right" },
  ],
  roads: { expressway: "중부내륙고속도로", avenue: "가람대로", local: "강변대로", rail: "가람선 (광역철도)" },
  water: { kind: "river", name: "가람강", label: "GARAM RIVER" },
  map: {
    water: [
      [0, 572],
      [200, 545],
      [420, 560],
      [640, 535],
      [860, 556],
      [1000, 540],
    ],
    waterLabelAt: [780, 600],
    streams: [],
    parks: [
      [
        [300, 482],
        [560, 470],
        [720, 490],
        [660, 512],
        [320, 512],
      ],
      [
        [720, 70],
        [830, 52],
        [930, 110],
        [850, 175],
        [740, 150],
      ],
      [
        [40, 300],
        [110, 280],
        [130, 350],
        [60, 370],
      ],
    ],
    expressway: [
      [0, 150],
      [300, 165],
      [600, 135],
      [1000, 150],
    ],
    avenue: [
      [60, 640],
      [250, 470],
      [480, 340],
      [760, 285],
      [1000, 262],
    ],
    localRoads: [
      [
        [0, 392],
        [1000, 380],
      ],
      [
        [700, 640],
        [690, 380],
        [660, 40],
      ],
    ],
    rail: [
      [150, 0],
      [170, 220],
      [130, 420],
      [100, 640],
    ],
  },
  heading: "강과 역, 학교를 모두 곁에 둔 자리",
});

/** Premium points of /LocationEnvironment/primium. */
export const premiumPoints = parseContent("location.ts", z.array(premiumPointSchema).min(1).max(12), [
  {
    title: "가람강을 앞마당으로",
    lead: "수변공원 도보 약 3분",
    text: "단지 남쪽 문을 나서면 바로 가람강 수변공원입니다. 자전거길과 산책로가 강을 따라 이어집니다.",
    category: "nature",
  },
  {
    title: "광역철도와 고속도로",
    lead: "가람역 차량 약 8분",
    text: "광역철도 가람역과 가람IC가 가까워 출퇴근도, 주말 나들이도 막힘이 없습니다.",
    category: "transport",
  },
  {
    title: "걸어서 가는 초·중학교",
    lead: "초등학교 도보 약 4분",
    text: "가람초등학교와 가람중학교가 모두 도보권이라 아이 혼자서도 안심하고 다닐 수 있습니다.",
    category: "education",
  },
  {
    title: "바이오밸리 배후 주거지",
    lead: "가람 바이오밸리 조성 예정",
    text: "인근에 조성될 가람 바이오밸리의 일자리와 함께 성장할 주거지입니다. 개발계획은 관계기관 사정에 따라 달라질 수 있습니다.",
    category: "future",
  },
  {
    title: "가람강변 최대 단지",
    lead: `${f.buildings}개동 ${f.households.toLocaleString("ko-KR")}세대`,
    text: `지하 ${f.floorsBelow}층부터 지상 ${f.floorsAbove}층까지, 클럽하우스와 리버가든을 품은 강변의 새 랜드마크입니다.`,
    category: "scale",
    basis: "가람강 변 500m 이내 공동주택 단지 총 세대수 기준 (2026년 입주자 모집공고일 기준, 샘플 자료)",
  },
]);
