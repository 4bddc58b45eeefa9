import { parseContent } from "../../schema";
import { priceBasisSchema, visitSiteSchema } from "../../visit-schema";

// The sample model house and sample prices of this complex. The coordinates, hours,
// transport lines and prices are invented for this sample, and the pages say so.

export const visitSite = parseContent("visit.ts", visitSiteSchema, {
  weekly: [
    { days: ["mon", "tue", "wed", "thu", "fri"], open: "10:00", close: "18:00" },
    { days: ["sat", "sun"], open: "10:00", close: "19:00" },
  ],
  slotMinutes: 60,
  capacity: 10,
  maxPartySize: 4,
  daysAhead: 14,
  closeBeforeMinutes: 30,
  subscriptionDayHours: { open: "09:00", close: "20:00" },
  closedDays: [
    { date: "2026-12-31", reason: "연말 휴관" },
    { date: "2027-01-01", reason: "신정 휴관" },
    { date: "2027-02-06", reason: "설 연휴 휴관" },
    { date: "2027-02-07", reason: "설 연휴 휴관" },
    { date: "2027-02-08", reason: "설 연휴 휴관" },
  ],
  coordinates: { lat: 37.2412603, lng: 127.1775342 },
  parking: [
    { title: "전용 주차장", text: "견본주택 바로 옆 전용 주차장(약 150대)을 무료로 이용하실 수 있습니다." },
    {
      title: "주말 혼잡 시",
      text: "주말에는 주차장이 붐빌 수 있어 세온호수공원 공영주차장(도보 약 5분) 이용을 권해 드립니다.",
    },
  ],
  transit: [
    { title: "KTX", text: "KTX 세온역 2번 출구 앞 택시 승강장에서 차량으로 약 10분 거리입니다." },
    { title: "버스", text: "'세온호수공원·견본주택' 정류장에서 내려 도보 약 3분입니다 (간선 100, 지선 31)." },
    {
      title: "광역버스",
      text: "서울역·강남역에서 광역 M5410을 타고 '세온 광역버스 환승센터'에서 내리시면 견본주택 셔틀(20분 간격)을 이용하실 수 있습니다.",
    },
  ],
  // The model house's surroundings (약도), 600 × 520, north up: 세온대로 to the north, 호수로 in front
  // of the model house, the lake park to the south east. Schematic, not to scale.
  map: {
    width: 600,
    height: 520,
    modelHouse: { label: "리브엘 견본주택", x: 430, y: 262, anchor: "below" },
    parking: [
      { name: "전용 주차장", x: 530, y: 262, anchor: "above" },
      { name: "호수공원 공영주차장", x: 270, y: 405, anchor: "left" },
    ],
    roads: [
      {
        name: "세온대로",
        kind: "major",
        points: [
          [0, 165],
          [600, 150],
        ],
        labelAt: [110, 162],
      },
      {
        name: "호수로",
        kind: "street",
        points: [
          [300, 158],
          [300, 520],
        ],
        labelAt: [300, 455],
      },
      {
        name: "호수공원로",
        kind: "street",
        points: [
          [0, 372],
          [600, 372],
        ],
        labelAt: [150, 372],
      },
    ],
    stops: [{ name: "세온호수공원·견본주택", routes: "간선 100 · 지선 31", x: 270, y: 300, anchor: "left" }],
    stations: [
      { name: "세온 광역버스 환승센터", note: "견본주택 셔틀 20분 간격", x: 170, y: 36, anchor: "right" },
      { name: "KTX 세온역", note: "차량 약 10분", x: 578, y: 102, anchor: "left", toward: "e" },
    ],
    landmarks: [
      {
        name: "세온호수공원",
        kind: "park",
        shape: [
          [322, 398],
          [460, 390],
          [600, 394],
          [600, 520],
          [330, 520],
          [318, 460],
        ],
        labelAt: [470, 418],
      },
      {
        name: "세온호수",
        kind: "lake",
        shape: [
          [370, 442],
          [470, 430],
          [570, 442],
          [575, 490],
          [470, 506],
          [380, 496],
        ],
        labelAt: [475, 476],
      },
      {
        name: "세온시청",
        kind: "building",
        shape: [
          [20, 26],
          [130, 26],
          [130, 100],
          [20, 100],
        ],
        labelAt: [75, 70],
      },
      {
        name: "세온 복합쇼핑몰",
        kind: "building",
        shape: [
          [24, 446],
          [224, 446],
          [224, 506],
          [24, 506],
        ],
        labelAt: [124, 483],
      },
    ],
    walk: { from: "세온호수공원·견본주택", via: [[270, 262]], time: "도보 약 3분", anchor: "above" },
  },
});

export const priceBasis = parseContent("visit.ts", priceBasisSchema, {
  pricePerSqm: 7_050_000,
  lineSpread: 0.025,
  floorBands: [
    { id: "low", from: 1, to: 4, factor: 0.94 },
    { id: "mid", from: 5, to: 14, factor: 1 },
    { id: "high", from: 15, to: 24, factor: 1.03 },
    { id: "top", from: 25, to: 29, factor: 1.05 },
  ],
});
