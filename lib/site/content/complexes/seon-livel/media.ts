import { parseContent } from "../../schema";
import { z } from "zod";
import { brandVideoSchema, unitVideosSchema, vrTourSchema } from "../../media-schema";
import { unitTypes } from "./complex";

// Videos and virtual tours. This sample has no published video or tour, so it gives no YouTube id and
// no tour address: the pages then say the film or tour is being prepared, and promise no player.
// Add `youtubeId` (11 characters) and `url` as they are published; the content check refuses an id
// known to play nothing (lib/site/content/media-schema.ts).

export const brandVideo = parseContent("media.ts", brandVideoSchema, {
  title: "리브엘 브랜드 홍보영상",
  caption: "호숫가의 아침부터 단지의 밤 풍경까지, 리브엘이 그리는 하루를 영상으로 담았습니다.",
});

/** /FloorPlan/videos: exactly the three tabs of the spec, the first one selected by default. */
export const unitVideos = parseContent("media.ts", unitVideosSchema, [
  {
    id: 1,
    title: "입지환경 소개",
    summary: "호수공원과 KTX역, 학교와 생활 인프라까지 단지 주변의 입지를 영상으로 살펴보세요.",
  },
  { id: 2, title: "59타입 소개", summary: "효율적인 4Bay 구조와 넉넉한 수납으로 완성한 59타입의 공간을 소개합니다." },
  { id: 3, title: "84타입 소개", summary: "맞통풍 판상형 구조와 호수 조망 거실, 84타입의 여유로운 일상을 만나보세요." },
]);

/** The E-model house tabs, one per unit type (only the first five are shown, as the spec says). */
export const vrTourList = parseContent(
  "media.ts",
  z.array(vrTourSchema).min(1),
  unitTypes.map((u) => ({ label: u.label })),
);
/** The tab open first: one of the first five labels. */
export const vrDefault = parseContent("media.ts", z.string().min(1), "84A");
