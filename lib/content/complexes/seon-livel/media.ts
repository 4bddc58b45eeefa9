import { parseContent } from "../../schema";
import { z } from "zod";
import { brandVideoSchema, unitVideosSchema, vrTourSchema } from "../../media-schema";
import { unitTypes } from "./complex";

// Videos and virtual tours. The YouTube ids and tour addresses of this sample are placeholders:
// replace them with the real ones of the complex (a tour without an address shows "준비 중").

export const brandVideo = parseContent("media.ts", brandVideoSchema, {
    title: "리브엘 브랜드 홍보영상",
    youtubeId: "LvLbrandF01",
    caption: "호숫가의 아침부터 단지의 밤 풍경까지, 리브엘이 그리는 하루를 영상으로 담았습니다.",
  });

/** /FloorPlan/videos: exactly the three tabs of the spec, the first one selected by default. */
export const unitVideos = parseContent("media.ts", unitVideosSchema, [
    { id: 1, title: "입지환경 소개", summary: "호수공원과 KTX역, 학교와 생활 인프라까지 단지 주변의 입지를 영상으로 살펴보세요.", youtubeId: "LvLlocaT001" },
    { id: 2, title: "59타입 소개", summary: "효율적인 4Bay 구조와 넉넉한 수납으로 완성한 59타입의 공간을 소개합니다.", youtubeId: "LvLunit5901" },
    { id: 3, title: "84타입 소개", summary: "맞통풍 판상형 구조와 호수 조망 거실, 84타입의 여유로운 일상을 만나보세요.", youtubeId: "LvLunit8401" },
  ]);

/** The E-model house tabs, one per unit type (only the first five are shown, as the spec says). */
export const vrTourList = parseContent("media.ts", z.array(vrTourSchema).min(1), unitTypes.map((u) => ({ label: u.label })));
/** The tab open first: one of the first five labels. */
export const vrDefault = parseContent("media.ts", z.string().min(1), "84A");
