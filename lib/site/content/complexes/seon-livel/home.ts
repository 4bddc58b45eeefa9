import { parseContent } from "../../schema";
import {
  brandIntroSchema,
  businessOverviewSchema,
  complexGuideSchema,
  heroSchema,
  homeArtSchema,
  locationPointSchema,
  newsSectionSchema,
  nowOnSchema,
  specialPlanSchema,
  unitPlanSchema,
  visitSectionSchema,
  slideSchema,
  cardSchema,
  type HomeImage,
  type PremiumCard,
  type PremiumSlide,
} from "../../home-schema";
import { z } from "zod";
import { termCard } from "../../sales-terms-schema";
import { salesTerms } from "./terms";
import { complex, unitTypes } from "./complex";
import { premiumPoints, SCALE_BASIS } from "./location";
import { countWord, particle } from "../../korean";
import { pressListPath, VISIT_PATH } from "../../../routes/paths.mjs";
import { scheduleClock } from "../../schedule";

// Copy and imagery of the home page. Every image is ours: rasters rendered by
// scripts/render-art.ts from lib/site/art (public/art/*.webp), or SVG drawn by app/art/**.

export const homeArt = parseContent("home.ts", homeArtSchema, {
  hero: {
    src: "/art/home-hero.webp",
    width: 2400,
    height: 1350,
    alt: "해 질 무렵 세온호수 너머로 불이 켜진 리브엘 단지의 스카이라인 일러스트",
  },
  heroPortrait: {
    src: "/art/home-hero-portrait.webp",
    width: 1080,
    height: 1920,
    alt: "해 질 무렵 세온호수 너머로 불이 켜진 리브엘 단지의 스카이라인 일러스트",
  },
  rail: {
    src: "/art/home-rail.webp",
    width: 1400,
    height: 1000,
    alt: "노을 진 하늘 아래 고가 선로를 달리는 고속열차 일러스트",
  },
  park: {
    src: "/art/home-park.webp",
    width: 1400,
    height: 1000,
    alt: "나무가 늘어선 공원 산책로 너머로 보이는 학교와 단지 일러스트",
  },
  towers: {
    src: "/art/home-towers.webp",
    width: 1400,
    height: 1000,
    alt: "밤하늘 아래 나란히 선 리브엘 10개동 입면 일러스트",
  },
  future: {
    src: "/art/home-future.webp",
    width: 1400,
    height: 1000,
    alt: "새벽빛 아래 크레인과 함께 들어서는 업무지구 일러스트",
  },
  living: {
    src: "/art/home-living.webp",
    width: 1400,
    height: 1000,
    alt: "가로등이 켜진 저녁, 상점과 카페가 늘어선 중심가 일러스트",
  },
});

const lakeArt: HomeImage = {
  src: "/art/premium-lake.webp",
  width: 1600,
  height: 700,
  alt: "노을 진 세온호수공원 너머로 보이는 단지 스카이라인 일러스트",
};
const livingArt: HomeImage = {
  src: "/art/interior-living.webp",
  width: 1600,
  height: 1000,
  alt: "호수가 보이는 넓은 창과 원목 마루의 거실 인테리어 일러스트",
};

export const hero = parseContent("home.ts", heroSchema, {
  label: `SEON LAKE CITY · ${complex.brand.english}`,
  title: complex.siteName,
  lead: complex.brand.slogan,
  text: `${complex.address.locality} 호수공원지구의 첫 ${complex.brand.name}, 견본주택에서 먼저 만나보세요.`,
  button: "관심고객 등록하기",
  facts: [
    `총 ${complex.figures.households.toLocaleString("ko-KR")}세대`,
    `지하 ${complex.figures.floorsBelow}층 ~ 지상 ${complex.figures.floorsAbove}층 ${complex.figures.buildings}개동`,
    `입주 ${complex.figures.moveIn}`,
  ],
});

export const locationPoint = parseContent("home.ts", locationPointSchema, {
  label: "LOCATION POINT",
  title: "호수공원을 앞마당으로,\n도시의 중심을 곁에 두다",
  text: "세온호수공원과 KTX 세온역, 학교와 생활 인프라가 모두 가까운 자리. 매일의 동선이 짧아지는 입지입니다.",
  points: premiumPoints.slice(0, 4).map((p) => ({ title: p.lead, text: p.title })),
  register: "관심고객 등록하고 입지 안내 받기",
  more: { href: "/LocationEnvironment/intro", text: "입지환경 자세히 보기" },
});

export const brandIntro = parseContent("home.ts", brandIntroSchema, {
  label: `BRAND STORY · ${complex.brand.english}`,
  title: "머무는 곳이 아니라,\n삶이 깊어지는 곳",
  text: `${particle(complex.brand.name, "은/는")} ‘살다(Live)’와 ‘품격(Élite)’을 한 단어에 담았습니다. 빛이 머무는 남향 배치와 바람이 지나는 판상형 구조, 호수를 끌어들인 조경까지, 오래 살수록 가치가 드러나는 집을 짓습니다.`,
  link: { href: "/Brand/intro", text: "브랜드 소개 보기" },
});

