import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { documentJobs, materials, photoJobs } from "@/lib/site/content/materials";
import { announcement } from "@/lib/site/content/sales";
import { SAMPLE_NOTICE, type EncodedPicture, type ServedDocument } from "./manifest";

export { pdfSize } from "./manifest";

// The selected complex's photos and documents as the build encoded them (public/media/manifest.json,
// written by scripts/encode-materials.ts). A page asks for a slot: it gets the encoded picture when
// the content gives a photo there, or undefined, and shows its drawing. The words (alt text,
// caption, title) come from the content itself; the manifest gives the files and their sizes.

const variant = z.object({
  width: z.number().int().positive(),
  src: z.string().regex(/^\/media\/[a-z0-9-]+\.(avif|webp)$/),
  bytes: z.number().int().positive(),
});
const encoded = z.object({
  id: z.string(),
  file: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/)
    .nullable(),
  avif: z.array(variant).min(1),
  webp: z.array(variant).min(1),
});
const manifestSchema = z.object({
  version: z.literal(1),
  pictures: z.record(z.string(), encoded),
  drawings: z.record(z.string(), encoded).default({}),
  documents: z.record(
    z.string(),
    z.object({
      id: z.string(),
      file: z.string(),
      href: z.string().regex(/^\/(media|docs)\/[a-z0-9._-]+\.pdf$/),
      bytes: z.number().int().positive(),
    }),
  ),
});
type Manifest = z.infer<typeof manifestSchema>;

let cached: Manifest | undefined;
function manifest(): Manifest {
  if (!cached) {
    try {
      cached = manifestSchema.parse(
        JSON.parse(readFileSync(path.join(process.cwd(), "public/media/manifest.json"), "utf8")),
      );
    } catch (error) {
      // Before the first build there is none: a complex without materials needs none.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      cached = { version: 1, pictures: {}, drawings: {}, documents: {} };
    }
  }
  return cached;
}

const photos = new Map(photoJobs(materials).map((j) => [j.id, j]));
const docs = new Map(documentJobs(materials).map((j) => [j.id, j]));

const stale = (what: string, file: string) =>
  new Error(
    `public/media/manifest.json has no current file for materials.ts ${what} ('${file}'): run \`npx tsx --conditions=react-server scripts/encode-materials.ts\` (npm run build and npm run dev do)`,
  );

/** The encoded picture of one slot ("hero.desktop", "premiumCards.PREMIUM 01", "interiors.74A[0]"), or undefined when the content gives none. */
export function picture(id: string): EncodedPicture | undefined {
  const job = photos.get(id);
  if (!job) return undefined;
  const encoded = manifest().pictures[id];
  if (!encoded || encoded.file !== job.photo.file) throw stale(id, job.photo.file);
  return { ...encoded, alt: job.photo.alt, ...(job.photo.caption ? { caption: job.photo.caption } : {}) };
}

/**
 * One of our raster drawings by the address content names it by (`/art/home-rail.webp`), encoded by
 * the build like any picture; `alt` as the page says it (a backdrop's is empty), else the drawing's own.
 */
export function drawing(src: string, alt?: string): EncodedPicture {
  const encoded = manifest().drawings[src];
  if (!encoded) {
    throw new Error(
      `public/media/manifest.json has no drawing ${src}: run \`npx tsx scripts/render-art.ts\` and \`npx tsx --conditions=react-server scripts/encode-materials.ts\` (npm run build and npm run dev do)`,
    );
  }
  return alt === undefined ? encoded : { ...encoded, alt };
}

/** Every picture of a listed slot ("floorPlans.74A", "interiors.74A"), in the content's order; empty when it gives none. */
export function pictureList(slot: string): EncodedPicture[] {
  const out: EncodedPicture[] = [];
  for (let i = 0; photos.has(`${slot}[${i}]`); i++) out.push(picture(`${slot}[${i}]`)!);
  return out;
}

/** A document the content gives ("notice", "documents[0]"), served as given, or undefined. */
export function servedDocument(id: string): ServedDocument | undefined {
  const job = docs.get(id);
  if (!job) return undefined;
  const served = manifest().documents[id];
  if (!served || served.file !== job.document.file) throw stale(id, job.document.file);
  return { ...served, title: job.document.title, ...(job.document.note ? { note: job.document.note } : {}) };
}

/**
 * The recruitment notice a visitor opens: the complex's own, else the samples' generated sample
 * (with its size once the build has made it).
 */
export function noticeDocument(): { href: string; bytes?: number; sample: boolean } {
  const own = servedDocument("notice");
  if (own) return { href: own.href, bytes: own.bytes, sample: false };
  const sample = manifest().documents[SAMPLE_NOTICE];
  return {
    href: announcement.pdf,
    ...(sample?.href === announcement.pdf ? { bytes: sample.bytes } : {}),
    sample: true,
  };
}

/** The contract documents the content gives, in its order. */
export function contractDocuments(): ServedDocument[] {
  return materials.documents.map((_, i) => servedDocument(`documents[${i}]`)!);
}
