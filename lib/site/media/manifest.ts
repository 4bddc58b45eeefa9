// What the build's pipeline (lib/site/media/pipeline.ts) writes into public/media/manifest.json and the
// pages read (lib/site/media/pictures.ts): kept apart from the pipeline, which loads the encoder.

export type EncodedVariant = { width: number; src: string; bytes: number };
export type EncodedPicture = {
  id: string;
  file: string;
  alt: string;
  caption?: string;
  /** The encoded picture's own size (after its orientation and crop): the <img>'s width and height. */
  width: number;
  height: number;
  /** Its dominant colour, painted while it loads; null for a picture with transparency. */
  color: string | null;
  avif: EncodedVariant[];
  webp: EncodedVariant[];
};
export type ServedDocument = { id: string; file: string; title: string; note?: string; href: string; bytes: number };
/** `pictures`: the complex's own photos by slot; `drawings`: our drawings by the address content names them by. */
export type MediaManifest = {
  version: 1;
  pictures: Record<string, EncodedPicture>;
  drawings: Record<string, EncodedPicture>;
  documents: Record<string, ServedDocument>;
};

/** The manifest's key of the samples' generated notice (public/docs/), listed when a complex gives no notice of its own. */
export const SAMPLE_NOTICE = "sample-notice";

/** A list of encodings as a srcset ("/media/a-640.avif 640w, …"). */
export const srcSetOf = (variants: EncodedVariant[]) => variants.map((v) => `${v.src} ${v.width}w`).join(", ");

/** What a browser that reads no srcset gets: the second width (a phone's 2x), as WebP. */
export const fallbackOf = (p: EncodedPicture) => (p.webp[1] ?? p.webp[0]!).src;

/** A file's size as a visitor reads it on a button: "PDF 12.4MB", "PDF 850KB". */
export function pdfSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `PDF ${(bytes / 1024 / 1024).toFixed(1)}MB`
    : `PDF ${Math.max(1, Math.round(bytes / 1024))}KB`;
}
