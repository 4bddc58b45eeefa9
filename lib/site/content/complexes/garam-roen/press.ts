import { z } from "zod";
import { particle } from "../../korean";
import { scheduleClock } from "../../schedule";
import { parseContent, pressDraftSchema } from "../../schema";
import { complex, unitTypes } from "./complex";

// Sample press coverage of the second sample, besides its home news (news.ts), dated from the
// sales schedule. Every particle after a value goes through particle().

const c = complex;
const b = c.brand.name;
const f = c.figures;
const clock = scheduleClock(c.schedule);
const households = f.households.toLocaleString("ko-KR");
const typeLine = unitTypes.map((u) => `${u.label}(${u.households}세대)`).join(", ");

export const pressDrafts = parseContent("press.ts", z.array(pressDraftSchema).max(60), [
  {
    id: "contract-finished",
    at: { step: "정당계약", days: 3, time: "14:00" },
    title: `${b} 정당계약 마무리…갤러리는 계속 운영`,
    summary: `${clock.monthDay("정당계약")}부터 사흘간 이어진 정당계약이 끝났습니다. 갤러리는 예비입주자 상담을 이어갑니다.`,
    content: `${c.siteName}의 정당계약이 ${clock.when("정당계약")} 일정으로 진행돼 ${clock.endDay("정당계약")} 마무리됐다.\n\n계약 기간에는 가족 단위 방문이 많았고, 중도금 대출과 입주 시기를 묻는 상담이 이어졌다.\n\n갤러리는 계약 뒤에도 문을 열고 예비입주자 계약을 안내한다. 입주는 ${particle(f.moveIn, "이다/다")}.`,
  },
  {
    id: "contract-documents",
    at: { step: "정당계약", days: 0, time: "09:00" },
    title: `${b} 정당계약 시작…준비서류 다시 확인하세요`,
    summary: `당첨자 정당계약이 ${clock.monthDay("정당계약")}부터 ${clock.endDay("정당계약")}까지 갤러리에서 열립니다.`,
    content: `${c.siteName} 당첨자 정당계약이 오늘부터 ${clock.endDay("정당계약")}까지 ${c.address.modelHouse}에서 열린다.\n\n계약자는 신분증, 인감도장, 인감증명서를 챙겨야 하고, 대리 계약이라면 위임장과 대리인 신분증이 더 필요하다. 홈페이지 계약 준비서류 안내에서 전체 목록을 볼 수 있다.`,
  },
  {
    id: "winners-out",
    at: { step: "당첨자 발표", days: 0, time: "17:00" },
    title: `${b} 당첨자 발표…청약홈에서 확인`,
    summary: `${clock.monthDay("당첨자 발표")} 당첨자가 발표됐습니다. 당첨 여부와 동·호수는 청약홈에서 볼 수 있습니다.`,
    content: `${c.siteName}의 당첨자가 ${clock.when("당첨자 발표")} 발표됐다.\n\n당첨 여부와 동·호수는 청약홈에 인증서로 로그인해 확인할 수 있고, 당첨자에게는 문자로도 알린다.\n\n당첨자는 ${clock.when("정당계약")} 안에 계약해야 하며, 기간을 넘기면 당첨이 취소된다.`,
  },
  {
    id: "second-rank-done",
    at: { step: "2순위 청약", days: 0, time: "18:00" },
    title: `${b} 2순위 접수 마감…청약 일정 모두 끝나`,
    summary: `${clock.monthDay("2순위 청약")} 2순위 접수를 끝으로 특별공급과 1·2순위 청약을 모두 마쳤습니다.`,
    content: `${particle(c.siteName, "이/가")} ${clock.when("2순위 청약")} 2순위 접수를 끝으로 청약 일정을 모두 마쳤다.\n\n청약은 ${clock.when("특별공급 청약")} 특별공급, ${clock.when("1순위 청약")} 1순위, ${clock.when("2순위 청약")} 2순위 순으로 진행됐다. 당첨자 발표는 ${particle(clock.when("당첨자 발표"), "이다/다")}.`,
  },
  {
    id: "first-rank-done",
    at: { step: "1순위 청약", days: 0, time: "18:00" },
    title: `${b} 1순위 청약 마감…74㎡ 신혼부부 문의 많아`,
    summary: `${clock.monthDay("1순위 청약")} 1순위 청약 접수가 끝났습니다. 74㎡ 두 타입에 문의가 몰렸습니다.`,
    content: `${c.siteName}의 1순위 청약 접수가 ${clock.when("1순위 청약")} 끝났다.\n\n분양 관계자는 "신혼부부와 세 식구 가구가 74A와 74B를 많이 찾았고, 강이 보이는 99㎡ 앞줄 세대에도 관심이 컸다"고 말했다.`,
  },
  {
    id: "special-supply-done",
    at: { step: "특별공급 청약", days: 0, time: "18:00" },
    title: `${b} 특별공급 접수 마쳐…생애최초 관심 커`,
    summary: `${clock.monthDay("특별공급 청약")} 특별공급 접수가 끝났습니다. 생애최초와 신혼부부 유형에 신청이 몰렸습니다.`,
    content: `${c.siteName}의 특별공급 접수가 ${clock.when("특별공급 청약")} 진행됐다. 기관추천, 다자녀가구, 신혼부부, 노부모부양, 생애최초 유형으로 신청을 받았다.\n\n특별공급 당첨자도 일반공급 당첨자와 함께 ${clock.monthDay("당첨자 발표")} 발표된다.`,
  },
  {
    id: "gallery-first-weekend",
    at: { step: "견본주택 오픈", days: 2, time: "10:00" },
    title: `${b} 갤러리 첫 주말, 예약 방문객 줄 이어`,
    summary: "갤러리를 연 뒤 첫 주말, 예약한 가족 단위 방문객이 이어졌습니다.",
    content: `${clock.monthDay("견본주택 오픈")} 문을 연 ${c.siteName} 갤러리에 첫 주말 동안 예약 방문객이 이어졌다.\n\n방문객들은 125A 유닛의 광폭 거실과 74A의 세탁 동선에 특히 관심을 보였다. 상담 창구에는 특별공급 자격을 확인하려는 질문이 많았다.`,
  },
  {
    id: "floor-plans-revealed",
    at: { step: "견본주택 오픈", days: -3, time: "10:00" },
    title: `74㎡부터 125㎡까지, ${b} 다섯 가지 평면 공개`,
    summary: "74A·74B·99A·125A·125B 다섯 타입의 평면을 공개했습니다.",
    content: `${particle(c.siteName, "은/는")} 전용 74㎡부터 125㎡까지 다섯 타입으로 구성된다.\n\n74A는 침실 셋과 거실을 모두 남쪽에 둔 4Bay, 125A는 강을 향한 광폭 거실과 갤러리 홀을 갖췄다. 타입별 공급 규모는 ${particle(typeLine, "이다/다")}.`,
  },
  {
    id: "school-walk",
    at: { step: "견본주택 오픈", days: -20, time: "10:00" },
    title: `초등학교 도보 4분, ${b} 통학 환경 눈길`,
    summary: "가람초등학교가 걸어서 약 4분, 가람중학교가 약 9분 거리입니다.",
    content: `${particle(c.siteName, "은/는")} 가람초등학교까지 걸어서 약 4분, 가람중학교까지 약 9분 거리다.\n\n단지 안 키즈카페와 라운지 카페는 방과 후 아이와 부모가 함께 머물 수 있는 공간으로 꾸며진다.`,
  },
  {
    id: "rail-and-expressway",
    at: { step: "견본주택 오픈", days: -20, time: "10:00" },
    title: `가람역 8분·가람IC 6분, ${b} 교통 여건`,
    summary: "광역철도 가람역과 가람IC가 가까워 출퇴근이 편리합니다.",
    content: `${particle(c.siteName, "은/는")} 광역철도 가람역까지 차로 약 8분, 가람IC까지 약 6분 거리에 있다.\n\n시외버스터미널도 차로 10분 안에 닿아 주말 나들이와 명절 이동이 편하다는 것이 현장의 설명이다.`,
  },
  {
    id: "business-overview",
    at: { step: "견본주택 오픈", days: -24, time: "10:00" },
    title: `지하 ${f.floorsBelow}층~지상 ${f.floorsAbove}층 ${f.buildings}개동, ${b} 사업개요 공개`,
    summary: `${c.address.street}에 총 ${households}세대 규모로 들어섭니다.`,
    content: `${particle(c.company.name, "이/가")} ${c.address.street}에 짓는 ${c.siteName}의 사업개요가 공개됐다.\n\n단지는 지하 ${f.floorsBelow}층~지상 ${f.floorsAbove}층, ${f.buildings}개동 총 ${households}세대이며, 이 가운데 ${f.generalSale.toLocaleString("ko-KR")}세대를 일반분양한다. 입주는 ${particle(f.moveIn, "이다/다")}.`,
  },
  {
    id: "brand-debut",
    at: { step: "견본주택 오픈", days: -31, time: "10:00" },
    title: `'${c.brand.slogan}'…${particle(c.company.name, "이/가")} 새 브랜드 선보여`,
    summary: `${c.company.name}의 새 주거 브랜드 ${particle(`${b}(${c.brand.english})`, "이/가")} ${c.address.locality}에서 첫 단지를 엽니다.`,
    content: `${c.company.name}의 새 주거 브랜드 ${particle(`${b}(${c.brand.english})`, "이/가")} ${c.address.locality}에 처음 들어선다.\n\n${particle(b, "은/는")} 풍경을 들이는 창과 시간을 아끼는 동선을 브랜드의 약속으로 내세운다.`,
  },
]);
