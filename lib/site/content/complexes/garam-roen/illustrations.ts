import { z } from "zod";
import { illustrationSchema } from "../../media-schema";
import { parseContent } from "../../schema";

// Raster illustrations of the second sample, rendered at build time by scripts/render-art.ts.

export const illustrations = parseContent("illustrations.ts", z.record(z.string(), illustrationSchema), {
  community: {
    scene: "community",
    src: "/art/community-club.webp",
    width: 1600,
    height: 640,
    alt: "클럽하우스 일러스트: 통창 너머 저녁노을과 레인이 놓인 실내 운동 공간",
  },
  interior74A: {
    scene: "living",
    src: "/art/interior-living.webp",
    width: 1600,
    height: 1000,
    alt: "74A 타입 거실 인테리어 일러스트: 강이 내다보이는 넓은 창과 소파, 밝은 마루",
  },
  interior99A: {
    scene: "kitchen",
    src: "/art/interior-kitchen.webp",
    width: 1600,
    height: 1000,
    alt: "99A 타입 주방·식당 인테리어 일러스트: 아일랜드 식탁과 펜던트 조명",
  },
  interior125A: {
    scene: "bedroom",
    src: "/art/interior-bedroom.webp",
    width: 1600,
    height: 1000,
    alt: "125A 타입 안방 인테리어 일러스트: 창가 침대와 간접조명, 드레스룸으로 이어지는 문",
  },
  premium: {
    scene: "lake",
    src: "/art/premium-river.webp",
    width: 1600,
    height: 700,
    alt: "노을 진 가람강 너머로 보이는 단지 스카이라인 일러스트",
  },
});
