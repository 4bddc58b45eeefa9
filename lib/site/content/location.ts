import { location, premiumPoints } from "./complexes/selected";
import { placeCategories, type Place, type PlaceCategory, type PremiumPoint } from "./schema";

// The neighbourhood of the selected complex (lib/site/content/complexes/<slug>/location.ts) and the
// category legend of the location map, which is the same for every complex.

export { placeCategories, premiumPoints, location };
export type { Place, PlaceCategory, PremiumPoint };

export const categoryLabels: Record<PlaceCategory, { title: string; english: string; color: string }> = {
  transport: { title: "교통", english: "TRANSPORT", color: "#34496b" },
  education: { title: "교육", english: "EDUCATION", color: "#7d6136" },
  living: { title: "생활", english: "LIVING", color: "#8a4f3c" },
  nature: { title: "자연", english: "NATURE", color: "#3f6b4f" },
  future: { title: "미래가치", english: "FUTURE", color: "#5a4a78" },
};

export const site = location.site;
export const places: Place[] = location.places;
export const roads = location.roads;
export const water = location.water;

/** Words for the water beside the complex, for copy and alt texts that every complex shares. */
export const waterWords = {
  lake: { shore: "호숫가", scene: "호수" },
  river: { shore: "강변", scene: "강" },
  none: { shore: "공원 옆", scene: "공원" },
}[water.kind];
