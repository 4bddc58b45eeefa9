import { parseContent } from "../../schema";
import { z } from "zod";
import { interiorDetailSchema } from "../../media-schema";

// What each interior page shows besides its illustration: the space in the picture
// and the finishes of the model house. Invented for the sample.

export const interiorDetails = parseContent("interior-details.ts", z.array(interiorDetailSchema), [
  {
    slug: "59A",
    space: "거실",
    headline: "호수를 거실 안으로 들이는 와이드 창",
    text: "거실 전면의 와이드 창과 광폭 발코니 확장으로 세온호수공원의 노을을 그대로 담았습니다. 따뜻한 원목 마루와 간접조명이 차분한 휴식을 완성합니다.",
    finishes: [
      { label: "바닥", value: "원목 무늬 강마루" },
      { label: "벽", value: "친환경 실크 벽지" },
      { label: "조명", value: "천장 우물형 간접조명" },
      { label: "창호", value: "로이 복층유리 시스템 창호" },
    ],
  },
  {
    slug: "84A",
    space: "주방·식당",
    headline: "가족이 마주 앉는 아일랜드 키친",
    text: "넓은 아일랜드 식탁을 중심으로 조리와 식사, 대화가 한 공간에서 이어집니다. 키 큰 수납장과 상부장이 살림살이를 깔끔하게 정리해 줍니다.",
    finishes: [
      { label: "상판", value: "엔지니어드 스톤" },
      { label: "주방 가구", value: "무광 네이비 도어, 원목 무늬 키큰장" },
      { label: "조명", value: "아일랜드 펜던트 조명" },
      { label: "설비", value: "하이브리드 쿡탑, 후드 연동" },
    ],
  },
  {
    slug: "84B",
    space: "안방",
    headline: "호텔처럼 머무는 마스터 존",
    text: "패브릭 헤드보드 월과 은은한 간접조명으로 호텔 스위트 같은 안방을 연출했습니다. 드레스룸과 부부욕실이 한 동선으로 이어집니다.",
    finishes: [
      { label: "벽", value: "패브릭 헤드보드 월" },
      { label: "바닥", value: "원목 무늬 강마루" },
      { label: "수납", value: "워크인 드레스룸 시스템 선반" },
      { label: "조명", value: "천장 라인 간접조명" },
    ],
  },
]);
