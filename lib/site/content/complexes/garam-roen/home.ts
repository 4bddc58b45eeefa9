import { z } from "zod";
import { termCard } from "../../sales-terms-schema";
import { salesTerms } from "./terms";
import {
  brandIntroSchema,
  businessOverviewSchema,
  cardSchema,
  complexGuideSchema,
  heroSchema,
  homeArtSchema,
  locationPointSchema,
  newsSectionSchema,
  nowOnSchema,
  slideSchema,
  specialPlanSchema,
  unitPlanSchema,
  visitSectionSchema,
  type HomeImage,
  type PremiumCard,
  type PremiumSlide,
} from "../../home-schema";
import { countWord, particle } from "../../korean";
import { parseContent } from "../../schema";
import { complex, unitTypes } from "./complex";
import { premiumPoints } from "./location";
import { pressListPath, VISIT_PATH } from "../../../routes/paths.mjs";
import { scheduleClock } from "../../schedule";

// Copy and imagery of the second sample's home page. Rasters are rendered from lib/site/art by
// scripts/render-art.ts at build time; the towers and the river come from this folder.

const c = complex;
const f = c.figures;

export const homeArt = parseContent("home.ts", homeArtSchema, {
  hero: {
    src: "/art/home-hero.webp",
    width: 2400,
    height: 1350,
    alt: `해 질 녘 가람강 건너편에 불을 밝힌 ${c.brand.name} 단지 스카이라인 일러스트`,
  },
  heroPortrait: {
    src: "/art/home-hero-portrait.webp",
    width: 1080,
    height: 1920,
    alt: `해 질 녘 가람강 건너편에 불을 밝힌 ${c.brand.name} 단지 스카이라인 일러스트`,
  },
  rail: {
    src: "/art/home-rail.webp",
    width: 1400,
    height: 1000,
    alt: "저녁 하늘 아래 고가 선로를 달리는 광역열차 일러스트",
  },
  park: {
    src: "/art/home-park.webp",
    width: 1400,
    height: 1000,
    alt: "가로수 산책길 너머로 보이는 학교와 단지 일러스트",
  },
  towers: {
    src: "/art/home-towers.webp",
    width: 1400,
    height: 1000,
    alt: `밤하늘 아래 네 줄로 선 ${c.brand.name} ${f.buildings}개동 입면 일러스트`,
  },
  future: {
    src: "/art/home-future.webp",
    width: 1400,
    height: 1000,
    alt: "새벽빛 속에 크레인과 함께 올라가는 연구단지 일러스트",
  },
  living: {
    src: "/art/home-living.webp",
    width: 1400,
    height: 1000,
    alt: "가로등이 켜진 저녁, 상가와 카페가 늘어선 거리 일러스트",
  },
});

const riverArt: HomeImage = {
  src: "/art/premium-river.webp",
  width: 1600,
  height: 700,
  alt: "노을 진 가람강 너머로 보이는 단지 스카이라인 일러스트",
};
const livingArt: HomeImage = {
  src: "/art/interior-living.webp",
  width: 1600,
  height: 1000,
  alt: "강이 내다보이는 넓은 창과 밝은 마루의 거실 인테리어 일러스트",
};

export const hero = parseContent("home.ts", heroSchema, {
  label: `GARAM RIVERPARK · ${c.brand.english}`,
  title: c.siteName,
  lead: c.brand.slogan,
  text: `${c.address.locality} 가람강변에 처음 들어서는 ${c.brand.name}, 갤러리에서 먼저 만나보세요.`,
  button: "관심고객 등록하기",
  facts: [
    `총 ${f.households.toLocaleString("ko-KR")}세대`,
    `지하 ${f.floorsBelow}층 ~ 지상 ${f.floorsAbove}층 ${f.buildings}개동`,
    `입주 ${f.moveIn}`,
  ],
});

export const locationPoint = parseContent("home.ts", locationPointSchema, {
  label: "LOCATION POINT",
  title: "강은 앞에,\n역과 학교는 곁에",
  text: "가람강 수변공원과 광역철도 가람역, 초·중학교까지 모두 가까운 자리. 출근도 등교도 짧아지는 입지입니다.",
  points: premiumPoints.slice(0, 4).map((p) => ({ title: p.lead, text: p.title })),
  register: "관심고객 등록하고 입지 안내 받기",
  more: { href: "/LocationEnvironment/intro", text: "입지환경 자세히 보기" },
});

export const brandIntro = parseContent("home.ts", brandIntroSchema, {
  label: `BRAND STORY · ${c.brand.english}`,
  title: "풍경을 들이고,\n시간을 아끼는 집",
  text: `${particle(c.brand.name, "은/는")} 창 밖의 풍경과 가족의 하루가 어울리는 집을 짓습니다. 강을 향한 거실, 현관 옆 팬트리, 세탁실과 이어진 드레스룸까지 매일의 시간을 아껴 주는 설계를 담았습니다.`,
  link: { href: "/Brand/intro", text: "브랜드 소개 보기" },
});

