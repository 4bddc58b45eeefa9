import { parseContent } from "../../schema";
import { salesTermsSchema } from "../../sales-terms-schema";

// The sales terms of this sample, each stated once (lib/site/content/sales-terms-schema.ts): the home
// page's cards, the price page, its calculator, the FAQ and the sample notice all read them from here.
// Invented for the sample, like its prices.

export const salesTerms = parseContent("terms.ts", salesTermsSchema, {
  // 계약금 5%, all at signing.
  deposit: { percent: 5, parts: [{ monthsAfterContract: 0 }] },
  // 중도금 60%: six instalments of 10%, the loan arranged by the 사업주체, its interest paid at move-in.
  midPayment: { months: [4, 8, 12, 16, 20, 24], percentEach: 10, interest: "deferred", loan: "arranged" },
  balance: { due: "입주지정기간 내" },
  balcony: {
    kind: "paid",
    prices: { "74A": 13_800_000, "74B": 13_500_000, "99A": 17_900_000, "125A": 22_600_000, "125B": 22_400_000 },
  },
  included: [
    { label: "시스템 에어컨", figure: "2대", unit: "기본", text: "거실과 안방 시스템 에어컨을 기본으로 드립니다." },
  ],
  options: [
    {
      id: "air-conditioner-rooms",
      name: "시스템 에어컨 (침실 추가)",
      detail: "기본 2대 외 나머지 침실 천장형 에어컨",
      prices: { "74A": 2_900_000, "74B": 2_900_000, "99A": 3_800_000, "125A": 4_700_000, "125B": 4_700_000 },
    },
    {
      id: "kitchen-appliances",
      name: "주방 가전",
      detail: "빌트인 냉장고, 인덕션, 식기세척기",
      prices: { "74A": 6_900_000, "74B": 6_900_000, "99A": 7_600_000, "125A": 8_900_000, "125B": 8_900_000 },
    },
    { id: "entry-door", name: "현관 중문", detail: "슬림 프레임 슬라이딩 중문", price: 1_600_000 },
    {
      id: "pantry",
      name: "팬트리 시스템 선반",
      detail: "현관 팬트리 시스템 선반과 조명",
      prices: { "74A": 1_200_000, "74B": 1_200_000, "99A": 1_500_000, "125A": 1_800_000, "125B": 1_800_000 },
    },
  ],
});
