import { z } from "zod";
import { complex } from "./complex";
import { particle } from "./korean";
import { unitLabel } from "./prices";
import { salesTerms, termFaqAnswers } from "./sales-terms";
import { openingHoursText, visitCalendar } from "./visit-booking";

// Frequently asked questions of the sample complex (/SalesInfo/faq). Facts that live
// elsewhere in content (dates, figures, hours) are read from there, so an answer cannot drift
// from the page it summarises; the answers on the sales terms are made from terms.ts (sales-terms-schema.ts). Regulations are described in general terms and point to the
// official notice, which prevails, as the sales pages do.

export const faqItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  category: z.enum(["청약자격", "전매·대출", "계약·옵션", "입주", "방문예약"]),
  question: z.string().min(5),
  answer: z.string().min(20),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

const step = (title: string) => {
  const found = complex.schedule.find((s) => s.title === title);
  if (!found) throw new Error(`분양일정에 '${title}' 단계가 없습니다`);
  return found;
};
// The answers that state a sales term are made from the complex's terms (terms.ts), never typed here.
const terms = termFaqAnswers(salesTerms, unitLabel);

export const faq: FaqItem[] = z
  .array(faqItemSchema)
  .min(10)
  .refine((items) => new Set(items.map((i) => i.id)).size === items.length, { message: "FAQ id가 중복되었습니다" })
  .parse([
    {
      id: "who-can-apply",
      category: "청약자격",
      question: "청약은 누가 신청할 수 있나요?",
      answer: `입주자모집공고일 현재 주택건설지역인 ${particle(complex.address.locality, "과/와")} 입주자 모집공고에서 정한 인근 지역에 거주하는 만 19세 이상이면 신청하실 수 있으며, 해당지역 거주자가 우선합니다. 순위별 청약통장 가입기간과 예치금 기준은 입주자 모집공고에서 꼭 확인해 주세요.`,
    },
    {
      id: "first-rank",
      category: "청약자격",
      question: "1순위 조건은 어떻게 되나요?",
      answer:
        "청약통장 가입 후 일정 기간이 지나고 지역·면적별 예치금 기준을 충족하면 1순위가 됩니다. 세대주 요건, 재당첨 제한 등 세부 조건은 지역과 주택 유형에 따라 달라지므로 청약홈의 '청약자격 확인'에서 미리 조회해 보시기 바랍니다.",
    },
    {
      id: "special-supply",
      category: "청약자격",
      question: "특별공급은 언제, 어떻게 신청하나요?",
      answer: `특별공급은 ${step("특별공급 청약").when}에 청약홈에서 인터넷으로만 접수하며, 견본주택에서는 접수하지 않습니다. 기관추천·다자녀·신혼부부·노부모부양·생애최초 유형별 자격은 청약안내 페이지에 정리해 두었습니다.`,
    },
    {
      id: "winner-announcement",
      category: "청약자격",
      question: "당첨 여부는 어디에서 확인하나요?",
      answer: `당첨자 발표일인 ${step("당첨자 발표").when}에 청약홈 '청약당첨조회'에서 개별로 확인하실 수 있습니다. 당첨되신 분은 정당계약 기간인 ${step("정당계약").when}에 견본주택을 방문해 계약하셔야 합니다.`,
    },
    {
      id: "resale",
      category: "전매·대출",
      question: "분양권 전매가 가능한가요?",
      answer:
        "분양권 전매 제한 기간은 주택이 속한 지역과 공급 시점의 관계 법령에 따라 정해지며, 제한 기간 중에는 전매할 수 없습니다. 정확한 전매 제한 기간은 입주자 모집공고에 명시되어 있으니 반드시 확인하시기 바랍니다.",
    },
    {
      id: "installment-loan",
      category: "전매·대출",
      question: "중도금 대출이 되나요?",
      answer: terms.installmentLoan,
    },
    {
      id: "payment-schedule",
      category: "전매·대출",
      question: "분양대금은 언제, 얼마씩 내나요?",
      answer: terms.paymentSchedule,
    },
    {
      id: "contract-documents",
      category: "계약·옵션",
      question: "계약하러 갈 때 무엇을 챙겨야 하나요?",
      answer:
        "신분증과 도장, 계약금 입금 확인증, 주민등록등본·초본 등 서류가 필요합니다. 특별공급 당첨자는 유형별 증빙서류가 추가되며, 자세한 목록은 계약서류 안내에서 확인해 주세요. 대리 계약은 위임장과 인감증명서가 있어야 합니다.",
    },
    {
      id: "balcony",
      category: "계약·옵션",
      question:
        salesTerms.balcony.kind === "free"
          ? "발코니 확장 비용이 따로 드나요?"
          : "발코니 확장은 꼭 해야 하나요? 비용은 얼마인가요?",
      answer: terms.balcony,
    },
    {
      id: "options",
      category: "계약·옵션",
      question: "유상 옵션은 어떤 것이 있나요?",
      answer: terms.options,
    },
    {
      id: "move-in",
      category: "입주",
      question: "입주는 언제인가요?",
      answer: `입주 예정 시기는 ${complex.figures.moveIn}입니다. 정확한 입주지정기간은 공정에 따라 확정되며, 입주 약 2~3개월 전에 개별 안내해 드립니다. 잔금은 입주지정기간 안에 납부하시면 됩니다.`,
    },
    {
      id: "move-in-inspection",
      category: "입주",
      question: "입주 전에 집을 미리 볼 수 있나요?",
      answer:
        "입주 전 '입주자 사전방문' 행사를 열어 계약하신 세대를 직접 둘러보고 보수가 필요한 부분을 접수하실 수 있습니다. 일정은 입주 안내 때 따로 알려 드립니다.",
    },
    {
      id: "booking-how",
      category: "방문예약",
      question: "견본주택 방문은 예약해야 하나요?",
      answer: `방문예약을 하시면 예약 시간에 기다리지 않고 입장해 상담을 받으실 수 있습니다. 오늘부터 ${visitCalendar.daysAhead}일 뒤까지 날짜와 시간을 고르시면 되고, 한 번에 최대 ${visitCalendar.maxPartySize}명까지 함께 방문하실 수 있습니다. 예약 없이 오셔도 관람은 가능하지만 대기가 길어질 수 있습니다.`,
    },
    {
      id: "booking-hours",
      category: "방문예약",
      question: "견본주택 운영 시간은 어떻게 되나요?",
      answer: `${openingHoursText()} 공휴일 휴관과 바뀐 운영 시간은 방문예약 페이지의 날짜 선택에 반영되어 있습니다. 주소는 ${complex.address.modelHouse}입니다.`,
    },
    {
      id: "booking-change",
      category: "방문예약",
      question: "예약한 시간을 바꾸거나 취소하려면 어떻게 하나요?",
      answer:
        "예약을 마치면 바로 보이는 '예약 변경·취소' 버튼을 누르시면 로그인 없이 시간을 바꾸거나 취소하실 수 있습니다. 예약 확인 문자를 받으셨다면 문자 속 링크도 같은 곳으로 연결됩니다. 취소하시면 그 자리는 다른 분이 예약하실 수 있도록 바로 열립니다. 같은 휴대전화 번호로는 하루에 한 건만 예약하실 수 있습니다.",
    },
    {
      id: "booking-lost",
      category: "방문예약",
      question: "예약번호나 변경 링크를 잃어버렸어요.",
      answer: `예약을 마친 화면에서 '내 캘린더에 추가'를 눌러 두시면 방문 일정과 함께 변경·취소 링크가 캘린더에 저장됩니다. 잃어버리셨다면 대표번호(${complex.phone})로 연락 주세요. 예약하신 성함과 휴대전화 번호로 예약 내역을 확인해 드립니다.`,
    },
  ]);