export const specialPlan = parseContent("home.ts", specialPlanSchema, {
  label: "SPECIAL PLAN",
  title: "부담은 덜고, 혜택은 더한\n리브엘 특별 분양조건",
  text: "내 집 마련의 첫걸음이 가벼워지도록 계약 조건을 새로 설계했습니다.",
  // The cards state terms: they are made from terms.ts, never typed here.
  items: (["deposit", "midPayment", "balcony"] as const).map((term) => termCard(salesTerms, term)),
  note: "※ 분양조건은 사업주체의 사정에 따라 변경될 수 있으며, 자세한 내용은 입주자 모집공고를 확인하시기 바랍니다.",
  link: { href: "/SalesInfo/announcement", text: "입주자 모집공고 보기" },
});

/** The line beside the desktop premium cards' heading. */
export const premiumSection = parseContent("home.ts", z.object({ text: z.string().min(1) }), {
  text: "호수와 교통, 교육과 브랜드까지. 한 단지에서 모두 누리는 가치를 소개합니다.",
});

/** The mobile premium slider: exactly the spec's seven slides, in its order. */
export const premiumSlides: PremiumSlide[] = parseContent("home.ts", z.array(slideSchema).length(7), [
  {
    label: "LOCATION",
    title: "호수공원 앞 중심 입지",
    text: "단지 남측이 세온호수공원과 맞닿아 산책과 조망을 일상으로 누립니다.",
    image: lakeArt,
  },
  {
    label: "TRANSPORT",
    title: "KTX 세온역 차량 약 10분",
    text: "KTX 세온역과 세온IC가 가까워 수도권과 주요 도시로 빠르게 오갑니다.",
    image: homeArt.rail,
  },
  {
    label: "LIVING",
    title: "걸어서 누리는 생활 인프라",
    text: "시청과 복합쇼핑몰, 종합병원이 가까워 생활에 필요한 모든 것이 곁에 있습니다.",
    image: homeArt.living,
  },
  {
    label: "EDUCATION",
    title: "초등학교 도보 약 5분",
    text: "세온호수초등학교가 도보권에 있고 중·고등학교까지 가까운 학세권입니다.",
    image: homeArt.park,
  },
  {
    label: "FUTURE",
    title: "세온테크노밸리 조성 예정",
    text: "인근 업무지구 조성과 교통망 확충으로 미래가치가 기대됩니다. 개발계획은 변경될 수 있습니다.",
    image: homeArt.future,
  },
  {
    label: "SCALE",
    title: `세온시 최대 규모 ${complex.figures.households.toLocaleString("ko-KR")}세대`,
    text: `${complex.figures.buildings}개동 대단지만의 커뮤니티와 조경을 갖춘 호수공원지구의 랜드마크입니다.`,
    image: homeArt.towers,
    basis: SCALE_BASIS,
  },
  {
    label: "BRAND",
    title: `${complex.brand.name} 브랜드 프리미엄`,
    text: `${complex.company.name}의 특화 설계와 품질 관리로 완성하는 ${complex.brand.name}만의 주거 가치입니다.`,
    image: livingArt,
  },
]);

/** PREMIUM 01 to 04. */
export const premiumCards: PremiumCard[] = parseContent("home.ts", z.array(cardSchema).length(4), [
  {
    no: "PREMIUM 01",
    emblem: "lake",
    emblemAlt: "호수 물결 엠블럼",
    title: "LAKE PARK",
    lines: ["세온호수공원을 앞마당처럼", "호수 조망과 산책이 일상이 되는 곳"],
    link: { href: "/LocationEnvironment/primium", text: "프리미엄 보기" },
    background: lakeArt,
  },
  {
    no: "PREMIUM 02",
    emblem: "rail",
    emblemAlt: "고속열차 엠블럼",
    title: "FAST TRANSIT",
    lines: ["KTX 세온역 차량 약 10분", "세온IC와 광역버스로 더 넓게 연결"],
    link: { href: "/LocationEnvironment/intro", text: "입지환경 보기" },
    background: homeArt.rail,
  },
  {
    no: "PREMIUM 03",
    emblem: "school",
    emblemAlt: "학교 엠블럼",
    title: "EDU & LIFE",
    lines: ["초등학교 도보 약 5분", "시청·쇼핑몰·병원이 가까운 생활권"],
    link: { href: "/LocationEnvironment/intro", text: "생활 인프라 보기" },
    background: homeArt.park,
  },
  {
    no: "PREMIUM 04",
    emblem: "crown",
    emblemAlt: "리브엘 왕관 엠블럼",
    title: "LANDMARK",
    lines: [
      `${complex.figures.buildings}개동 ${complex.figures.households.toLocaleString("ko-KR")}세대 대단지`,
      `${complex.address.locality}에서 만나는 ${complex.brand.name}의 설계`,
    ],
    link: { href: "/ComplexGuide/intro", text: "단지안내 보기" },
    background: homeArt.towers,
  },
]);

