import { z } from "zod";
import { unitSlugSchema } from "./schema";

// Shapes of a complex's own materials (lib/site/content/complexes/<slug>/materials.ts): the builder's and
// the agency's photographs, renderings, plans and official documents, as files in the complex's
// materials/ folder. Every slot is optional: where a complex gives no photo, the site shows its own
// drawing. The build's pipeline (scripts/encode-materials.ts) checks and encodes every file.

/**
 * A file in the complex's materials/ folder. Lower-case ASCII only: a name typed on a Mac (NFD) and
 * one typed on Windows (NFC) are different bytes for the same Korean word, and a URL or a cache key
 * must not depend on which machine saved it.
 */
export const materialFile = z
  .string()
  .regex(
    /^(?!.*\.\.)(?!\/)[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*\.[a-z0-9]+$/,
    "a path inside the complex's materials/ folder, in lower-case letters, digits, '-', '_', '.' and '/' (e.g. renderings/birdseye.jpg)",
  );

const IMAGE_EXTENSION = /\.(jpe?g|png|webp|avif|tiff?|gif|svg)$/;

export const photoSchema = z.strictObject({
  file: materialFile.regex(IMAGE_EXTENSION, "a picture: .jpg, .png, .webp, .avif, .tif, .gif or .svg"),
  /** What the picture shows, for a screen reader and a search engine; required of every photo. */
  alt: z
    .string({ error: "every photo needs alt text: what the picture shows, in a sentence" })
    .trim()
    .min(8, "every photo needs alt text of at least 8 characters: what the picture shows, in a sentence"),
  /** Shown under the picture where the page has a caption (a gallery's, a floor plan's). */
  caption: z.string().trim().min(1).optional(),
  /** The point that a crop keeps in view, as fractions of the width and height (default the centre). */
  focus: z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]).optional(),
});
export type MaterialPhoto = z.infer<typeof photoSchema>;

export const documentSchema = z.strictObject({
  file: materialFile.regex(/\.pdf$/, "a PDF document (.pdf)"),
  /** The document's name on the page ("입주자 모집공고문", "공급계약서(안)"). */
  title: z.string().trim().min(2),
  /** One line under the title, e.g. what the document is for. */
  note: z.string().trim().min(1).optional(),
});
export type MaterialDocument = z.infer<typeof documentSchema>;

const floorPlanPhoto = photoSchema.extend({
  /** Which version of the plan ("기본형", "확장형"): every floor plan has one. */
  caption: z.string({ error: "every floor plan needs a caption, e.g. 기본형 or 확장형" }).trim().min(1),
});

export const materialsSchema = z.strictObject({
  /** The home page's first screen: a landscape picture, and a phone's own portrait (else cut from it around `focus`). */
  hero: z.strictObject({ desktop: photoSchema, phone: photoSchema.optional() }).optional(),
  /** The four premium cards of the home page, by their number ("PREMIUM 01"). */
  premiumCards: z
    .record(z.string().regex(/^PREMIUM 0[1-4]$/, "a card's number: PREMIUM 01 to PREMIUM 04"), photoSchema)
    .default({}),
  /** The home page's premium slides (phones), by their label ("LOCATION"). */
  premiumSlides: z.record(z.string().min(1), photoSchema).default({}),
  /** The brand: the brand page's picture and the home page's brand section. */
  brand: photoSchema.optional(),
  /** The premium page's picture (/LocationEnvironment/primium). */
  premium: photoSchema.optional(),
  /** The site plan (단지배치도), the unit-number layout (동·호수 배치도) and the location map (입지 지도), shown whole. */
  sitePlan: photoSchema.optional(),
  unitLayout: photoSchema.optional(),
  locationMap: photoSchema.optional(),
  /** Floor plans by unit type (the URL's slug): one to four each, each with its caption (기본형, 확장형). */
  floorPlans: z.record(unitSlugSchema, z.array(floorPlanPhoto).min(1).max(4)).default({}),
  /** Model-house photos by interior (the URL's slug): a gallery of one to 24. */
  interiors: z.record(unitSlugSchema, z.array(photoSchema).min(1).max(24)).default({}),
  /** The community page's picture. */
  community: photoSchema.optional(),
  /** The sales schedule's picture (/BusinessGuide/plan). */
  schedule: photoSchema.optional(),
  /** The recruitment notice's cover beside its summary (/SalesInfo/announcement). */
  noticeCover: photoSchema.optional(),
  /** The customer page's picture. */
  customer: photoSchema.optional(),
  /** The official recruitment notice (입주자 모집공고), served as given; without it the samples' generated sample shows. */
  notice: documentSchema.optional(),
  /** Contract documents listed on /BusinessGuide/documents; none: the page says COMING SOON. */
  documents: z.array(documentSchema).max(20).default([]),
});
export type Materials = z.infer<typeof materialsSchema>;
export type MaterialsInput = z.input<typeof materialsSchema>;
