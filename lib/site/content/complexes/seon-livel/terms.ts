import { parseContent } from "../../schema";
import { salesTermsSchema } from "../../sales-terms-schema";

// The sales terms of this sample, each stated once (lib/site/content/sales-terms-schema.ts): the home
// page's cards, the price page, its calculator, the FAQ and the sample notice all read them from here.
// Invented for the sample, like its prices.

export const salesTerms = parseContent("terms.ts", salesTermsSchema, {
  // 계약금 10%: 1차 1,000만원 정액 at signing, 2차 the rest of the 10% a month later.
  deposit: { percent: 10, parts: [{ fixed: 10_000_000, monthsAfterContract: 0 }, { monthsAfterContract: 1 }] },
  // 중도금 60%: six instalments of 10%, the loan arranged by the 사업주체, its interest borne by it.
  midPayment: { months: [5, 9, 13, 17, 21, 25], percentEach: 10, interest: "free", loan: "arranged" },
  balance: { due: "입주지정기간 내" },
  balcony: { kind: "free" },
  included: [],
  options: [
    {
      id: "air-conditioner",
      name: "시스템 에어컨",
      detail: "거실과 전 침실 천장형 시스템 에어컨 (실외기 포함)",
      prices: {
        "59A": 6_900_000,
        "59B": 6_900_000,
        "84A": 7_400_000,
        "84B": 7_400_000,
        "114A": 8_600_000,
        "114B": 11_200_000,
      },
    },
    {
      id: "kitchen-appliances",
      name: "주방 가전 패키지",
      detail: "빌트인 냉장고·김치냉장고, 인덕션, 식기세척기",
      prices: {
        "59A": 8_300_000,
        "59B": 8_300_000,
        "84A": 8_300_000,
        "84B": 8_300_000,
        "114A": 9_700_000,
        "114B": 12_400_000,
      },
    },
    { id: "entry-door", name: "현관 중문", detail: "3연동 슬라이딩 유리 중문", price: 1_900_000 },
    {
      id: "dress-room",
      name: "드레스룸 특화",
      detail: "안방 드레스룸 시스템 가구와 화장대",
      prices: {
        "59A": 3_200_000,
        "59B": 3_200_000,
        "84A": 3_500_000,
        "84B": 3_500_000,
        "114A": 4_100_000,
        "114B": 5_600_000,
      },
    },
    { id: "ceramic-top", name: "주방 상판 세라믹", detail: "주방 상판과 벽면을 세라믹 타일로 마감", price: 2_800_000 },
  ],
});
