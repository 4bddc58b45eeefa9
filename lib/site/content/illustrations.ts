import { illustrations } from "./complexes/selected";
import type { Illustration } from "./media-schema";

// Raster illustrations of the selected complex, rendered by scripts/render-art.ts at build time.

export { illustrations };
export type { Illustration };

/** The illustration of an interior page (by unit-type slug). */
export function interiorIllustration(slug: string): Illustration | undefined {
  return illustrations[`interior${slug}`];
}
