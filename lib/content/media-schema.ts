import { z } from "zod";

// Shapes of a complex's videos, virtual tours and illustrations (lib/content/complexes/<slug>/).

export const youtubeId = z.string().regex(/^[A-Za-z0-9_-]{11}$/, "YouTube 영상 id는 11자입니다");

export const videoSchema = z.object({
  /** 1-based tab id, as in the spec's video tab item. */
  id: z.number().int().positive(),
  title: z.string().min(1),
  summary: z.string().min(1),
  youtubeId,
});
export type Video = z.infer<typeof videoSchema>;

export const vrTourSchema = z.object({
  /** Visitor-facing unit label (the spec's tab labels). */
  label: z.string().min(1),
  /** Address of the hosted virtual tour; omitted while the tour is being prepared. */
  url: z.url().optional(),
});
export type VrTour = z.infer<typeof vrTourSchema>;

export const brandVideoSchema = z.object({ title: z.string().min(1), youtubeId, caption: z.string().min(1) });
/** /FloorPlan/videos: exactly the three tabs of the spec, the first one selected by default. */
export const unitVideosSchema = z.array(videoSchema).length(3);

/** Raster illustrations rendered by scripts/render-art.ts from lib/art/scenes.ts; no text in them. */
export const illustrationSchema = z.object({
  scene: z.enum(["community", "living", "kitchen", "bedroom", "lake"]),
  src: z.string().regex(/^\/art\/[a-z0-9-]+\.webp$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().min(10),
});
export type Illustration = z.infer<typeof illustrationSchema>;


/** What an interior page shows besides its illustration. */
export const interiorDetailSchema = z.object({
  slug: z.string().min(1),
  space: z.string().min(1),
  headline: z.string().min(1),
  text: z.string().min(20),
  finishes: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).min(3),
});
export type InteriorDetail = z.infer<typeof interiorDetailSchema>;

