import { z } from "zod";
import { particle } from "../../korean";
import { scheduleClock } from "../../schedule";
import { newsDraftSchema, parseContent } from "../../schema";
import { complex, unitTypes } from "./complex";

// The news items on the second sample's home page; each is also a seeded press article with
// the same id. Dates count from the sales schedule.

const c = complex;
const b = c.brand.name;
const clock = scheduleClock(c.schedule);
const labels = unitTypes.map((u) => u.label).join("·");

export const newsDrafts = parseContent("news.ts", z.array(newsDraftSchema).min(1).max(8), [
  {
    id: "gallery-open",
    at: { step: "견본주택 오픈", days: 0, time: "09:00" },
    title: `${c.siteName} 갤러리 ${clock.monthDay("견본주택 오픈")} 문 열어`,
    excerpt: `${c.address.locality} 가람강변의 첫 ${b} 갤러리가 문을 엽니다. ${labels} 다섯 타입 가운데 세 타입의 유닛을 직접 볼 수 있습니다.`,
    content: `${particle(c.company.name, "이/가")} ${c.address.street}에 짓는 ${c.siteName}의 갤러리가 ${clock.monthDay("견본주택 오픈")} 문을 열었다.\n\n갤러리에는 74A·99A·125A 유닛이 마련돼 실제 크기의 공간을 둘러볼 수 있고, 청약 자격과 자금 계획 상담도 함께 받을 수 있다.\n\n방문예약을 하면 기다리지 않고 바로 입장할 수 있다.`,
  },
  {
    id: "river-view-units",
    at: { step: "견본주택 오픈", days: -6, time: "09:00" },
    title: `앞줄 네 개 동 전 라인 강 조망…${b} 배치 공개`,
    excerpt: `남쪽 첫 줄 네 개 동의 모든 라인에서 가람강이 정면으로 보이도록 배치했습니다.`,
    content: `${particle(b, "은/는")} ${c.figures.buildings}개동을 강과 나란한 네 줄로 놓고, 남쪽 첫 줄에는 99㎡와 125㎡ 대형 평형을 배치했다.\n\n첫 줄 네 개 동은 모든 라인이 강을 정면으로 바라보고, 둘째 줄도 일부 라인에서 강이 보인다. 뒷줄로 갈수록 동 간격을 넓혀 강바람이 단지 안까지 들어오도록 했다.`,
  },
  {
    id: "subscription-dates",
    at: { step: "견본주택 오픈", days: -10, time: "09:00" },
    title: `${b} ${clock.monthDay("특별공급 청약")} 특별공급…1순위는 ${clock.monthDay("1순위 청약")}`,
    excerpt: `특별공급을 시작으로 1·2순위 청약이 이어지고, 당첨자는 ${clock.monthDay("당첨자 발표")} 발표합니다.`,
    content: `${b} 청약 일정이 나왔다. ${clock.monthDay("특별공급 청약")} 특별공급, ${clock.monthDay("1순위 청약")} 1순위, ${clock.monthDay("2순위 청약")} 2순위 청약을 차례로 받는다.\n\n당첨자는 ${clock.monthDay("당첨자 발표")} 발표하며, 정당계약은 ${clock.monthDay("정당계약")}부터 ${clock.endDay("정당계약")}까지 갤러리에서 진행한다.`,
  },
  {
    id: "clubhouse-reveal",
    at: { step: "견본주택 오픈", days: -17, time: "09:00" },
    title: `사우나부터 키즈카페까지, ${b} 클럽하우스 공개`,
    excerpt: "리버뷰 피트니스와 사우나, 키즈카페, 라운지 카페를 한 건물에 모은 클럽하우스를 공개했습니다.",
    content: `${particle(b, "은/는")} 단지 한가운데 클럽하우스를 두고 리버뷰 피트니스, 사우나, 키즈카페, 라운지 카페를 한곳에 모았다.\n\n클럽하우스 앞 리버가든은 어느 동에서나 2분 안에 닿을 수 있도록 배치됐다.`,
  },
]);
