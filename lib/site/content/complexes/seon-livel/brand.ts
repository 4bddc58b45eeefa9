import { brandSchema, parseContent } from "../../schema";
import { complex } from "./complex";
import { particle } from "../../korean";

// Brand story and the promotional video of /Brand. Sample copy written for the fictional brand.

export const brand = parseContent("brand.ts", brandSchema, {
  lead: `BRAND STORY · ${complex.brand.english}`,
  headline: "머무는 곳이 아니라,\n삶이 깊어지는 곳",
  story: [
    `${particle(complex.brand.name, "은/는")} ‘살다(Live)’와 ‘품격(Élite)’을 한 단어에 담았습니다. 집이 단지 머무는 공간을 넘어, 가족의 하루가 조금 더 여유롭고 깊어지는 무대가 되어야 한다는 믿음에서 출발했습니다.`,
    `${particle(complex.company.name, "은/는")} 설계의 첫 선부터 입주 후의 일상까지, 보이지 않는 곳의 품질을 먼저 챙깁니다. 빛이 머무는 남향 배치, 바람이 지나는 판상형 구조, 호수와 숲을 끌어들이는 조경까지 ${complex.brand.name}의 모든 공간은 오래 살수록 가치가 드러나도록 설계됩니다.`,
    `${complex.address.locality}의 호숫가에 들어서는 첫 ${complex.brand.name}, ${complex.siteName}. 이곳에서 시작될 새로운 일상을 소개합니다.`,
  ],
  values: [
    {
      label: "NATURE",
      title: "자연을 품은 단지",
      text: "호수와 숲의 풍경을 단지 안으로 이어, 창을 여는 순간 계절이 들어오는 집을 짓습니다.",
    },
    {
      label: "QUALITY",
      title: "오래가는 품질",
      text: "층간소음 저감 구조와 고성능 단열 창호 등 보이지 않는 곳까지 기준을 높였습니다.",
    },
    {
      label: "LIFE",
      title: "일상의 품격",
      text: "피트니스부터 작은도서관까지, 단지 안에서 여가와 배움이 완성되는 커뮤니티를 제안합니다.",
    },
  ],
  closing: complex.brand.slogan,
});
