import { parseContent } from "../../schema";
import { priceBasisSchema, visitSiteSchema } from "../../visit-schema";

// The sample model house (더로엔 갤러리) and sample prices of this complex. The
// coordinates, hours, transport lines and prices are invented for this sample, and the pages say so.

export const visitSite = parseContent("visit.ts", visitSiteSchema, {
  weekly: [
    { days: ["tue", "wed", "thu", "fri"], open: "10:00", close: "18:00" },
    { days: ["sat", "sun"], open: "09:30", close: "18:30" },
  ],
  slotMinutes: 90,
  capacity: 6,
  maxPartySize: 4,
  daysAhead: 10,
  closeBeforeMinutes: 60,
  subscriptionDayHours: null,
  closedDays: [{ date: "2026-05-05", reason: "어린이날 휴관" }],
  coordinates: { lat: 36.6358512, lng: 127.4896421 },
  parking: [
    { title: "갤러리 주차장", text: "더로엔 갤러리 지하 1~2층 주차장(약 90대)을 무료로 이용하실 수 있습니다." },
    { title: "만차 시", text: "만차일 때는 강변대로 건너편 가람강 수변공원 제2주차장(도보 약 4분)을 이용해 주세요." },
  ],
  transit: [
    { title: "광역철도", text: "가람역 1번 출구에서 순환 02번 버스로 네 정거장, 약 12분 걸립니다." },
    { title: "시외버스", text: "가람 시외버스터미널에서 택시로 약 10분 거리입니다." },
    { title: "시내버스", text: "'강변대로·더로엔갤러리' 정류장에서 내려 도보 약 2분입니다 (간선 710, 지선 22)." },
  ],
  // The gallery's surroundings (약도), 600 × 520, north up: 강변대로 in front of the gallery, the
  // riverside park and 가람강 to the south, 가람역 to the north west. Schematic, not to scale.
  map: {
    width: 600,
    height: 520,
    modelHouse: { label: "더로엔 갤러리", x: 400, y: 262, anchor: "above" },
    parking: [
      { name: "갤러리 주차장", x: 525, y: 262, anchor: "below" },
      { name: "수변공원 제2주차장", x: 316, y: 446, anchor: "right" },
    ],
    roads: [
      {
        name: "강변대로",
        kind: "major",
        points: [
          [0, 412],
          [600, 400],
        ],
        labelAt: [500, 402],
      },
      {
        name: "가람대로",
        kind: "major",
        points: [
          [40, 0],
          [40, 412],
        ],
        labelAt: [40, 250],
      },
      {
        name: "가람로",
        kind: "street",
        points: [
          [40, 160],
          [600, 150],
        ],
        labelAt: [470, 152],
      },
    ],
    stops: [{ name: "강변대로·더로엔갤러리", routes: "간선 710 · 지선 22", x: 270, y: 356, anchor: "left" }],
    stations: [
      { name: "가람역", note: "순환 02번 버스 약 12분", x: 74, y: 38, anchor: "right", toward: "w" },
      { name: "가람 시외버스터미널", note: "차량 약 10분", x: 578, y: 102, anchor: "left", toward: "e" },
    ],
    landmarks: [
      {
        name: "가람강 수변공원",
        kind: "park",
        shape: [
          [0, 430],
          [300, 424],
          [600, 418],
          [600, 464],
          [300, 470],
          [0, 472],
        ],
        labelAt: [130, 456],
      },
      {
        name: "가람강",
        kind: "river",
        shape: [
          [0, 506],
          [200, 496],
          [400, 508],
          [600, 494],
        ],
        labelAt: [470, 510],
      },
      {
        name: "가람초등학교",
        kind: "building",
        shape: [
          [90, 200],
          [240, 200],
          [240, 268],
          [90, 268],
        ],
        labelAt: [165, 241],
      },
    ],
    walk: { from: "강변대로·더로엔갤러리", via: [[400, 356]], time: "도보 약 2분", anchor: "right" },
  },
});

export const priceBasis = parseContent("visit.ts", priceBasisSchema, {
  pricePerSqm: 4_380_000,
  lineSpread: 0.03,
  floorBands: [
    { id: "low", from: 1, to: 3, factor: 0.93 },
    { id: "mid", from: 4, to: 12, factor: 1 },
    { id: "high", from: 13, to: 25, factor: 1.04 },
  ],
});
