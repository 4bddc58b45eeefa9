import { z } from "zod";
import {
  brandIntro,
  businessOverview,
  complexGuide,
  hero,
  homeArt,
  locationPoint,
  newsSection,
  nowOn,
  premiumCards,
  premiumSection,
  premiumSlides,
  specialPlan,
  unitPlan,
  visitSection,
} from "./complexes/selected";
import {
  homeSceneNames,
  type HomeImage,
  type HomeSceneName,
  type NowOn,
  type PremiumCard,
  type PremiumSlide,
} from "./home-schema";
import { complex, unitTypes } from "./complex";
import { salePhase, scheduleClock, scheduleOn, type SalePhase } from "./schedule";
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
  nowOn,
  premiumCards,
  premiumSection,
  premiumSlides,
  specialPlan,
  unitPlan,
  visitSection,
};
export type { HomeImage, HomeSceneName, NowOn, PremiumCard, PremiumSlide };

// The now-on's steps are dated steps of the schedule: a title that is none fails here, at import.
for (const title of [nowOn.opening.step, ...nowOn.subscription.steps]) scheduleClock(complex.schedule).date(title);

/** The home's now-on for a Korean day: the phase, its card, and (청약) its steps with their states. */
export function nowOnFor(today: string) {
  const phase: SalePhase = salePhase(
    complex.schedule,
    { openingStep: nowOn.opening.step, subscriptionSteps: nowOn.subscription.steps },
    today,
  );
  const card = nowOn[phase];
  const steps =
    phase === "subscription"
      ? scheduleOn(
          complex.schedule.filter((s) => nowOn.subscription.steps.includes(s.title)),
          today,
        )
      : [];
  return { phase, label: nowOn.label, badge: card.badge, title: card.title, text: card.text, link: card.link, steps };
}
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
