import { z } from "zod";
import { brandVideo, unitVideos, vrDefault, vrTourList } from "./complexes/selected";
import { particle } from "./korean";
import type { Video, VrTour } from "./media-schema";

// Videos and virtual tours of the selected complex (lib/site/content/complexes/<slug>/media.ts).

export { brandVideo, unitVideos };
export type { Video, VrTour };

/** The E-model house tab list. Only the first {@link VR_TAB_LIMIT} entries are shown, as the spec says. */
export const VR_TAB_LIMIT = 5;
export const vrTours: VrTour[] = vrTourList.slice(0, VR_TAB_LIMIT);
export const vrDefaultLabel = z
  .string()
  .refine((l) => vrTours.some((t) => t.label === l), "media.ts: vrDefault is not one of the first five VR tabs")
  .parse(vrDefault);
/** Shown only above a tour that has an address (the spec's hint). */
export const vrHint = "화면을 클릭하시면 VR이 시작됩니다.";
/** Whether any E-model tab has a tour to open; without one the pages show no tabs and no hint. */
export const hasVrTour = vrTours.some((t) => t.url);

/** What the pages say in place of a video or tour that is not published yet: no player, no "click to start". */
export const mediaPending = {
  videoTitle: (title: string) =>
    `${particle(/(영상|필름)$/.test(title) ? title : `${title} 영상`, "을/를")} 준비하고 있습니다`,
  videoText: "영상이 공개되는 대로 이곳에서 바로 보실 수 있습니다. 그 전에는 견본주택에서 실제 공간을 먼저 만나보세요.",
  tourTitle: (label?: string) =>
    label ? `${label} 타입 VR 투어를 준비하고 있습니다` : "VR 견본주택을 준비하고 있습니다",
  tourText:
    "투어가 준비되는 대로 이곳에서 바로 둘러보실 수 있습니다. 그 전에는 견본주택에서 실제 공간을 먼저 만나보세요.",
};
