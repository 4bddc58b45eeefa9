import { z } from "zod";
import { josa } from "../../korean";
import { pageSchema, parseContent } from "../../schema";
import { complex } from "./complex";
import { vrTourList } from "./media";

// Titles, descriptions and banner lines of the fixed pages. The floor-plan and interior pages,
// one per unit type, and the press and customer pages of each site are made from templates in
// lib/content/pages.ts and need no entry here.

export const pageEntries = parseContent("pages.ts", z.array(pageSchema).min(1), [
  {
    path: "/",
    section: "home",
    title: `${complex.siteName} 공식 홈페이지`,
    description: `${complex.address.locality} ${complex.address.street}, 총 ${complex.figures.households.toLocaleString("ko-KR")}세대 ${complex.siteName}. 분양일정과 평면, 관심고객 등록을 한곳에서 확인하세요.`,
    bannerText: complex.brand.slogan,
    subMenu: "none",
  },
  { path: "/Brand/intro", section: "brand", title: "브랜드 소개", description: `${complex.brand.name}(${complex.brand.english})${josa(complex.brand.name, "이/가")} 약속하는 주거의 가치와 ${complex.company.name}의 브랜드 철학을 소개합니다.`, bannerText: complex.brand.slogan, subMenu: "brand" },
  { path: "/Brand/video", section: "brand", title: "홍보영상", description: `${complex.siteName}의 입지와 단지, 라이프스타일을 홍보영상으로 만나보세요.`, bannerText: "영상으로 먼저 만나는 강변의 새로운 하루", subMenu: "brand" },
  { path: "/BusinessGuide/intro", section: "business", title: "사업안내", description: `${complex.siteName}의 대지면적, 연면적, 건축규모와 세대수 등 사업개요를 확인하세요.`, bannerText: `지하 ${complex.figures.floorsBelow}층 ~ 지상 ${complex.figures.floorsAbove}층, ${complex.figures.buildings}개동 총 ${complex.figures.households.toLocaleString("ko-KR")}세대`, subMenu: "business" },
  { path: "/BusinessGuide/plan", section: "business", title: "분양일정", description: `${complex.siteName} 견본주택 오픈부터 청약, 당첨자 발표, 정당계약까지 분양일정을 안내합니다.`, bannerText: "갤러리 오픈부터 정당계약까지, 한눈에 보는 분양일정", subMenu: "business" },
  { path: "/BusinessGuide/documents", section: "business", title: "계약서류", description: `${complex.siteName} 계약 관련 서류 안내 페이지입니다. 준비되는 대로 이곳에서 안내해 드립니다.`, bannerText: "계약 관련 서류를 준비하고 있습니다", subMenu: "business" },
  { path: "/SalesInfo/announcement", section: "sales", title: "모집공고", description: `${complex.siteName} 입주자 모집공고문을 확인하세요. 청약 전 반드시 공고문 원문을 확인하시기 바랍니다.`, bannerText: "청약 전, 입주자 모집공고를 꼭 확인하세요", subMenu: "sales", sideNav: true },
  { path: "/SalesInfo/SubscriptionGuide", section: "sales", title: "청약안내", description: `${complex.siteName} 특별공급과 1·2순위 청약 일정, 자격 요건, 구비서류와 인터넷 청약 방법을 안내합니다.`, bannerText: "특별공급부터 1·2순위까지, 청약의 모든 것", subMenu: "sales", sideNav: true },
  { path: "/SalesInfo/checkpoint", section: "sales", title: "청약 체크포인트", description: `거주기간, 무주택 여부, 청약통장 예치금, 특별공급 유형 등 ${complex.siteName} 청약 전 확인할 사항을 정리했습니다.`, bannerText: "청약 전에 꼭 확인해야 할 체크포인트", subMenu: "sales", sideNav: true, canonical: "/SalesInfo/SubscriptionGuide", inSitemap: false },
  { path: "/SalesInfo/guide", section: "sales", title: "계약 준비서류", description: `${complex.siteName} 당첨자 계약 시 본인 및 대리인이 준비해야 할 서류를 안내합니다.`, bannerText: "당첨을 축하드립니다. 계약 준비서류를 확인하세요", subMenu: "sales", sideNav: true },
  { path: "/SalesInfo/StampTax", section: "sales", title: "인지세 안내", description: `분양계약 시 납부하는 인지세의 계산 방법과 금액, 납부 절차를 안내하고 예상 인지세를 계산해 드립니다.`, bannerText: "계약 시 납부하는 인지세, 미리 계산해 보세요", subMenu: "sales", sideNav: true },
  { path: "/SalesInfo/price", section: "sales", title: "분양가·납부일정", description: `${complex.siteName} 타입별·층별 분양가와 계약금, 중도금, 잔금 납부일정을 안내하고 회차별 납부 금액을 계산해 드립니다.`, bannerText: "타입과 층을 고르시면 회차별 납부 금액을 알려 드립니다", subMenu: "sales", sideNav: true },
  { path: "/SalesInfo/faq", section: "sales", title: "자주 묻는 질문", description: `청약 자격부터 전매 제한, 중도금 대출, 발코니 확장, 입주 시기, 견본주택 방문예약까지 ${complex.siteName} 고객님이 자주 묻는 질문을 모았습니다.`, bannerText: "청약부터 입주까지, 고객께서 자주 묻는 질문을 모아 두었습니다", subMenu: "sales", sideNav: true },
  { path: "/LocationEnvironment/intro", section: "location", title: "입지안내", description: `${complex.address.locality} 가람강 수변공원과 광역철도가 가까운 ${complex.siteName}의 입지를 지도로 확인하세요.`, bannerText: "강과 역을 곁에 둔 수변 입지", subMenu: "location" },
  { path: "/LocationEnvironment/primium", section: "location", title: "프리미엄", description: `교통, 교육, 생활 인프라와 미래가치까지 ${complex.siteName}만의 프리미엄을 소개합니다.`, bannerText: "입지와 브랜드, 미래가치까지 모두 누리는 프리미엄", subMenu: "location" },
  { path: "/ComplexGuide/intro", section: "complex", title: "단지배치도", description: `${complex.figures.buildings}개동 ${complex.figures.households.toLocaleString("ko-KR")}세대 ${complex.siteName}의 단지 배치와 조경, 동선 계획을 소개합니다.`, bannerText: "강을 향해 네 줄로 열린 단지 배치", subMenu: "complex" },
  { path: "/ComplexGuide/detailintro", section: "complex", title: "동·호수 배치도", description: `${complex.siteName}의 동별 라인 배치와 가람강이 보이는 라인을 확인하세요.`, bannerText: "강이 보이는 라인을 한눈에 확인하세요", subMenu: "complex" },
  { path: "/ComplexGuide/community", section: "complex", title: "커뮤니티", description: `리버뷰 피트니스와 사우나, 키즈카페, 라운지 카페까지 ${complex.siteName} 클럽하우스를 소개합니다.`, bannerText: "클럽하우스 한곳에서 누리는 운동과 휴식", subMenu: "complex" },
  { path: "/FloorPlan/videos", section: "floorplan", title: "세대 홍보영상", description: `${complex.siteName}의 입지환경과 타입별 세대 구성을 영상으로 소개합니다.`, bannerText: "영상으로 미리 둘러보는 입지와 세대", subMenu: "videos" },
  { path: "/FloorPlan/Emodel", section: "floorplan", title: "E-모델하우스", description: vrTourList.some((t) => t.url) ? `집에서 편하게 ${complex.siteName} 견본주택을 VR로 둘러보세요. 타입을 선택하면 가상 투어가 시작됩니다.` : `${complex.siteName} 견본주택 VR 투어를 준비하고 있습니다. 준비되는 대로 집에서 편하게 둘러보실 수 있습니다.`, bannerText: "집에서 편하게 둘러보는 VR 견본주택", subMenu: "floorplan" },
  { path: "/Promotion/Customer", section: "promotion", title: "관심고객 등록", description: `${complex.siteName} 관심고객으로 등록하시면 전문 상담사가 전화로 견본주택 위치와 잔여세대 현황을 안내해 드립니다.`, bannerText: "관심고객으로 등록하시고 가장 먼저 소식을 받아보세요", subMenu: "promotion" },
  { path: "/Promotion/Visit", section: "promotion", title: "방문예약", description: `${complex.siteName} 견본주택 방문을 원하시는 날짜와 시간으로 예약하세요. 오시는 길과 주차, 대중교통도 함께 안내해 드립니다.`, bannerText: "기다림 없이 편안하게, 견본주택 방문예약", subMenu: "promotion" },
  { path: "/privacy", section: "policy", title: "개인정보처리방침", description: `${complex.siteName} 홈페이지가 관심고객 등록과 상담을 위해 수집하는 개인정보의 항목, 목적, 보유기간을 안내합니다.`, bannerText: "고객님의 개인정보를 소중히 다룹니다", subMenu: "none" },
]);