export const specialPlan = parseContent("home.ts", specialPlanSchema, {
  label: "SPECIAL PLAN",
  title: `처음 집을 사는 분께 맞춘\n${c.brand.name} 분양조건`,
  text: "계약부터 입주까지 자금 계획이 편해지도록 조건을 정리했습니다.",
  // The cards state terms: they are made from terms.ts, never typed here.
  items: (["deposit", "midPayment", "included:0"] as const).map((term) => termCard(salesTerms, term)),
  note: "※ 분양조건은 사업주체 사정에 따라 달라질 수 있으니, 입주자 모집공고에서 꼭 확인해 주세요.",
  link: { href: "/SalesInfo/announcement", text: "입주자 모집공고 보기" },
});

/** The line beside the desktop premium cards' heading. */
export const premiumSection = parseContent("home.ts", z.object({ text: z.string().min(1) }), {
  text: "강과 철도, 학교와 브랜드까지. 매일 누리게 될 가치를 네 장에 담았습니다.",
});

/** The mobile premium slider: the spec's seven slides, in its order. */
export const premiumSlides: PremiumSlide[] = parseContent("home.ts", z.array(slideSchema).length(7), [
  {
    label: "LOCATION",
    title: "가람강 수변공원 앞",
    text: "단지 남쪽 문을 나서면 바로 강변 산책로와 자전거길입니다.",
    image: riverArt,
  },
  {
    label: "TRANSPORT",
    title: "가람역 차량 약 8분",
    text: "광역철도 가람역과 가람IC가 가까워 어디로든 빠르게 이어집니다.",
    image: homeArt.rail,
  },
  {
    label: "LIVING",
    title: "가까이 누리는 생활권",
    text: "시청과 아울렛, 의료원이 모두 차로 10분 안에 있습니다.",
    image: homeArt.living,
  },
  {
    label: "EDUCATION",
    title: "초등학교 도보 약 4분",
    text: "가람초등학교와 가람중학교를 모두 걸어서 다닐 수 있습니다.",
    image: homeArt.park,
  },
  {
    label: "FUTURE",
    title: "가람 바이오밸리 조성 예정",
    text: "연구단지와 함께 자라는 배후 주거지입니다. 개발계획은 변경될 수 있습니다.",
    image: homeArt.future,
  },
  {
    label: "SCALE",
    title: `강변 대단지 ${f.households.toLocaleString("ko-KR")}세대`,
    text: `${f.buildings}개동이 네 줄로 강을 바라보는, 클럽하우스를 갖춘 대단지입니다.`,
    image: homeArt.towers,
  },
  {
    label: "BRAND",
    title: `${c.brand.name} 브랜드 프리미엄`,
    text: `${c.company.name}의 새 브랜드 ${c.brand.name}, 그 설계를 직접 만나보세요.`,
    image: livingArt,
  },
]);

/** PREMIUM 01 to 04. */
export const premiumCards: PremiumCard[] = parseContent("home.ts", z.array(cardSchema).length(4), [
  {
    no: "PREMIUM 01",
    emblem: "lake",
    emblemAlt: "강 물결 엠블럼",
    title: "RIVER PARK",
    lines: ["가람강 수변공원을 앞마당처럼", "강바람이 드는 산책길이 집 앞에"],
    link: { href: "/LocationEnvironment/primium", text: "프리미엄 보기" },
    background: riverArt,
  },
  {
    no: "PREMIUM 02",
    emblem: "rail",
    emblemAlt: "열차 엠블럼",
    title: "FAST LINK",
    lines: ["가람역 차량 약 8분", "가람IC로 고속도로까지 바로"],
    link: { href: "/LocationEnvironment/intro", text: "입지환경 보기" },
    background: homeArt.rail,
  },
  {
    no: "PREMIUM 03",
    emblem: "school",
    emblemAlt: "학교 엠블럼",
    title: "SCHOOL & LIFE",
    lines: ["초등학교 도보 약 4분", "시청·아울렛·의료원이 가까운 생활권"],
    link: { href: "/LocationEnvironment/intro", text: "생활 인프라 보기" },
    background: homeArt.park,
  },
  {
    no: "PREMIUM 04",
    emblem: "crown",
    emblemAlt: `${c.brand.name} 엠블럼`,
    title: "LANDMARK",
    lines: [
      `${f.buildings}개동 ${f.households.toLocaleString("ko-KR")}세대 대단지`,
      `${c.address.locality}에 처음 들어서는 ${c.brand.name}`,
    ],
    link: { href: "/ComplexGuide/intro", text: "단지안내 보기" },
    background: homeArt.towers,
  },
]);

