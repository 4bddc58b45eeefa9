import { z } from "zod";
import { facilitySchema, parseContent } from "../../schema";

// Community facilities of the sample complex (spec: complex guide and community).
// Sizes and hours are invented for the sample.

export const facilities = parseContent("community.ts", z.array(facilitySchema).min(1).max(12), [
  {
    id: "fitness",
    icon: "fitness",
    name: "피트니스센터",
    english: "FITNESS CENTER",
    text: "호수를 바라보는 통창 아래에서 유산소·근력 운동과 GX 프로그램을 즐길 수 있습니다.",
    details: ["GX룸 별도 구성", "남녀 샤워·탈의실"],
  },
  {
    id: "golf",
    icon: "golf",
    name: "실내골프연습장",
    english: "INDOOR GOLF",
    text: "타석과 스크린 골프 부스를 갖춰 날씨와 상관없이 연습할 수 있습니다.",
    details: ["타석 및 스크린 부스", "퍼팅 연습 공간"],
  },
  {
    id: "library",
    icon: "library",
    name: "작은도서관 · 북카페",
    english: "LIBRARY & BOOK CAFE",
    text: "아이와 함께 책을 읽고, 커피 한 잔과 함께 머무는 단지 안 서재입니다.",
    details: ["어린이 열람 공간", "북카페 라운지"],
  },
  {
    id: "lounge",
    icon: "lounge",
    name: "주민라운지",
    english: "RESIDENTS' LOUNGE",
    text: "이웃과 모임을 갖거나 손님을 맞이하는 호텔 로비 같은 공용 라운지입니다.",
    details: ["모임·스터디 공간", "무인 택배 보관"],
  },
  {
    id: "pool",
    icon: "pool",
    name: "실내수영장",
    english: "INDOOR POOL",
    text: "사계절 이용할 수 있는 레인형 실내수영장으로, 노을 진 호수를 보며 수영할 수 있습니다.",
    details: ["레인형 수영장", "유아 풀 별도"],
  },
]);

/** The two disclaimers printed with the community images (spec). */
export const communityDisclaimers = parseContent("community.ts", z.array(z.string().min(1)).min(1), [
  "상기 이미지는 소비자의 이해를 돕기 위한 일러스트로 실제와 차이가 있을 수 있습니다.",
  "조경, 세부 계획 및 시설물의 위치는 실제 시공 시 변경될 수 있습니다.",
]);
