import { z } from "zod";

// Shapes of the home page's content (lib/content/complexes/<slug>/home.ts).

export const imageSchema = z.object({
  src: z.string().regex(/^\/art\/[a-z0-9/.-]+\.(webp|svg)$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().min(8),
});
export type HomeImage = z.infer<typeof imageSchema>;

export const linkSchema = z.object({ href: z.string().startsWith("/"), text: z.string().min(1) });

/** Raster scenes of the home page, rendered by scripts/render-art.ts (see lib/art/home-scenes.ts). */
export const homeSceneNames = ["hero", "heroPortrait", "rail", "park", "towers", "future", "living"] as const;
export type HomeSceneName = (typeof homeSceneNames)[number];

export const slideSchema = z.object({ label: z.string(), title: z.string(), text: z.string(), image: imageSchema });
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
