import { z } from "zod";
import { brandVideo, unitVideos, vrDefault, vrTourList } from "./complexes/selected";
import type { Video, VrTour } from "./media-schema";

// Videos and virtual tours of the selected complex (lib/content/complexes/<slug>/media.ts).

export { brandVideo, unitVideos };
export type { Video, VrTour };

/** The E-model house tab list. Only the first {@link VR_TAB_LIMIT} entries are shown, as the spec says. */
export const VR_TAB_LIMIT = 5;
export const vrTours: VrTour[] = vrTourList.slice(0, VR_TAB_LIMIT);
export const vrDefaultLabel = z
  .string()
  .refine((l) => vrTours.some((t) => t.label === l), "media.ts: vrDefault is not one of the first five VR tabs")
  .parse(vrDefault);
export const vrHint = "화면을 클릭하시면 VR이 시작됩니다.";
