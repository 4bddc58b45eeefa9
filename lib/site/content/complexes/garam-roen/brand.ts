import { particle } from "../../korean";
import { brandSchema, parseContent } from "../../schema";
import { complex } from "./complex";

// Brand story of the second sample's fictional brand.

export const brand = parseContent("brand.ts", brandSchema, {
  lead: `BRAND STORY · ${complex.brand.english}`,
  headline: "풍경을 들이고,\n시간을 아끼는 집",
  story: [
    `${particle(complex.brand.name, "은/는")} ‘길을 열다(路)’와 ‘어울림(Ensemble)’에서 이름을 얻었습니다. 창 밖의 풍경과 가족의 하루가 자연스럽게 어울리는 집을 만들겠다는 뜻입니다.`,
    `${particle(complex.company.name, "은/는")} 출근 준비 10분, 장보기 20분처럼 매일 되풀이되는 시간을 줄이는 설계에 집중합니다. 현관 옆 팬트리, 세탁실과 이어진 드레스룸, 강을 향한 거실이 그 답입니다.`,
    `${complex.address.locality} 가람강변에 처음 들어서는 ${complex.brand.name}, ${complex.siteName}에서 새로운 일상을 시작해 보세요.`,
  ],
  values: [
    {
      label: "VIEW",
      title: "풍경을 들이는 창",
      text: "거실과 안방 창을 넓혀 계절마다 달라지는 강 풍경을 집 안으로 들였습니다.",
    },
    {
      label: "TIME",
      title: "시간을 아끼는 동선",
      text: "현관, 주방, 세탁 공간을 한 줄로 이어 집안일 동선을 짧게 줄였습니다.",
    },
  ],
  closing: complex.brand.slogan,
});
