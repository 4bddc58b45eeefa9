import { z } from "zod";

// Shapes of the home page's content (lib/site/content/complexes/<slug>/home.ts).

export const imageSchema = z.object({
  src: z.string().regex(/^\/art\/[a-z0-9/.-]+\.(webp|svg)$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().min(8),
});
export type HomeImage = z.infer<typeof imageSchema>;

export const linkSchema = z.object({ href: z.string().startsWith("/"), text: z.string().min(1) });

/** Raster scenes of the home page, rendered by scripts/render-art.ts (see lib/site/art/home-scenes.ts). */
export const homeSceneNames = ["hero", "heroPortrait", "rail", "park", "towers", "future", "living"] as const;
export type HomeSceneName = (typeof homeSceneNames)[number];

export const slideSchema = z.object({
  label: z.string(),
  title: z.string(),
  text: z.string(),
  image: imageSchema,
  /** What a superlative in it rests on, shown as its footnote (superlatives.test.ts). */
  basis: z.string().min(1).optional(),
});
export type PremiumSlide = z.infer<typeof slideSchema>;

export const cardSchema = z.object({
  no: z.string().regex(/^PREMIUM 0[1-4]$/),
  /** Which drawn title emblem heads the card. */
  emblem: z.enum(["lake", "rail", "school", "crown"]),
  emblemAlt: z.string().min(4),
  title: z.string(),
  lines: z.tuple([z.string().min(1), z.string().min(1)]),
  link: linkSchema,
  background: imageSchema,
});
export type PremiumCard = z.infer<typeof cardSchema>;

export const accordionSchema = z.object({ id: z.string().regex(/^[a-z-]+$/), title: z.string(), label: z.string() });

export const homeArtSchema = z.record(z.enum(homeSceneNames), imageSchema);

export const heroSchema = z.object({
  label: z.string(),
  title: z.string(),
  lead: z.string(),
  text: z.string(),
  button: z.string(),
  facts: z.array(z.string()).length(3),
});

export const locationPointSchema = z.object({
  label: z.string(),
  title: z.string(),
  text: z.string(),
  points: z.array(z.object({ title: z.string(), text: z.string() })).length(4),
  register: z.string(),
  more: linkSchema,
});

export const brandIntroSchema = z.object({ label: z.string(), title: z.string(), text: z.string(), link: linkSchema });

export const specialPlanSchema = z.object({
  label: z.string(),
  title: z.string(),
  text: z.string(),
  items: z.array(z.object({ label: z.string(), figure: z.string(), unit: z.string(), text: z.string() })).length(3),
  note: z.string(),
  link: linkSchema,
});

export const unitPlanSchema = z.object({
  label: z.string(),
  /** Heading for each open accordion item, and for none open. */
  headings: z.object({ types: z.string(), emodel: z.string(), none: z.string() }),
  items: z.object({ types: z.string(), emodel: z.string() }),
  text: z.string(),
  figures: z.array(z.object({ label: z.string(), value: z.string() })).length(3),
  teaser: linkSchema,
  emodelLink: linkSchema,
  emodelText: z.string(),
});

export const visitSectionSchema = z.object({
  label: z.string(),
  title: z.string(),
  text: z.string(),
  promise: z.array(z.string()).min(1),
});

export const businessOverviewSchema = z.object({
  label: z.string(),
  title: z.string(),
  sections: z.array(accordionSchema).length(3),
  location: z.object({ text: z.string(), image: imageSchema }),
});

export const complexGuideSchema = z.object({
  label: z.string(),
  title: z.string(),
  sections: z.array(accordionSchema.extend({ text: z.string(), image: imageSchema, link: linkSchema })).length(3),
});

export const newsSectionSchema = z.object({ label: z.string(), title: z.string(), more: linkSchema });

/** A phase's card of the home's "now on" (분양 진행 상황): a badge, a title, a line, where to go next. */
const nowOnCardSchema = z.object({
  badge: z.string().min(1),
  title: z.string().min(1),
  text: z.string().min(1),
  link: linkSchema,
});

/**
 * What the home page puts first, chosen by the Korean date from the sales schedule
 * (lib/site/content/schedule.ts salePhase): the opening up to and on the day of `opening.step`, the
 * 청약 and contract steps (`subscription.steps`, listed with their dates and 완료 marks) up to the last
 * day of the last of them, then the remaining units. The steps are titles of dated schedule steps.
 */
export const nowOnSchema = z.object({
  label: z.string().min(1),
  opening: nowOnCardSchema.extend({ step: z.string().min(1) }),
  subscription: nowOnCardSchema.extend({ steps: z.array(z.string().min(1)).min(1) }),
  remaining: nowOnCardSchema,
});
export type NowOn = z.infer<typeof nowOnSchema>;
