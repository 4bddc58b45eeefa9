import { complexSchema, interiorsSchema, parseContent, unitTypesSchema } from "../../schema";

// The second sample complex, clearly unlike the first: another city (가람시, on the 가람강),
// brand (더로엔) and builder (미래솔건설), five unit types, fourteen buildings in four rows and a
// 2026 schedule. Every name, number and date here is invented for this sample.

/** Who sells (invented, as every number here says): named in the footer and /privacy, written once. */
const parties = {
  developer: { name: "가람리버파크개발㈜", ceo: "한도경", businessNumber: "000-00-00000(샘플)" },
  builder: { name: "미래솔건설㈜", ceo: "박서연", businessNumber: "000-00-00000(샘플)" },
  trustee: { name: "미래솔자산신탁㈜", ceo: "한서연", businessNumber: "000-00-00000(샘플)" },
};

export const complex = parseContent("complex.ts", complexSchema, {
  /** An invented sample: the launch checks of `npm run new-complex -- --check` do not hold it to a real complex's. */
  sample: true,
  siteName: "가람 리버파크 더로엔",
  brand: { name: "더로엔", english: "THE ROEN", slogan: "강을 곁에 둔 매일, 더로엔" },
  company: { name: parties.builder.name },
  parties,
  phone: "1566-3142",
  hours: "09:00 ~ 19:00 상담 (연중무휴)",
  address: {
    region: "충청북도",
    locality: "가람시",
    street: "가람강 수변지구 B-3블록",
    modelHouse: "충청북도 가람시 강변대로 77 더로엔 갤러리",
  },
  facts: [
    { label: "대지위치", value: "가람강 수변지구 B-3블록" },
    { label: "대지면적", value: "71,208.40㎡" },
    { label: "건축면적", value: "11,032.15㎡" },
    { label: "연면적", value: "181,344.02㎡" },
    { label: "건축규모", value: "지하 3층 ~ 지상 25층, 14개동" },
    { label: "세대수", value: "총 1,326세대 (일반분양 1,182세대 · 임대 144세대)" },
    { label: "전용면적", value: "59㎡ · 74㎡ · 99㎡ · 125㎡" },
    { label: "시공사", value: parties.builder.name },
    { label: "입주예정", value: "2029년 3월 예정" },
  ],
  figures: {
    households: 1326,
    generalSale: 1182,
    rental: 144,
    buildings: 14,
    floorsBelow: 3,
    floorsAbove: 25,
    moveIn: "2029년 3월 예정",
  },
  schedule: [
    { title: "견본주택 오픈", when: "3.20(금)", start: "2026-03-20" },
    { title: "특별공급 청약", when: "3.24(화)", start: "2026-03-24" },
    { title: "1순위 청약", when: "3.25(수)", start: "2026-03-25" },
    { title: "2순위 청약", when: "3.26(목)", start: "2026-03-26" },
    { title: "당첨자 발표", when: "4.2(목)", start: "2026-04-02" },
    { title: "정당계약", when: "4.13(월) ~ 4.15(수)", start: "2026-04-13", end: "2026-04-15" },
    { title: "입주", when: "2029년 3월 예정", note: "입주 시기는 공정에 따라 변경될 수 있습니다." },
  ],
  disclaimers: [
    "본 홈페이지의 이미지와 영상은 소비자의 이해를 돕기 위한 것으로 실제와 차이가 있을 수 있습니다.",
    "단지 주변 개발계획과 교통망은 관계기관의 사정에 따라 변경·지연·취소될 수 있습니다.",
  ],
  familySites: [{ name: "더로엔 브랜드 사이트", url: "https://www.theroen.example/" }],
  defaultSite: "garam-roen",
  sites: ["garam-roen"],
  announcementBar: {
    items: [
      {
        text: "더로엔 갤러리 3월 20일 오픈 · 방문예약하시면 기다리지 않고 바로 상담받으실 수 있습니다",
        from: "2026-03-01",
        until: "2026-03-23",
      },
      { text: "1순위 청약 3월 25일 · 청약홈에서 신청하실 수 있습니다", from: "2026-03-21", until: "2026-03-25" },
      {
        text: "당첨자 발표 4월 2일 · 당첨 여부는 청약홈에서 확인하실 수 있습니다",
        from: "2026-03-26",
        until: "2026-04-02",
      },
      { text: "정당계약 4월 13일 ~ 15일 · 갤러리에서 진행합니다", from: "2026-04-03", until: "2026-04-15" },
      { text: "잔여세대 선착순 동·호수 지정 계약 진행 중 · 방문예약 후 갤러리에서 상담받으세요", from: "2026-04-16" },
    ],
    evergreen: "더로엔 갤러리 방문예약 · 기다리지 않고 바로 상담받으실 수 있습니다",
  },
});

/** Unit types with a floor-plan page, in menu order. */
export const unitTypes = parseContent("complex.ts", unitTypesSchema, [
  { slug: "74A", label: "74A", exclusiveArea: 74.96, households: 376 },
  { slug: "74B", label: "74B", exclusiveArea: 74.88, households: 340 },
  { slug: "99A", label: "99A", exclusiveArea: 99.84, households: 328 },
  { slug: "125A", label: "125A", exclusiveArea: 125.91, households: 92 },
  { slug: "125B", label: "125B", exclusiveArea: 125.77, households: 46 },
]);

export const interiors = parseContent("complex.ts", interiorsSchema, [
  { slug: "74A", label: "74A" },
  { slug: "99A", label: "99A" },
  { slug: "125A", label: "125A" },
]);
