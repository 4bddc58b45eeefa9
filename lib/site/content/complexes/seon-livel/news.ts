import { z } from "zod";
import { particle } from "../../korean";
import { scheduleClock } from "../../schedule";
import { newsDraftSchema, parseContent } from "../../schema";
import { complex } from "./complex";

// The news items on the home page. Each is also a seeded press article with the same id, so its
// link (/{site}/press/{id}) opens the full article. Dates count from the sales schedule.

const c = complex;
const b = c.brand.name;
const clock = scheduleClock(c.schedule);

export const newsDrafts = parseContent("news.ts", z.array(newsDraftSchema).min(1).max(8), [
  {
    id: "model-house-grand-open",
    title: `${c.siteName}, ${clock.monthDay("견본주택 오픈")} 견본주택 그랜드 오픈`,
    excerpt: `호수공원 앞 첫 ${b} 단지의 견본주택이 문을 엽니다. 84㎡부터 154㎡까지 실제 크기의 유닛을 직접 둘러볼 수 있습니다.`,
    at: { step: "견본주택 오픈", days: 0, time: "09:00" },
    content: `${particle(c.company.name, "이/가")} 세온호수공원지구 A-1블록에 공급하는 ${c.siteName}의 견본주택이 ${clock.monthDay("견본주택 오픈")} 문을 열었습니다.\n\n견본주택에는 84A·84C·101A 타입 유닛이 마련되어 실제 공간감을 확인할 수 있으며, 현장에서 청약 상담과 자금 계획 상담이 함께 진행됩니다.\n\n방문예약을 하시면 대기 없이 입장하실 수 있습니다.`,
  },
  {
    id: "lake-view-premium",
    title: `호수 조망에 KTX 10분, 세온 호수공원지구 '${b}' 주목`,
    excerpt: `세온 호수공원을 앞마당처럼 누리는 입지에 광역교통망까지 갖춰 실수요자의 관심이 이어지고 있습니다.`,
    at: { step: "견본주택 오픈", days: -7, time: "09:00" },
    content: `세온 호수공원지구에 들어서는 ${particle(b, "은/는")} 단지 남측으로 호수공원이 펼쳐져 다수 세대에서 호수 조망이 가능하도록 배치되었습니다.\n\nKTX 세온역까지 차량으로 약 10분 거리이며, 단지 인근에 초·중학교 예정 부지와 중심상업지구가 계획되어 있습니다.`,
  },
  {
    id: "subscription-schedule",
    title: `${b} ${clock.monthDay("특별공급 청약")} 특별공급 시작…1순위는 ${clock.monthDay("1순위 청약")}`,
    excerpt: `특별공급을 시작으로 1·2순위 청약이 이어지며, 당첨자 발표는 ${clock.monthDay("당첨자 발표")}입니다.`,
    at: { step: "견본주택 오픈", days: -11, time: "09:00" },
    content: `${b}의 청약 일정이 확정되었습니다. ${clock.monthDay("특별공급 청약")} 특별공급, ${clock.monthDay("1순위 청약")} 1순위, ${clock.monthDay("2순위 청약")} 2순위 청약을 받습니다.\n\n당첨자 발표는 ${particle(clock.monthDay("당첨자 발표"), "이며/며")}, 정당계약은 ${clock.monthDay("정당계약")}부터 ${clock.endDay("정당계약")}까지 견본주택에서 진행됩니다.`,
  },
  {
    id: "community-design",
    title: `실내수영장부터 북카페까지, ${b} 커뮤니티 공개`,
    excerpt: `피트니스센터와 실내골프연습장, 작은도서관, 주민라운지, 실내수영장을 갖춘 단지 내 커뮤니티가 공개되었습니다.`,
    at: { step: "견본주택 오픈", days: -18, time: "09:00" },
    content: `${particle(b, "은/는")} 단지 중앙에 대규모 커뮤니티를 배치해 입주민 누구나 가까이에서 이용할 수 있도록 설계했습니다.\n\n피트니스센터와 실내골프연습장, 작은도서관(북카페), 주민라운지, 실내수영장이 들어섭니다.`,
  },
]);
