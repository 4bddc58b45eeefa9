import { interiors } from "./complex";
import { interiorDetails } from "./complexes/selected";
import type { InteriorDetail } from "./media-schema";

// What each interior page of the selected complex shows besides its illustration.

export { interiorDetails };
export type { InteriorDetail };

export function interiorDetailFor(slug: string) {
  const interior = interiors.find((i) => i.slug === slug);
  const detail = interiorDetails.find((d) => d.slug === slug);
  return interior && detail ? { interior, detail } : undefined;
}