export const unitPlan = parseContent("home.ts", unitPlanSchema, {
  label: "UNIT PLAN",
  headings: {
    types: "타입별 평면 미리 보기",
    emodel: "집에서 둘러보는\nE-모델하우스",
    none: `${c.brand.name} 세대 안내`,
  },
  items: { types: "타입 안내", emodel: "E-모델하우스" },
  text: `전용 ${Math.floor(Math.min(...unitTypes.map((t) => t.exclusiveArea)))}㎡부터 ${Math.floor(Math.max(...unitTypes.map((t) => t.exclusiveArea)))}㎡까지, ${countWord(unitTypes.length)} 가지 평면 가운데 우리 가족에게 맞는 집을 골라 보세요.`,
  figures: [
    { label: "공급 타입", value: `${unitTypes.length}개 타입` },
    { label: "일반분양", value: `${f.generalSale.toLocaleString("ko-KR")}세대` },
    { label: "입주", value: f.moveIn },
  ],
  teaser: { href: `/FloorPlan/${unitTypes[0]?.slug ?? ""}`, text: "평면 자세히 보기" },
  emodelLink: { href: "/FloorPlan/Emodel", text: "E-모델하우스 바로가기" },
  emodelText: "타입을 고르면 현관에서 거실, 주방, 침실까지 갤러리의 유닛을 360° VR로 둘러볼 수 있습니다.",
});

export const visitSection = parseContent("home.ts", visitSectionSchema, {
  label: "VISIT RESERVATION",
  title: "갤러리 방문예약",
  text: "상담 신청을 남겨 주시면 전문 상담사가 전화로 갤러리 위치와 상담 가능 시간을 안내해 드립니다.",
  promise: ["예약 시간에 바로 입장", "타입별 전문 상담사 1:1 안내", `${c.hours}`],
});

/** Mobile business-overview accordion: overview (the project facts), location, premium. */
export const businessOverview = parseContent("home.ts", businessOverviewSchema, {
  label: "BUSINESS OVERVIEW",
  title: "사업개요",
  sections: [
    { id: "overview", title: "사업개요", label: "OVERVIEW" },
    { id: "location", title: "입지환경", label: "LOCATION" },
    { id: "premium", title: "프리미엄", label: "PREMIUM" },
  ],
  location: {
    text: "가람강 수변공원 바로 앞, 광역철도 가람역과 가람IC가 가까운 가람강 수변지구에 자리합니다.",
    image: riverArt,
  },
});

/** Mobile complex-guide accordion: complex layout, special design, community. */
export const complexGuide = parseContent("home.ts", complexGuideSchema, {
  label: "COMPLEX GUIDE",
  title: "단지안내",
  sections: [
    {
      id: "layout",
      title: "단지배치",
      label: "SITE PLAN",
      text: "강을 향해 네 줄로 놓은 배치로, 앞줄의 대형 평형은 모든 라인에서 강이 보입니다.",
      image: {
        src: "/art/site-plan.svg",
        width: 1000,
        height: 720,
        alt: `${f.buildings}개동과 리버가든, 클럽하우스, 가람강을 표시한 단지배치도`,
      },
      link: { href: "/ComplexGuide/intro", text: "단지배치도 보기" },
    },
    {
      id: "design",
      title: "단지 특화설계",
      label: "SPECIAL DESIGN",
      text: "남향 위주 판상형에 동 간격을 넓히고, 지상은 차 없이 정원과 산책로로 채웠습니다.",
      image: homeArt.towers,
      link: { href: "/ComplexGuide/detailintro", text: "동·호수 배치도 보기" },
    },
    {
      id: "community",
      title: "커뮤니티",
      label: "COMMUNITY",
      text: "리버뷰 피트니스와 사우나, 키즈카페, 라운지 카페를 클럽하우스 한곳에 모았습니다.",
      image: {
        src: "/art/community-club.webp",
        width: 1600,
        height: 640,
        alt: "클럽하우스 일러스트: 통창 너머 노을과 실내 레인",
      },
      link: { href: "/ComplexGuide/community", text: "커뮤니티 보기" },
    },
  ],
});

export const newsSection = parseContent("home.ts", newsSectionSchema, {
  label: "NEWS",
  title: `${c.brand.name} 소식`,
  more: { href: pressListPath(c.defaultSite), text: "보도자료 전체 보기" },
});

const clock = scheduleClock(complex.schedule);

/** The home's "now on", by phase of the sales schedule (which phase shows is the date's: lib/site/content/schedule.ts salePhase). */
export const nowOn = parseContent("home.ts", nowOnSchema, {
  label: "NOW ON",
  opening: {
    step: "견본주택 오픈",
    badge: "그랜드 오픈",
    title: `${clock.monthDay("견본주택 오픈")} 갤러리 그랜드 오픈`,
    text: "방문예약을 하시면 기다리지 않고 바로 상담받으실 수 있습니다.",
    link: { href: VISIT_PATH, text: "갤러리 방문예약" },
  },
  subscription: {
    steps: ["특별공급 청약", "1순위 청약", "당첨자 발표", "정당계약"],
    badge: "청약 진행 중",
    title: "청약·계약 일정",
    text: "청약은 청약홈에서, 정당계약은 갤러리에서 진행합니다.",
    link: { href: "/BusinessGuide/plan", text: "분양일정 전체 보기" },
  },
  remaining: {
    badge: "잔여세대 계약 중",
    title: "잔여세대 선착순 동·호수 지정 계약",
    text: "원하시는 동·호수를 갤러리에서 직접 고르실 수 있습니다. 방문 전 잔여세대 현황을 확인해 보세요.",
    link: { href: "/SalesInfo/price", text: "잔여세대 현황 보기" },
  },
});
