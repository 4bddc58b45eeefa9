import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, link, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import type { DocumentJob, PhotoJob } from "@/lib/site/content/materials";
import type { EncodedPicture, MediaManifest, ServedDocument } from "./manifest";
import { encodedWidths, SLOT_KINDS, type SlotKind } from "./slots";
import { EXTENSIONS, IMAGE_TYPES, sniff, TYPE_NAMES, unsafeSvg, type SniffedType } from "./sniff";

// The one image pipeline: a complex's own photos and documents (its materials/ folder), checked and
// encoded once at build time, never at request time. Each photo becomes AVIF and WebP at the widths
// of its slot (lib/site/media/slots.ts), turned upright by its EXIF orientation, in 8-bit sRGB with its
// transparency, and with no metadata at all (no GPS, camera or comments). Documents are served byte
// for byte. An original that has not changed is not encoded again (the cache). Nothing is written
// into public/ unless every file passed: public/media/ is replaced in one rename.
// scripts/encode-materials.ts runs it for the selected complex; its unit test runs it on files it makes.

/** Bump to encode every picture again (a change of encoder settings). */
export const PIPELINE_VERSION = 1;

export const LIMITS = {
  /** A print rendering arrives as a 40 MB PNG; past this a file is a mistake (a TIFF layer stack, a raw export). */
  imageBytes: 80 * 1024 * 1024,
  /** Official notices run 5 to 30 MB. */
  documentBytes: 60 * 1024 * 1024,
  /** 24,000 x 11,000: sharp's own default ceiling, said here so the message can name it. */
  pixels: 268_402_689,
} as const;

/** A problem with one file of the materials, named by the content's field and the file. */
export class MaterialError extends Error {
  constructor(
    readonly field: string,
    readonly file: string,
    readonly problem: string,
  ) {
    super(`materials.ts: ${field}.file: '${file}' ${problem}`);
    this.name = "MaterialError";
  }
}

