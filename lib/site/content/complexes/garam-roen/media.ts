import { z } from "zod";
import { brandVideoSchema, unitVideosSchema, vrTourSchema } from "../../media-schema";
import { parseContent } from "../../schema";
import { unitTypes } from "./complex";

// Videos and virtual tours of the second sample: none is published, so no YouTube id and no tour
// address (the pages say they are being prepared). Add them as they are published.

export const brandVideo = parseContent("media.ts", brandVideoSchema, {
  title: "더로엔 브랜드 필름",
  caption: "강변의 새벽 산책부터 불 켜진 저녁 거실까지, 더로엔에서 보내는 하루를 담았습니다.",
});

export const unitVideos = parseContent("media.ts", unitVideosSchema, [
  { id: 1, title: "입지 둘러보기", summary: "가람강 수변공원과 가람역, 학교와 생활권을 영상으로 한 번에 살펴보세요." },
  { id: 2, title: "74타입 둘러보기", summary: "신혼부부와 세 식구에게 꼭 맞는 74타입의 수납과 동선을 소개합니다." },
  { id: 3, title: "125타입 둘러보기", summary: "강을 향한 광폭 거실과 마스터 존, 125타입의 넉넉한 공간을 만나보세요." },
]);

/** The E-model house tabs, one per unit type (only the first five are shown). */
export const vrTourList = parseContent(
  "media.ts",
  z.array(vrTourSchema).min(1),
  unitTypes.map((u) => ({ label: u.label })),
);
/** The tab open first. */
export const vrDefault = parseContent("media.ts", z.string().min(1), "99A");
