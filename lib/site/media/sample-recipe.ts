import { z } from "zod";

// How a sample complex's "builder's materials" are made (lib/site/content/complexes/<slug>/sample-materials.ts):
// we copy nobody's pictures, so scripts/make-sample-materials.ts makes each file from our own
// drawings, with the properties real files arrive with: 4,000 to 6,000 px JPEGs with a camera's
// grain, a phone's portrait photo stored sideways with EXIF orientation 6 and GPS tags, a CMYK print
// rendering, a large PNG scan, and a multi-page notice PDF over 10 MB. A real complex has no recipe:
// its materials/ folder holds the builder's files.

const file = z.string().regex(/^[a-z0-9][a-z0-9._/-]*$/);
const size = z.number().int().min(200).max(8000);
/** A drawn scene: one of the home page's (lib/site/art/home-scenes.ts) or the rooms' (lib/site/art/scenes.ts). */
const scene = z.union([
  z.strictObject({ home: z.enum(["hero", "heroPortrait", "rail", "park", "towers", "future", "living"]) }),
  z.strictObject({ room: z.enum(["community", "living", "kitchen", "bedroom", "lake"]) }),
]);
/** One of the complex's drawings, scanned: the site plan, the location map, or a unit type's floor plan (optionally its 확장형). */
const drawing = z.union([
  z.enum(["sitePlan", "locationMap", "unitLayout"]),
  z.strictObject({ floorPlan: z.string().min(1), extended: z.boolean().default(false) }),
]);

export const sampleMaterialSchema = z.discriminatedUnion("kind", [
  /** A photograph: a scene with a camera's grain. `phone`: stored sideways with orientation 6 and GPS, as a phone saves a portrait. `cmyk`: a print house's CMYK JPEG. */
  z.strictObject({
    kind: z.literal("photo"),
    file,
    scene,
    width: size,
    height: size,
    phone: z.boolean().default(false),
    cmyk: z.boolean().default(false),
  }),
  /** A drawing as the architect's office exports it: a large PNG or a JPEG, `width` px wide. */
  z.strictObject({ kind: z.literal("scan"), file, drawing, width: size, format: z.enum(["png", "jpeg"]) }),
  /** The recruitment notice: `pages` scanned A4 pages at 300 dpi (about 1.3 MB each). */
  z.strictObject({ kind: z.literal("notice"), file, pages: z.number().int().min(1).max(40) }),
  /** A short contract document with its title on every page. */
  z.strictObject({
    kind: z.literal("document"),
    file,
    title: z.string().min(2),
    pages: z.number().int().min(1).max(10),
  }),
  /** The notice's cover page as a picture (A4 portrait). */
  z.strictObject({ kind: z.literal("cover"), file, width: size }),
]);
export type SampleMaterial = z.infer<typeof sampleMaterialSchema>;
export const sampleMaterialsSchema = z.array(sampleMaterialSchema).min(1);