/** Every problem the materials have, all at once, so the operator fixes them in one round. */
export class MaterialsError extends Error {
  constructor(readonly problems: MaterialError[]) {
    super(
      `The complex's materials have ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  ${p.message}`).join("\n")}`,
    );
    this.name = "MaterialsError";
  }
}

export type CheckedPhoto = {
  type: SniffedType;
  /** Upright size of the whole original. */
  width: number;
  height: number;
  /** The part of the upright original the slot shows. */
  region: { left: number; top: number; width: number; height: number };
  /** An SVG's rendering density (72 = its own size) that draws it at `width`. */
  density?: number;
  hasAlpha: boolean;
  color: string | null;
  warnings: string[];
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The part of a `width` x `height` picture that a slot with `crop` (width / height) keeps, centred on `focus`. */
export function cropRegion(
  width: number,
  height: number,
  crop: number | undefined,
  focus: readonly [number, number] = [0.5, 0.5],
) {
  if (!crop) return { left: 0, top: 0, width, height };
  const [w, h] = width / height > crop ? [Math.round(height * crop), height] : [width, Math.round(width / crop)];
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));
  return {
    left: clamp(focus[0] * width - w / 2, width - w),
    top: clamp(focus[1] * height - h / 2, height - h),
    width: w,
    height: h,
  };
}

const hex = (v: number) => Math.round(v).toString(16).padStart(2, "0");

/**
 * Checks one photo against its slot: a picture the pipeline can read (not a renamed HEIC or Word
 * file), whole (not truncated), still, under the size limit, an SVG without scripts or outside
 * references, and large enough for the slot once upright and cropped. Throws a MaterialError.
 */
export async function checkPhoto(
  bytes: Buffer,
  job: Pick<PhotoJob, "field" | "kind" | "photo">,
): Promise<CheckedPhoto> {
  const { field, kind, photo } = job;
  const fail = (problem: string) => new MaterialError(field, photo.file, problem);
  if (bytes.length === 0) throw fail("is empty (0 bytes)");
  if (bytes.length > LIMITS.imageBytes)
    throw fail(
      `is ${mb(bytes.length)}, over the ${mb(LIMITS.imageBytes)} limit for a picture: export it smaller (6,000 px is plenty)`,
    );
  const type = sniff(bytes);
  if (!IMAGE_TYPES.has(type)) throw fail(`is not a picture the site can show: it is ${TYPE_NAMES[type]}`);
  const warnings: string[] = [];
  const extension = path.extname(photo.file).slice(1).toLowerCase();
  if (!EXTENSIONS[type]?.includes(extension))
    warnings.push(`materials.ts: ${field}.file: '${photo.file}' is ${TYPE_NAMES[type]}, named .${extension}`);
  if (type === "svg") {
    const unsafe = unsafeSvg(bytes.toString("utf8"));
    if (unsafe)
      throw fail(`is an SVG that carries ${unsafe}: the site shows no drawing that can run code or fetch anything`);
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { animated: true, limitInputPixels: LIMITS.pixels }).metadata();
  } catch (error) {
    throw fail(`cannot be read as ${TYPE_NAMES[type]} (${reason(error)})`);
  }
  if ((meta.pages ?? 1) > 1 && type !== "tiff")
    throw fail(`is animated (${meta.pages} frames): this slot needs a still picture`);
  const upright = (meta.orientation ?? 1) >= 5;
  let width = (upright ? meta.height : meta.width) ?? 0;
  let height = (upright ? meta.width : meta.height) ?? 0;
  // A drawing has no pixels of its own: it is drawn at the width of the slot's largest picture.
  let density: number | undefined;
  if (type === "svg" && width > 0) {
    const largest = SLOT_KINDS[kind].widths.at(-1)!;
    density = (72 * largest) / width;
    height = Math.round((height * largest) / width);
    width = largest;
  }
  if (width * height > LIMITS.pixels)
    throw fail(`is ${width} x ${height} px, over the ${LIMITS.pixels.toLocaleString("en")}-pixel limit`);
  // Decoding the whole file (at a small size) finds a truncated or corrupt one before any encoding.
  let small: { data: Buffer; info: OutputInfo };
  try {
    small = await sharp(bytes, {
      failOn: "truncated",
      limitInputPixels: LIMITS.pixels,
      ...(type === "svg" ? { density: 72 } : {}),
    })
      .rotate()
      .resize(24, 24, { fit: "inside" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw fail(`is truncated or corrupt: ${reason(error)}`);
  }
  const spec = SLOT_KINDS[kind];
  const region = cropRegion(width, height, spec.crop, photo.focus);
  if (region.width < spec.minWidth) {
    const cut = spec.crop ? ` (its ${region.width} x ${region.height} portrait crop)` : "";
    throw fail(`is ${width} x ${height} px${cut}: ${spec.what} needs at least ${spec.minWidth} px of width`);
  }
  const hasAlpha = meta.hasAlpha === true && (await hasTransparency(bytes));
  return {
    type,
    width,
    height,
    region,
    ...(density ? { density } : {}),
    hasAlpha,
    color: hasAlpha ? null : averageColour(small.data, small.info.channels),
    warnings,
  };
}

/** Whether any pixel is less than opaque (a PNG saved with an alpha channel it does not use counts as opaque). */
async function hasTransparency(bytes: Buffer): Promise<boolean> {
  const { channels } = await sharp(bytes, { limitInputPixels: LIMITS.pixels }).extractChannel("alpha").stats();
  return (channels[0]?.min ?? 255) < 255;
}

function averageColour(data: Buffer, channels: number): string {
  const sum = [0, 0, 0];
  const count = data.length / channels;
  for (let i = 0; i < data.length; i += channels) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
  return `#${sum.map((s) => hex(s / count)).join("")}`;
}

function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .split("\n")[0]!
    .replace(/^Input (buffer|file) /, "")
    .trim();
}

