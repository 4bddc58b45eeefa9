import { z } from "zod";
import { unitTypes } from "./complex";
import {
  brandIntro,
  businessOverview,
  complexGuide,
  hero,
  homeArt,
  locationPoint,
  newsSection,
  premiumCards,
  premiumSection,
  premiumSlides,
  specialPlan,
  unitPlan,
  visitSection,
} from "./complexes/selected";
import { homeSceneNames, type HomeImage, type HomeSceneName, type PremiumCard, type PremiumSlide } from "./home-schema";
import { MAX_UNIT_TYPES } from "./schema";

// The home page's copy and imagery of the selected complex (lib/site/content/complexes/<slug>/home.ts),
// and what every complex's home page shares.

export {
  brandIntro,
  businessOverview,
  complexGuide,
  hero,
  homeArt,
  homeSceneNames,
  locationPoint,
  newsSection,
  premiumCards,
  premiumSection,
  premiumSlides,
  specialPlan,
  unitPlan,
  visitSection,
};
export type { HomeImage, HomeSceneName, PremiumCard, PremiumSlide };
export { particle } from "./korean";

/** The unit types of the unit viewer, in tab order, with their drawn plans. */
export const viewerTypes = z
  .array(
    z.object({
      label: z.string(),
      slug: z.string(),
      area: z.number(),
      households: z.number(),
      image: z.string().startsWith("/art/floor-plans/"),
    }),
  )
  .min(1)
  .max(MAX_UNIT_TYPES)
  .parse(
    unitTypes.map((u) => ({
      label: u.label,
      slug: u.slug,
      area: u.exclusiveArea,
      households: u.households,
      image: `/art/floor-plans/${u.slug}.svg`,
    })),
  );

/** Desktop snap sections, in the spec's order (the footer after them is the last index). */
export const desktopSections = ["hero", "location", "brand", "special", "premium", "unit", "visit"] as const;
