import { complexSchema, interiorsSchema, parseContent, unitTypesSchema } from "../../schema";

// The sample complex. Every name, number and date here is invented for this sample:
// a fictional city (세온시), brand (리브엘) and builder (한결건설). A second complex is a
// second folder like this one (`npm run new-complex <slug>`), not a change to any component.

/** Who sells (invented, as every number here says): named in the footer and /privacy, written once. */
const parties = {
  developer: { name: "세온레이크개발㈜", ceo: "이정은", businessNumber: "000-00-00000(샘플)" },
  builder: { name: "한결건설㈜", ceo: "김도윤", businessNumber: "000-00-00000(샘플)" },
  agency: { name: "㈜세온분양", ceo: "이소연", businessNumber: "000-00-00000(샘플)" },
};

export const complex = parseContent("complex.ts", complexSchema, {
  /** An invented sample: the launch checks of `npm run new-complex -- --check` do not hold it to a real complex's. */
  sample: true,
  siteName: "세온 레이크시티 리브엘",
  brand: { name: "리브엘", english: "LIVEL", slogan: "호수를 품은 일상, 리브엘" },
  company: { name: parties.builder.name },
  parties,
  phone: "1688-0926",
  hours: "24시간 상담",
  address: {
    region: "경기도",
    locality: "세온시",
    street: "세온호수공원지구 A-1블록",
    modelHouse: "경기도 세온시 호수로 128 리브엘 견본주택",
  },
  facts: [
    { label: "대지위치", value: "세온호수공원지구 A-1블록" },
    { label: "대지면적", value: "59,964.00㎡" },
    { label: "건축면적", value: "9,749.20㎡" },
    { label: "연면적", value: "142,696.74㎡" },
    { label: "건축규모", value: "지하 2층 ~ 지상 29층, 10개동" },
    { label: "세대수", value: "총 1,079세대 (일반분양 969세대 · 임대 110세대)" },
    { label: "전용면적", value: "59㎡ · 84㎡ · 101㎡ · 154㎡" },
    { label: "시공사", value: parties.builder.name },
    { label: "입주예정", value: "2028년 9월 예정" },
  ],
  figures: {
    households: 1079,
    generalSale: 969,
    rental: 110,
    buildings: 10,
    floorsBelow: 2,
    floorsAbove: 29,
    moveIn: "2028년 9월 예정",
  },
  schedule: [
    { title: "견본주택 오픈", when: "9.26(금)", start: "2025-09-26" },
    { title: "특별공급 청약", when: "9.30(화)", start: "2025-09-30" },
    { title: "1순위 청약", when: "10.1(수)", start: "2025-10-01" },
    { title: "2순위 청약", when: "10.2(목)", start: "2025-10-02" },
    { title: "당첨자 발표", when: "10.16(목)", start: "2025-10-16" },
    { title: "정당계약", when: "10.27(월) ~ 10.29(수)", start: "2025-10-27", end: "2025-10-29" },
    { title: "입주", when: "2028년 9월 예정", note: "입주 시기는 공정에 따라 변경될 수 있습니다." },
  ],
  disclaimers: [
    "본 홈페이지의 이미지는 소비자의 이해를 돕기 위한 것으로 실제와 차이가 있을 수 있습니다.",
    "단지 주변 개발계획은 관계기관의 사정에 따라 변경·지연·취소될 수 있습니다.",
  ],
  familySites: [{ name: "리브엘 브랜드 사이트", url: "https://www.livel.example/" }],
  defaultSite: "seon-livel",
  sites: ["seon-livel"],
  announcementBar: {
    items: [
      {
        text: "리브엘 견본주택 9월 26일 그랜드 오픈 · 방문예약하시면 기다리지 않고 바로 상담받으실 수 있습니다",
        from: "2025-09-01",
        until: "2025-09-29",
      },
      { text: "1순위 청약 10월 1일 · 청약홈에서 신청하실 수 있습니다", from: "2025-09-27", until: "2025-10-01" },
      {
        text: "당첨자 발표 10월 16일 · 당첨 여부는 청약홈에서 확인하실 수 있습니다",
        from: "2025-10-02",
        until: "2025-10-16",
      },
      { text: "정당계약 10월 27일 ~ 29일 · 견본주택에서 진행합니다", from: "2025-10-17", until: "2025-10-29" },
      { text: "잔여세대 선착순 동·호수 지정 계약 진행 중 · 방문예약 후 견본주택에서 상담받으세요", from: "2025-10-30" },
    ],
    evergreen: "리브엘 견본주택 방문예약 · 기다리지 않고 바로 상담받으실 수 있습니다",
  },
});

/** Unit types with a floor-plan page, in menu order (the URL segment and the label differ, as the spec says). */
export const unitTypes = parseContent("complex.ts", unitTypesSchema, [
  { slug: "59A", label: "84A", exclusiveArea: 84.97, households: 312 },
  { slug: "59B", label: "84B", exclusiveArea: 84.95, households: 228 },
  { slug: "84A", label: "84C", exclusiveArea: 84.91, households: 164 },
  { slug: "84B", label: "84D", exclusiveArea: 84.88, households: 120 },
  { slug: "114A", label: "101A", exclusiveArea: 101.93, households: 96 },
  { slug: "114B", label: "154A", exclusiveArea: 154.82, households: 49 },
]);

export const interiors = parseContent("complex.ts", interiorsSchema, [
  { slug: "59A", label: "84A" },
  { slug: "84A", label: "84C" },
  { slug: "84B", label: "101A" },
]);