export const unitPlan = parseContent("home.ts", unitPlanSchema, {
  label: "UNIT PLAN",
  headings: {
    types: "타입별 평면을 한눈에",
    emodel: "집에서 둘러보는\nE-모델하우스",
    none: `${complex.brand.name} 세대 안내`,
  },
  items: { types: "타입 안내", emodel: "E-모델하우스" },
  text: `전용 ${Math.floor(Math.min(...unitTypes.map((t) => t.exclusiveArea)))}㎡부터 ${Math.floor(Math.max(...unitTypes.map((t) => t.exclusiveArea)))}㎡까지, 가족의 생활에 맞춘 ${countWord(unitTypes.length)} 가지 타입을 만나보세요.`,
  figures: [
    { label: "공급 타입", value: `${unitTypes.length}개 타입` },
    { label: "일반분양", value: `${complex.figures.generalSale.toLocaleString("ko-KR")}세대` },
    { label: "입주", value: complex.figures.moveIn },
  ],
  // The spec's teaser opens /FloorPlan/84A (the type labelled 84C); the content check makes sure it exists.
  teaser: {
    href: "/FloorPlan/84A",
    text: `${unitTypes.find((u) => u.slug === "84A")?.label ?? ""} 타입 평면 자세히 보기`,
  },
  emodelLink: { href: "/FloorPlan/Emodel", text: "E-모델하우스 바로가기" },
  emodelText: "타입을 고르면 현관부터 거실, 주방, 침실까지 견본주택을 360° VR로 둘러보실 수 있습니다.",
});

export const visitSection = parseContent("home.ts", visitSectionSchema, {
  label: "VISIT RESERVATION",
  title: "견본주택 방문예약",
  text: "상담 신청을 남겨 주시면 전문 상담사가 전화로 견본주택 위치와 잔여세대 현황을 안내해 드립니다.",
  promise: ["예약 시간에 대기 없이 입장", "전문 상담사의 1:1 맞춤 상담", `${complex.hours} 운영`],
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
    text: "세온호수공원 바로 앞, KTX 세온역과 세온IC가 가까운 세온호수공원지구의 중심에 자리합니다.",
    image: lakeArt,
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
      text: "호수를 향해 열린 남향 위주 배치로 많은 세대가 호수 조망을 누립니다.",
      image: {
        src: "/art/site-plan.svg",
        width: 1000,
        height: 720,
        alt: "10개동과 중앙 커뮤니티, 호수공원을 표시한 단지배치도",
      },
      link: { href: "/ComplexGuide/intro", text: "단지배치도 보기" },
    },
    {
      id: "design",
      title: "단지 특화설계",
      label: "SPECIAL DESIGN",
      text: "판상형 4Bay 구조와 동 간 거리를 넓힌 배치, 지상에 차 없는 단지로 설계했습니다.",
      image: homeArt.towers,
      link: { href: "/ComplexGuide/detailintro", text: "동·호수 배치도 보기" },
    },
    {
      id: "community",
      title: "커뮤니티",
      label: "COMMUNITY",
      text: "실내수영장과 피트니스센터, 작은도서관까지 단지 안에서 여가와 배움을 누립니다.",
      image: {
        src: "/art/community-pool.webp",
        width: 1600,
        height: 640,
        alt: "커뮤니티센터 실내수영장 일러스트: 통창 너머 노을과 레인이 놓인 수영장",
      },
      link: { href: "/ComplexGuide/community", text: "커뮤니티 보기" },
    },
  ],
});

export const newsSection = parseContent("home.ts", newsSectionSchema, {
  label: "NEWS",
  title: `${complex.brand.name} 소식`,
  more: { href: pressListPath(complex.defaultSite), text: "보도자료 전체 보기" },
});

const clock = scheduleClock(complex.schedule);

/** The home's "now on", by phase of the sales schedule (which phase shows is the date's: lib/site/content/schedule.ts salePhase). */
export const nowOn = parseContent("home.ts", nowOnSchema, {
  label: "NOW ON",
  opening: {
    step: "견본주택 오픈",
    badge: "그랜드 오픈",
    title: `${clock.monthDay("견본주택 오픈")} 견본주택 그랜드 오픈`,
    text: "방문예약을 하시면 기다리지 않고 바로 상담받으실 수 있습니다.",
    link: { href: VISIT_PATH, text: "견본주택 방문예약" },
  },
  subscription: {
    steps: ["특별공급 청약", "1순위 청약", "당첨자 발표", "정당계약"],
    badge: "청약 진행 중",
    title: "청약·계약 일정",
    text: "청약은 청약홈에서, 정당계약은 견본주택에서 진행합니다.",
    link: { href: "/BusinessGuide/plan", text: "분양일정 전체 보기" },
  },
  remaining: {
    badge: "잔여세대 계약 중",
    title: "잔여세대 선착순 동·호수 지정 계약",
    text: "원하시는 동·호수를 견본주택에서 직접 고르실 수 있습니다. 방문 전 잔여세대 현황을 확인해 보세요.",
    link: { href: "/SalesInfo/price", text: "잔여세대 현황 보기" },
  },
});
