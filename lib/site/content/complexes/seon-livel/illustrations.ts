import { parseContent } from "../../schema";
import { z } from "zod";
import { illustrationSchema } from "../../media-schema";

// Raster illustrations rendered by scripts/render-art.ts from the SVG scenes in
// lib/site/art/scenes.ts into public/art/*.webp. They contain no text (labels stay in the
// HTML); the alt text says what each one shows and that it is an illustration.

export const illustrations = parseContent("illustrations.ts", z.record(z.string(), illustrationSchema), {
  community: {
    scene: "community",
    src: "/art/community-pool.webp",
    width: 1600,
    height: 640,
    alt: "커뮤니티센터 실내수영장 일러스트: 통창 너머로 노을 진 하늘과 레인이 놓인 수영장",
  },
  interior59A: {
    scene: "living",
    src: "/art/interior-living.webp",
    width: 1600,
    height: 1000,
    alt: "84A 타입 거실 인테리어 일러스트: 호수가 보이는 넓은 창과 소파, 원목 마루",
  },
  interior84A: {
    scene: "kitchen",
    src: "/art/interior-kitchen.webp",
    width: 1600,
    height: 1000,
    alt: "84C 타입 주방·식당 인테리어 일러스트: 아일랜드 식탁과 펜던트 조명, 상부장",
  },
  interior84B: {
    scene: "bedroom",
    src: "/art/interior-bedroom.webp",
    width: 1600,
    height: 1000,
    alt: "101A 타입 안방 인테리어 일러스트: 창가의 침대와 간접조명, 드레스룸으로 이어지는 문",
  },
  premium: {
    scene: "lake",
    src: "/art/premium-lake.webp",
    width: 1600,
    height: 700,
    alt: "노을 진 세온호수공원 너머로 보이는 단지 스카이라인 일러스트",
  },
});
