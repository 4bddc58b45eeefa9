import { z } from "zod";

// Shapes of a complex's videos, virtual tours and illustrations (lib/site/content/complexes/<slug>/).

export const youtubeId = z.string().regex(/^[A-Za-z0-9_-]{11}$/, "YouTube 영상 id는 11자입니다");

/**
 * YouTube ids known to play nothing: the placeholders the samples once shipped, and ids that are
 * plainly filler. The content check (lib/site/content/validate.ts) names any of them; a video without a
 * real id leaves `youtubeId` out, and the page shows "being prepared" instead of a player.
 */
export const KNOWN_DEAD_YOUTUBE_IDS = [
  "LvLbrandF01",
  "LvLlocaT001",
  "LvLunit5901",
  "LvLunit8401",
  "RoEnFilm026",
  "RoEnSite026",
  "RoEnUnit074",
  "RoEnUnit125",
];
const FILLER_ID = /^(.)\1+$|placeholder|dummy|sample|example|xxxx|0123456|abcdefg/i;

/** Why a YouTube id plays nothing, or undefined when nothing is known against it. */
export function deadYoutubeId(id: string): string | undefined {
  if (KNOWN_DEAD_YOUTUBE_IDS.includes(id)) return `YouTube id '${id}' is a known placeholder that plays nothing`;
  if (FILLER_ID.test(id)) return `YouTube id '${id}' is filler, not a real video`;
  return undefined;
}

/** Tour addresses that cannot be a hosted tour (documentation and local hosts). */
export function deadTourUrl(url: string): string | undefined {
  const host = new URL(url).hostname.toLowerCase();
  if (/(^|\.)example\.(com|org|net)$|\.example$|\.test$|\.invalid$|^localhost$|^127\./.test(host))
    return `VR tour address '${url}' is a placeholder host that shows no tour`;
  return undefined;
}

export const videoSchema = z.object({
  /** 1-based tab id, as in the spec's video tab item. */
  id: z.number().int().positive(),
  title: z.string().min(1),
  summary: z.string().min(1),
  /** Omitted while the video is not published: the tab shows "being prepared" instead of a player. */
  youtubeId: youtubeId.optional(),
});
export type Video = z.infer<typeof videoSchema>;

export const vrTourSchema = z.object({
  /** Visitor-facing unit label (the spec's tab labels). */
  label: z.string().min(1),
  /** Address of the hosted virtual tour; omitted while the tour is being prepared. */
  url: z.url().optional(),
});
export type VrTour = z.infer<typeof vrTourSchema>;

/** /Brand/video; `youtubeId` omitted while the film is not published (the page says it is being prepared). */
export const brandVideoSchema = z.object({
  title: z.string().min(1),
  youtubeId: youtubeId.optional(),
  caption: z.string().min(1),
});
/** /FloorPlan/videos: exactly the three tabs of the spec, the first one selected by default. */
export const unitVideosSchema = z.array(videoSchema).length(3);

/** Raster illustrations rendered by scripts/render-art.ts from lib/site/art/scenes.ts; no text in them. */
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
