import { z } from "zod";
import { interiorDetailSchema } from "../../media-schema";
import { parseContent } from "../../schema";

// What each interior page of the second sample shows besides its illustration. Invented.

export const interiorDetails = parseContent("interior-details.ts", z.array(interiorDetailSchema), [
  {
    slug: "74A",
    space: "거실",
    headline: "강을 액자처럼 담는 거실",
    text: "바닥까지 내려오는 넓은 창으로 가람강 풍경을 거실 가득 들였습니다. 밝은 오크 마루와 라인 조명이 작은 평형도 넓어 보이게 합니다.",
    finishes: [
      { label: "바닥", value: "오크 무늬 강마루" },
      { label: "벽", value: "친환경 합지 벽지" },
      { label: "조명", value: "천장 라인 조명" },
      { label: "창호", value: "로이 삼중유리 창호" },
    ],
  },
  {
    slug: "99A",
    space: "주방·식당",
    headline: "여섯 식구가 둘러앉는 ㄷ자 주방",
    text: "ㄷ자 조리대와 긴 식탁을 나란히 두어 요리하는 사람과 앉은 가족이 마주 봅니다. 키 큰 수납장 속에 가전을 숨겨 늘 정돈된 주방을 유지합니다.",
    finishes: [
      { label: "상판", value: "세라믹 상판" },
      { label: "주방 가구", value: "무광 그레이 도어" },
      { label: "조명", value: "식탁 펜던트 조명" },
      { label: "설비", value: "인덕션, 빌트인 식기세척기" },
    ],
  },
  {
    slug: "125A",
    space: "안방",
    headline: "강을 보며 깨어나는 마스터 존",
    text: "침대 머리맡이 아닌 발치에 창을 두어 눈을 뜨면 강이 먼저 보입니다. 드레스룸과 파우더룸, 욕실이 한 동선으로 이어집니다.",
    finishes: [
      { label: "벽", value: "패브릭 아트월" },
      { label: "바닥", value: "오크 무늬 강마루" },
      { label: "수납", value: "시스템 드레스룸" },
      { label: "조명", value: "간접조명과 독서등" },
    ],
  },
]);