/** The name stem of a slot's files: "interiors.74A[2]" -> "interiors-74a-2". */
export function fileStem(id: string): string {
  return id
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export type EncodeOptions = { cacheDir: string; urlPrefix?: string; inflight?: Map<string, Promise<void>> };
export type EncodedFiles = {
  picture: EncodedPicture;
  files: { name: string; path: string }[];
  cached: boolean;
  ms: number;
};

/** The cache key of a photo in a slot: its bytes, the slot's settings, its focus, the pipeline and the encoder. */
export function cacheKey(bytes: Buffer, kind: SlotKind, focus: readonly [number, number] | undefined): string {
  const settings = JSON.stringify({
    v: PIPELINE_VERSION,
    sharp: sharp.versions.sharp,
    kind,
    spec: SLOT_KINDS[kind],
    focus: focus ?? null,
  });
  return createHash("sha256").update(settings).update("\0").update(bytes).digest("hex");
}

/** Encodes one checked photo at every width of its slot, or takes its files from the cache. */
export async function encodePhoto(
  bytes: Buffer,
  job: PhotoJob,
  checked: CheckedPhoto,
  options: EncodeOptions,
): Promise<EncodedFiles> {
  const started = Date.now();
  const key = cacheKey(bytes, job.kind, job.photo.focus);
  const widths = encodedWidths(job.kind, checked.region.width);
  const dir = path.join(options.cacheDir, key);
  const cached = existsSync(path.join(dir, "done"));
  if (!cached) {
    // Two slots may show one file the same way (a card and a slide): the first encodes, the other waits for it.
    const pending = options.inflight?.get(key) ?? encodeInto(dir, bytes, job.kind, checked, widths);
    options.inflight?.set(key, pending);
    await pending;
  }
  // Named by the original's name and the cache key: one file shown the same way in two slots is one URL.
  const stem = `${fileStem(path.basename(job.photo.file, path.extname(job.photo.file)))}-${key.slice(0, 10)}`;
  const prefix = options.urlPrefix ?? "/media";
  const height = Math.round((checked.region.height / checked.region.width) * widths.at(-1)!);
  const files = widths.flatMap((w) =>
    (["avif", "webp"] as const).map((ext) => ({
      name: `${stem}-${w}.${ext}`,
      path: path.join(dir, `${w}.${ext}`),
      width: w,
      ext,
    })),
  );
  const variants = async (ext: "avif" | "webp") =>
    Promise.all(
      files
        .filter((f) => f.ext === ext)
        .map(async (f) => ({ width: f.width, src: `${prefix}/${f.name}`, bytes: (await stat(f.path)).size })),
    );
  const picture: EncodedPicture = {
    id: job.id,
    file: job.photo.file,
    alt: job.photo.alt,
    ...(job.photo.caption ? { caption: job.photo.caption } : {}),
    width: widths.at(-1)!,
    height,
    color: checked.color,
    avif: await variants("avif"),
    webp: await variants("webp"),
  };
  return { picture, files: files.map(({ name, path: p }) => ({ name, path: p })), cached, ms: Date.now() - started };
}

/** Encodes a photo at every width into the cache folder `dir`, written whole or not at all. */
async function encodeInto(
  dir: string,
  bytes: Buffer,
  kind: SlotKind,
  checked: CheckedPhoto,
  widths: number[],
): Promise<void> {
  const spec = SLOT_KINDS[kind];
  const tmp = `${dir}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`;
  await mkdir(tmp, { recursive: true });
  const { region, density } = checked;
  const whole = region.width === checked.width && region.height === checked.height;
  for (const width of widths) {
    // Upright first, then the slot's part, then the width (sharp applies them in the order called).
    const base = sharp(bytes, {
      failOn: "truncated",
      limitInputPixels: LIMITS.pixels,
      ...(density ? { density } : {}),
    }).rotate();
    const cut = whole ? base : base.extract(region);
    // An alpha channel with nothing transparent in it is dropped: a quarter of the bytes for nothing.
    const sized = cut.resize({ width, withoutEnlargement: true }).toColourspace("srgb");
    const pipeline = checked.hasAlpha ? sized : sized.removeAlpha();
    await pipeline
      .clone()
      .avif({ quality: spec.quality.avif, effort: spec.quality.avifEffort ?? 2 })
      .toFile(path.join(tmp, `${width}.avif`));
    await pipeline
      .clone()
      .webp({ quality: spec.quality.webp, effort: 4, alphaQuality: 90 })
      .toFile(path.join(tmp, `${width}.webp`));
  }
  await writeFile(path.join(tmp, "done"), "");
  await rm(dir, { recursive: true, force: true });
  await rename(tmp, dir);
}

/** Checks a document: a PDF, whole (its end-of-file mark is there), under the size limit. */
export function checkDocument(bytes: Buffer, job: Pick<DocumentJob, "field" | "document">): void {
  const fail = (problem: string) => new MaterialError(job.field, job.document.file, problem);
  if (bytes.length === 0) throw fail("is empty (0 bytes)");
  if (bytes.length > LIMITS.documentBytes)
    throw fail(`is ${mb(bytes.length)}, over the ${mb(LIMITS.documentBytes)} limit for a document`);
  const type = sniff(bytes);
  if (type !== "pdf") throw fail(`is not a PDF: it is ${TYPE_NAMES[type]}`);
  if (
    !bytes
      .subarray(Math.max(0, bytes.length - 2048))
      .toString("latin1")
      .includes("%%EOF")
  )
    throw fail("is truncated: a PDF ends with %%EOF, and this one does not");
}

export type BuildOptions = {
  /** The complex's materials/ folder. */
  materialsDir: string;
  photos: PhotoJob[];
  documents: DocumentJob[];
  /** Where encoded pictures are kept between builds. */
  cacheDir: string;
  /** public/: its media/ folder is replaced with this run's files. */
  publicDir: string;
  /** Documents already in public/ (the samples' generated notice), listed in the manifest as they are. */
  placed?: Record<string, ServedDocument>;
  /** How many photos are encoded at once (the encoder's own threads use every core too). */
  parallel?: number;
  log?: (line: string) => void;
};

export type BuildResult = {
  manifest: MediaManifest;
  encoded: number;
  cached: number;
  warnings: string[];
  ms: number;
  bytes: { originals: number; served: number };
};

/**
 * Checks every file of the materials, then encodes the photos and places the documents, then replaces
 * public/media/ with exactly this complex's files and their manifest (public/media/manifest.json, read by
 * lib/site/media/pictures.ts). A single bad file stops it before anything is written into public/.
 */
export async function buildMedia(options: BuildOptions): Promise<BuildResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  sharp.concurrency(availableParallelism());
  const problems: MaterialError[] = [];
  const warnings: string[] = [];
  const read = async (field: string, file: string, dir = options.materialsDir): Promise<Buffer | undefined> => {
    try {
      return await readFile(path.join(dir, file));
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
      const where =
        dir === options.materialsDir
          ? `${path.basename(dir)}/ (the complex's materials folder)`
          : `${path.basename(dir)}/`;
      problems.push(
        new MaterialError(field, file, missing ? `is not in ${where}` : `cannot be read: ${reason(error)}`),
      );
      return undefined;
    }
  };
  const photos: { job: PhotoJob; bytes: Buffer; checked: CheckedPhoto }[] = [];
  for (const job of options.photos) {
    const bytes = await read(job.field, job.photo.file, job.dir);
    if (!bytes) continue;
    try {
      const checked = await checkPhoto(bytes, job);
      warnings.push(...checked.warnings);
      photos.push({ job, bytes, checked });
    } catch (error) {
      if (error instanceof MaterialError) problems.push(error);
      else throw error;
    }
  }
  const documents: { job: DocumentJob; bytes: Buffer }[] = [];
  for (const job of options.documents) {
    const bytes = await read(job.field, job.document.file);
    if (!bytes) continue;
    try {
      checkDocument(bytes, job);
      documents.push({ job, bytes });
    } catch (error) {
      if (error instanceof MaterialError) problems.push(error);
      else throw error;
    }
  }
  if (problems.length) throw new MaterialsError(problems);

  const manifest: MediaManifest = { version: 1, pictures: {}, drawings: {}, documents: { ...options.placed } };
  const files = new Map<string, string>();
  let encoded = 0;
  let cached = 0;
  const queue = [...photos];
  const inflight = new Map<string, Promise<void>>();
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const result = await encodePhoto(next.bytes, next.job, next.checked, { cacheDir: options.cacheDir, inflight });
      if (next.job.drawing) manifest.drawings[next.job.drawing] = result.picture;
      else manifest.pictures[next.job.id] = result.picture;
      for (const f of result.files) files.set(f.name, f.path);
      if (result.cached) cached++;
      else encoded++;
      const largest = result.picture.avif.at(-1)!;
      log(
        `${result.cached ? "cached " : "encoded"} ${next.job.id.padEnd(26)} ${next.checked.width} x ${next.checked.height} -> ${result.picture.avif.map((v) => v.width).join("/")} px, AVIF ${kb(largest.bytes)} at ${largest.width}  ${(result.ms / 1000).toFixed(1)} s`,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 2) }, worker));
  for (const { job, bytes } of documents) {
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 10);
    const name = `${path.basename(job.document.file, ".pdf")}-${hash}.pdf`;
    const source = path.join(options.materialsDir, job.document.file);
    files.set(name, source);
    manifest.documents[job.id] = {
      id: job.id,
      file: job.document.file,
      title: job.document.title,
      ...(job.document.note ? { note: job.document.note } : {}),
      href: `/media/${name}`,
      bytes: bytes.length,
    };
    log(`placed  ${job.id.padEnd(26)} ${mb(bytes.length)} as given`);
  }
  // Stage every file beside public/media/, then swap the folders: a reader sees the old set or the new one.
  const target = path.join(options.publicDir, "media");
  const staging = path.join(options.publicDir, `.media-staging-${process.pid}`);
  const old = path.join(options.publicDir, `.media-old-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  for (const [name, from] of files) await placeFile(from, path.join(staging, name));
  await writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 1)}\n`);
  if (existsSync(target)) await rename(target, old);
  await rename(staging, target);
  await rm(old, { recursive: true, force: true });
  const originals = [...photos.map((p) => p.bytes.length), ...documents.map((d) => d.bytes.length)].reduce(
    (a, b) => a + b,
    0,
  );
  const served = [...Object.values(manifest.pictures), ...Object.values(manifest.drawings)]
    .flatMap((p) => [...p.avif, ...p.webp])
    .reduce((a, v) => a + v.bytes, 0);
  return { manifest, encoded, cached, warnings, ms: Date.now() - started, bytes: { originals, served } };
}

/** A hard link where the file system allows one (the cache and public/ on one disk), else a copy. */
async function placeFile(from: string, to: string) {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
