import { z } from "zod";
import { facilitySchema, parseContent } from "../../schema";

// The clubhouse of the second sample. Invented for the sample.

export const facilities = parseContent("community.ts", z.array(facilitySchema).min(1).max(12), [
  {
    id: "fitness",
    icon: "fitness",
    name: "리버뷰 피트니스",
    english: "RIVERVIEW FITNESS",
    text: "가람강을 마주 보는 통창 앞에서 러닝머신과 웨이트 기구를 이용할 수 있습니다.",
    details: ["요가·필라테스룸", "샤워·탈의실"],
  },
  {
    id: "sauna",
    icon: "sauna",
    name: "사우나",
    english: "SAUNA",
    text: "운동을 마친 뒤 건식·습식 사우나에서 하루의 피로를 풀 수 있습니다.",
    details: ["건식·습식 사우나", "남녀 구분 운영"],
  },
  {
    id: "kids",
    icon: "kids",
    name: "키즈카페",
    english: "KIDS CAFE",
    text: "비 오는 날에도 아이들이 마음껏 뛰노는 실내 놀이 공간과 부모 라운지를 함께 두었습니다.",
    details: ["실내 놀이 공간", "부모 라운지"],
  },
  {
    id: "cafe",
    icon: "cafe",
    name: "라운지 카페",
    english: "LOUNGE CAFE",
    text: "이웃과 차 한잔 나누거나 재택근무를 하기 좋은 카페형 라운지입니다.",
    details: ["1인 업무석", "소모임실"],
  },
]);

/** Printed with the community images. */
export const communityDisclaimers = parseContent("community.ts", z.array(z.string().min(1)).min(1), [
  "커뮤니티 이미지는 이해를 돕기 위한 일러스트로, 실제 시설과 다를 수 있습니다.",
  "시설의 구성과 운영 방식은 입주자대표회의의 결정에 따라 달라질 수 있습니다.",
]);
