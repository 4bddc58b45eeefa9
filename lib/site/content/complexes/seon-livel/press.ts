import { z } from "zod";
import { particle } from "../../korean";
import { scheduleClock } from "../../schedule";
import { parseContent, pressDraftSchema } from "../../schema";
import { complex, unitTypes } from "./complex";

// Sample press articles of the sample site, besides the home page's news items (news.ts): the
// coverage around the sales schedule, dated from its steps. Several share one timestamp (the
// model-house day at 09:00 and 25 days before it at 10:00 sit on page boundaries) to exercise
// the list's tie-break. Every particle after a value goes through particle().

const c = complex;
const b = c.brand.name;
const f = c.figures;
const clock = scheduleClock(c.schedule);
const households = f.households.toLocaleString("ko-KR");
const typeLine = unitTypes.map((u) => `${u.label}(${u.households}세대)`).join(", ");
const [, special, first, second, winners, contract] = c.schedule;
const modelHouse = c.schedule[0];

export const pressDrafts = parseContent("press.ts", z.array(pressDraftSchema).max(60), [
  {
    id: "remaining-units-first-come",
    at: { step: "견본주택 오픈", days: 45, time: "10:00" },
    title: `${c.siteName}, 잔여세대 선착순 동·호수 지정 계약 진행`,
    summary: `정당계약과 예비입주자 계약 이후 남은 일부 세대를 대상으로 선착순 동·호수 지정 계약이 진행됩니다.`,
    content: `${particle(c.company.name, "은/는")} ${c.siteName}의 정당계약과 예비입주자 계약을 마친 뒤 남은 일부 세대를 대상으로 선착순 동·호수 지정 계약을 진행한다고 밝혔다.\n\n선착순 계약은 청약통장 보유 여부와 관계없이 참여할 수 있으며, 견본주택에서 원하는 동과 호수를 직접 고를 수 있다. 분양 관계자는 "호수 조망이 가능한 세대를 찾는 문의가 꾸준하다"고 전했다.\n\n잔여세대 현황과 자세한 내용은 대표번호 ${c.phone}(${c.hours})로 문의하면 된다.`,
  },
  {
    id: "contract-complete",
    at: { step: "견본주택 오픈", days: 34, time: "14:00" },
    title: `${b} 정당계약 마무리…견본주택 상담은 계속`,
    summary: `${clock.monthDay("정당계약")}부터 사흘간 진행된 정당계약이 마무리되었습니다. 견본주택은 잔여세대 상담을 이어갑니다.`,
    content: `${c.siteName}의 정당계약이 ${contract?.when ?? ""} 일정으로 견본주택에서 진행돼 ${clock.endDay("정당계약")} 마무리됐다.\n\n계약 기간 동안 견본주택에는 당첨자와 가족 단위 방문객이 이어졌으며, 현장에서는 중도금 대출과 입주 일정에 대한 상담이 함께 진행됐다.\n\n견본주택은 계약 이후에도 운영되며, 예비입주자 계약과 잔여세대 안내가 순차적으로 이뤄질 예정이다. 입주는 ${particle(f.moveIn, "이다/다")}.`,
  },
  {
    id: "contract-starts",
    at: { step: "견본주택 오픈", days: 31, time: "09:00" },
    title: `${b} 정당계약 오늘부터…계약 준비서류 꼭 챙기세요`,
    summary: `당첨자 정당계약이 ${clock.monthDay("정당계약")}부터 ${clock.endDay("정당계약")}까지 견본주택에서 진행됩니다. 본인 계약과 대리인 계약의 준비서류가 다릅니다.`,
    content: `${c.siteName} 당첨자 정당계약이 오늘부터 ${clock.endDay("정당계약")}까지 ${c.address.modelHouse}에서 진행된다.\n\n계약자는 신분증과 인감도장, 인감증명서 등 준비서류를 갖춰야 하며, 대리인이 계약하는 경우 위임장과 대리인 신분증이 추가로 필요하다. 자세한 목록은 홈페이지 분양정보의 계약 준비서류 안내에서 확인할 수 있다.\n\n분양계약서에는 인지세가 부과되므로, 홈페이지의 인지세 안내에서 예상 금액을 미리 계산해 보는 것이 좋다.`,
  },
  {
    id: "winners-announced",
    at: { step: "견본주택 오픈", days: 20, time: "17:00" },
    title: `${b} 당첨자 발표…청약홈에서 확인 가능`,
    summary: `${clock.monthDay("당첨자 발표")} 당첨자 발표가 진행되었습니다. 당첨 여부는 청약홈과 견본주택에서 확인할 수 있습니다.`,
    content: `${c.siteName}의 당첨자가 ${winners?.when ?? ""} 발표됐다.\n\n당첨 여부와 동·호수는 한국부동산원 청약홈에서 공동인증서로 로그인해 확인할 수 있으며, 당첨자에게는 문자로도 안내된다.\n\n당첨자는 ${contract?.when ?? ""} 진행되는 정당계약 기간 안에 계약을 체결해야 한다. 기간 내 계약하지 않으면 당첨이 취소되니 일정을 꼭 확인해야 한다.`,
  },
  {
    id: "winner-check-guide",
    at: { step: "견본주택 오픈", days: 20, time: "17:00" },
    title: `당첨 확인부터 계약까지, ${b} 당첨자가 챙길 세 가지`,
    summary: `당첨 확인, 자격 검증 서류 제출, 계약금 준비까지 당첨자가 순서대로 챙길 일을 정리했습니다.`,
    content: `당첨자 발표 이후에는 할 일이 순서대로 이어진다. 먼저 청약홈에서 당첨 여부와 동·호수를 확인한다.\n\n다음은 자격 검증이다. 특별공급과 가점제 당첨자는 공고에 안내된 서류로 청약 때 입력한 내용을 증명해야 하며, 내용이 다르면 부적격 처리될 수 있다.\n\n마지막으로 계약금과 인지세를 준비한다. 계약금 납부 계좌는 모집공고에 안내된 분양대금 전용 계좌만 이용해야 한다.`,
  },
  {
    id: "second-rank-closed",
    at: { step: "견본주택 오픈", days: 6, time: "18:00" },
    title: `${b} 2순위 청약 접수 마감…모든 청약 일정 마쳐`,
    summary: `${clock.monthDay("2순위 청약")} 2순위 청약 접수를 끝으로 특별공급과 1·2순위 청약 일정이 모두 마무리되었습니다.`,
    content: `${particle(c.siteName, "이/가")} ${second?.when ?? ""} 2순위 청약 접수를 끝으로 모든 청약 일정을 마쳤다.\n\n이번 청약은 ${special?.when ?? ""} 특별공급을 시작으로 ${first?.when ?? ""} 1순위, ${second?.when ?? ""} 2순위 순으로 진행됐다.\n\n당첨자 발표는 ${particle(winners?.when ?? "", "이며/며")}, 정당계약은 ${contract?.when ?? ""} 견본주택에서 진행된다.`,
  },
  {
    id: "first-rank-results",
    at: { step: "견본주택 오픈", days: 5, time: "18:00" },
    title: `${b} 1순위 청약 접수 마쳐…대형 타입 문의 이어져`,
    summary: `${clock.monthDay("1순위 청약")} 1순위 청약 접수가 마감되었습니다. 101㎡와 154㎡ 대형 타입에 대한 문의가 이어졌습니다.`,
    content: `${c.siteName}의 1순위 청약 접수가 ${first?.when ?? ""} 마감됐다.\n\n분양 관계자는 "호수공원 조망이 가능한 대형 평면에 대한 관심이 높았고, 실수요자 중심으로 청약이 이뤄졌다"고 설명했다.\n\n2순위 청약은 ${second?.when ?? ""} 진행되며, 청약은 한국부동산원 청약홈에서 인터넷으로 신청할 수 있다.`,
  },
  {
    id: "special-supply-results",
    at: { step: "견본주택 오픈", days: 4, time: "18:00" },
    title: `${b} 특별공급 접수 마감…신혼부부·생애최초 관심 높아`,
    summary: `${clock.monthDay("특별공급 청약")} 특별공급 접수가 마감되었습니다. 신혼부부와 생애최초 유형에 청약이 몰렸습니다.`,
    content: `${c.siteName}의 특별공급 청약이 ${special?.when ?? ""} 진행됐다. 기관추천, 다자녀가구, 신혼부부, 노부모부양, 생애최초 유형으로 접수를 받았다.\n\n현장에서는 84㎡ 타입을 중심으로 신혼부부와 생애최초 유형의 관심이 특히 높았다는 평가가 나온다.\n\n특별공급 당첨자 역시 ${winners?.when ?? ""} 일반공급 당첨자와 함께 발표된다.`,
  },
  {
    id: "model-house-weekend-visitors",
    at: { step: "견본주택 오픈", days: 3, time: "09:00" },
    title: `${b} 견본주택 개관 첫 주말, 방문객 발길 이어져`,
    summary: `견본주택 개관 후 첫 주말, 실수요자와 가족 단위 방문객이 줄을 이었습니다.`,
    content: `${modelHouse?.when ?? ""} 문을 연 ${c.siteName} 견본주택에 개관 첫 주말 동안 방문객의 발길이 이어졌다.\n\n방문객들은 84㎡ 유닛의 4베이 구조와 넉넉한 수납공간, 호수 조망을 고려한 거실 창 설계에 관심을 보였다. 청약 상담 창구에는 특별공급 자격과 청약통장 예치금을 확인하려는 상담이 많았다.\n\n견본주택은 방문예약제로 운영돼 예약 고객은 대기 없이 입장할 수 있다.`,
  },
  {
    id: "stamp-tax-guide-published",
    at: { step: "견본주택 오픈", days: 0, time: "09:00" },
    title: `분양계약 인지세, 홈페이지에서 미리 계산하세요`,
    summary: `${b} 홈페이지에 분양계약 인지세 안내와 계산기가 열렸습니다. 공급가격 구간별 세액을 바로 확인할 수 있습니다.`,
    content: `${c.siteName} 홈페이지에 분양계약 시 납부하는 인지세 안내가 추가됐다.\n\n인지세는 계약서에 적힌 금액 구간에 따라 정해지며, 계약자와 시행사가 나누어 부담한다. 홈페이지의 계산기에 공급가격을 입력하면 구간별 세액과 계약자 부담분을 바로 확인할 수 있다.\n\n납부는 전자수입인지로 하며, 정당계약 전에 준비해 두면 계약을 빠르게 마칠 수 있다.`,
  },
  {
    id: "e-model-house-open",
    at: { step: "견본주택 오픈", days: 0, time: "09:00" },
    title: `집에서 둘러보는 견본주택, ${b} E-모델하우스 공개`,
    summary: `견본주택 오픈과 함께 VR로 유닛을 둘러보는 E-모델하우스가 홈페이지에 공개되었습니다.`,
    content: `${particle(c.siteName, "이/가")} 견본주택 오픈에 맞춰 온라인으로 유닛을 둘러볼 수 있는 E-모델하우스를 공개했다.\n\nE-모델하우스에서는 타입을 선택하면 거실과 주방, 침실을 VR로 이동하며 살펴볼 수 있다. 견본주택 방문이 어려운 수요자도 공간 구성을 미리 확인할 수 있다.\n\n${c.company.name} 관계자는 "온라인으로 먼저 살펴본 뒤 견본주택을 찾으면 상담이 훨씬 깊어진다"고 말했다.`,
  },
  {
    id: "subscription-checkpoints",
    at: { step: "견본주택 오픈", days: -4, time: "10:00" },
    title: `${b} 청약 전 꼭 확인할 체크포인트 4가지`,
    summary: `거주기간, 무주택 여부, 청약통장 예치금, 특별공급 유형까지 청약 전에 확인할 사항을 정리했습니다.`,
    content: `청약을 앞두고 가장 많이 묻는 것은 자격이다. 우선 입주자모집공고일 기준 거주기간과 세대 구성원 전원의 무주택 여부를 확인해야 한다.\n\n청약통장은 가입 기간과 지역별·면적별 예치금 기준을 채웠는지 살펴야 한다. 부족한 예치금은 청약 신청 전까지 넣어야 인정된다.\n\n특별공급은 유형별로 소득·자산 기준이 다르므로, 홈페이지 청약 체크포인트에서 본인에게 맞는 유형을 미리 확인하는 것이 좋다.`,
  },
  {
    id: "floor-plan-84",
    at: { step: "견본주택 오픈", days: -9, time: "10:00" },
    title: `판상형 4베이부터 코너 특화까지, ${b} 84㎡ 4개 타입 공개`,
    summary: `실수요가 가장 많은 전용 84㎡를 네 가지 평면으로 구성했습니다. 맞통풍과 수납을 강화했습니다.`,
    content: `${particle(c.siteName, "은/는")} 전용 84㎡를 84A·84B·84C·84D 네 가지 타입으로 선보인다.\n\n84A는 남향 위주의 판상형 4베이 구조로 맞통풍이 잘되고, 84C는 코너 세대의 장점을 살린 2면 개방형 거실이 특징이다. 드레스룸과 팬트리 등 수납공간도 타입마다 넉넉하게 배치했다.\n\n타입별 공급 규모는 ${particle(typeLine, "이다/다")}.`,
  },
  {
    id: "large-units-101-154",
    at: { step: "견본주택 오픈", days: -11, time: "09:00" },
    title: `세온시에 드문 대형 평면, ${b} 101㎡·154㎡ 눈길`,
    summary: `101A와 154A 타입은 호수 조망과 넓은 거실, 별도 가족실을 갖춘 대형 평면입니다.`,
    content: `${particle(c.siteName, "은/는")} 중소형 위주의 인근 공급과 달리 전용 101㎡와 154㎡ 대형 평면을 함께 공급한다.\n\n154A 타입은 호수공원을 향한 와이드 거실과 별도의 가족실, 부부 침실 전용 욕실과 드레스룸을 갖췄다. 101A 타입은 4베이 구조에 알파룸을 더해 서재나 취미 공간으로 쓸 수 있다.\n\n대형 타입은 단지 안에서도 조망이 좋은 동에 주로 배치됐다.`,
  },
  {
    id: "school-district",
    at: { step: "견본주택 오픈", days: -15, time: "10:00" },
    title: `초등학교 도보 5분, ${b} '학세권' 입지 부각`,
    summary: `세온호수초등학교가 도보 약 5분, 세온중학교가 도보 약 10분 거리에 있어 자녀를 둔 수요자의 관심이 높습니다.`,
    content: `${particle(c.siteName, "은/는")} 세온호수초등학교가 도보 약 5분, 세온중학교가 도보 약 10분 거리에 있어 통학 환경이 좋다.\n\n세온고등학교도 차량 약 5분 거리이며, 단지 안에는 작은도서관과 북카페가 마련돼 아이들의 학습 공간으로 활용할 수 있다.\n\n분양 관계자는 "초·중학교를 모두 걸어서 보낼 수 있다는 점이 30~40대 실수요자에게 큰 장점"이라고 말했다.`,
  },
  {
    id: "techno-valley-jobs",
    at: { step: "견본주택 오픈", days: -25, time: "10:00" },
    title: `세온테크노밸리 조성 예정, ${b} 직주근접 기대감`,
    summary: `차량 약 10분 거리에 세온테크노밸리 조성이 계획되어 있어 직주근접 수요가 기대됩니다.`,
    content: `${c.siteName}에서 차량으로 약 10분 거리에 세온테크노밸리 조성이 계획돼 있다.\n\n계획이 실현되면 연구개발과 첨단산업 일자리가 들어서 직장과 가까운 곳에 살려는 수요가 늘 것으로 기대된다.\n\n다만 단지 주변 개발계획은 관계기관의 사정에 따라 변경·지연·취소될 수 있으므로 청약 전 관련 계획을 직접 확인하는 것이 좋다.`,
  },
  {
    id: "ktx-transport",
    at: { step: "견본주택 오픈", days: -25, time: "10:00" },
    title: `KTX 세온역 10분, 세온IC 5분…${b} 광역교통 강점`,
    summary: `KTX 세온역이 차량 약 10분, 세온IC가 차량 약 5분 거리여서 수도권과 지방 주요 도시로 이동하기 편리합니다.`,
    content: `${particle(c.siteName, "은/는")} KTX 세온역까지 차량으로 약 10분, 세온IC까지 약 5분 거리에 있다.\n\n단지에서 걸어서 약 7분 거리에는 광역버스 환승센터가 있어 대중교통 이용도 편리하다.\n\n교통 여건이 좋아 출퇴근과 주말 이동이 잦은 맞벌이 가구의 관심이 높다는 것이 현장의 설명이다.`,
  },
  {
    id: "site-overview",
    at: { step: "견본주택 오픈", days: -29, time: "10:00" },
    title: `지하 ${f.floorsBelow}층~지상 ${f.floorsAbove}층 ${f.buildings}개동, ${b} 사업개요 공개`,
    summary: `세온호수공원지구 A-1블록에 총 ${households}세대(일반분양 ${f.generalSale}세대, 임대 ${f.rental}세대) 규모로 들어섭니다.`,
    content: `${particle(c.company.name, "이/가")} ${c.address.street}에 짓는 ${c.siteName}의 사업개요가 공개됐다.\n\n단지는 지하 ${f.floorsBelow}층~지상 ${f.floorsAbove}층, ${f.buildings}개동 총 ${households}세대로 조성되며 이 가운데 ${f.generalSale}세대가 일반분양, ${f.rental}세대가 임대다.\n\n${c.facts
      .filter((x) => ["대지면적", "연면적", "전용면적"].includes(x.label))
      .map((x) => `${particle(x.label, "은/는")} ${x.value}`)
      .join(", ")}이다. 입주는 ${particle(f.moveIn, "이다/다")}.`,
  },
  {
    id: "brand-livel",
    at: { step: "견본주택 오픈", days: -36, time: "10:00" },
    title: `'${c.brand.slogan}'…${c.brand.name}, 세온시에 첫 선`,
    summary: `${c.company.name}의 주거 브랜드 ${particle(`${c.brand.name}(${c.brand.english})`, "이/가")} 세온호수공원지구에서 첫 단지를 선보입니다.`,
    content: `${c.company.name}의 주거 브랜드 ${particle(`${c.brand.name}(${c.brand.english})`, "이/가")} 세온시에 처음으로 들어선다.\n\n${particle(c.brand.name, "은/는")} 자연을 품은 단지, 오래가는 품질, 일상의 품격을 브랜드 가치로 내세운다. 호수와 숲의 풍경을 단지 안으로 들이고, 보이지 않는 곳까지 품질 기준을 높이겠다는 것이다.\n\n${c.company.name} 관계자는 "세온호수공원지구의 첫 ${c.brand.name} 단지를 지역의 대표 주거지로 만들겠다"고 밝혔다.`,
  },
  {
    id: "quiet-floor-design",
    at: { step: "견본주택 오픈", days: -43, time: "10:00" },
    title: `층간소음 저감 구조·고성능 단열창, ${b} 품질 기준 높여`,
    summary: `바닥 차음 구조를 강화하고 고성능 단열 창호를 적용해 소음과 에너지 부담을 줄였습니다.`,
    content: `${particle(c.siteName, "은/는")} 층간소음을 줄이기 위해 바닥 차음 구조를 강화했다.\n\n창호에는 고성능 단열 제품을 적용해 겨울철 결로와 난방비 부담을 줄이고, 호수에서 불어오는 바람을 고려해 기밀 성능을 높였다.\n\n${particle(c.company.name, "은/는")} 착공 이후에도 공정별 품질 점검을 거쳐 입주 전까지 품질 관리를 이어갈 계획이다.`,
  },
  {
    id: "landscape-lake-park",
    at: { step: "견본주택 오픈", days: -50, time: "10:00" },
    title: `호수공원을 단지 안으로, ${b} 수변 조경 계획`,
    summary: `단지 남측 세온호수공원과 이어지는 산책로와 수변 정원을 중심으로 조경을 계획했습니다.`,
    content: `${particle(c.siteName, "은/는")} 단지 남측이 세온호수공원과 바로 맞닿아 있다. 조경은 이 호수공원과 자연스럽게 이어지도록 계획됐다.\n\n단지 중앙에는 수변 정원과 산책로가 들어서며, 동 사이 보행로는 호수공원 방향으로 열리도록 배치됐다.\n\n조경과 시설물의 세부 계획은 실제 시공 과정에서 일부 변경될 수 있다.`,
  },
  {
    id: "sales-plan-announced",
    at: { step: "견본주택 오픈", days: -57, time: "10:00" },
    title: `${c.company.name}, 세온호수공원지구 A-1블록 '${b}' 하반기 분양`,
    summary: `${particle(c.company.name, "이/가")} 세온호수공원지구 A-1블록에 ${particle(c.siteName, "을/를")} 하반기 분양한다고 밝혔습니다.`,
    content: `${particle(c.company.name, "이/가")} 올해 하반기 ${c.address.locality} ${c.address.street}에서 ${particle(c.siteName, "을/를")} 분양한다.\n\n단지는 ${f.buildings}개동 총 ${households}세대 규모로, 전용 59㎡·84㎡·101㎡·154㎡의 다양한 평면으로 구성될 예정이다.\n\n견본주택은 ${c.address.modelHouse}에 마련되며, 관심고객으로 등록하면 상담사가 분양 일정과 견본주택 위치를 먼저 안내한다.`,
  },
]);
