// What a file really is, from its first bytes, whatever its name says: a builder's package holds HEIC
// photos and Word files renamed to .jpg, and the pipeline must say so rather than fail somewhere
// inside the decoder. No I/O.

export type SniffedType =
  "jpeg" | "png" | "webp" | "avif" | "gif" | "tiff" | "svg" | "heic" | "pdf" | "office" | "zip" | "psd" | "unknown";

/** Types the pipeline can turn into pictures. */
export const IMAGE_TYPES = new Set<SniffedType>(["jpeg", "png", "webp", "avif", "gif", "tiff", "svg"]);

/** A file type in the words an operator knows it by. */
export const TYPE_NAMES: Record<SniffedType, string> = {
  jpeg: "a JPEG image",
  png: "a PNG image",
  webp: "a WebP image",
  avif: "an AVIF image",
  gif: "a GIF image",
  tiff: "a TIFF image",
  svg: "an SVG drawing",
  heic: "a HEIC photo (an iPhone's format; export it as JPEG)",
  pdf: "a PDF document",
  office: "a Microsoft Office document (Word, Excel or PowerPoint)",
  zip: "a ZIP archive (or an Office document)",
  psd: "a Photoshop file (export it as JPEG or PNG)",
  unknown: "not a file type the site knows",
};

/** The extensions each type is expected to carry. */
export const EXTENSIONS: Partial<Record<SniffedType, readonly string[]>> = {
  jpeg: ["jpg", "jpeg"],
  png: ["png"],
  webp: ["webp"],
  avif: ["avif"],
  gif: ["gif"],
  tiff: ["tif", "tiff"],
  svg: ["svg"],
  pdf: ["pdf"],
};

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function sniff(bytes: Uint8Array): SniffedType {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "gif";
  if (bytes.length >= 4 && (ascii(bytes, 0, 4) === "II*\0" || ascii(bytes, 0, 4) === "MM\0*")) return "tiff";
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  if (bytes.length >= 4 && ascii(bytes, 0, 4) === "8BPS") return "psd";
  if (bytes.length >= 8 && bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0)
    return "office";
  if (bytes.length >= 4 && ascii(bytes, 0, 4) === "PK\x03\x04") {
    // Word, Excel and PowerPoint files are ZIP archives whose first entry is [Content_Types].xml or a folder of theirs.
    const head = ascii(bytes, 30, Math.min(bytes.length, 80));
    return /^(\[Content_Types\]\.xml|word\/|xl\/|ppt\/|docProps\/)/.test(head) ? "office" : "zip";
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    // ISO media: the major brand, then the compatible brands, say AVIF or HEIC.
    const size = Math.min(
      bytes.length,
      Math.max(16, (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!),
    );
    const brands = [
      ascii(bytes, 8, 12),
      ...Array.from({ length: Math.max(0, (size - 16) / 4) }, (_, i) => ascii(bytes, 16 + i * 4, 20 + i * 4)),
    ];
    if (brands.some((b) => b === "avif" || b === "avis")) return "avif";
    if (brands.some((b) => ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(b))) return "heic";
    return "unknown";
  }
  // SVG is text: skip a byte-order mark, white space, an XML declaration, comments and a doctype.
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, Math.min(bytes.length, 4096)));
  if (
    /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)
  )
    return "svg";
  return "unknown";
}

/**
 * Why an SVG may not be shown, or undefined: scripts, event handlers, `javascript:` links, embedded
 * HTML, entities (which can read files) and references outside the drawing itself. The pipeline
 * turns an accepted SVG into pictures; it is never served as markup.
 */
export function unsafeSvg(text: string): string | undefined {
  const checks: [RegExp, string][] = [
    [/<script[\s>/]/i, "a <script> element"],
    [/\son[a-z]+\s*=/i, "an event handler attribute (on…=)"],
    [/javascript:/i, "a javascript: link"],
    [/<foreignObject[\s>/]/i, "embedded HTML (<foreignObject>)"],
    [/<(iframe|embed|object|audio|video)[\s>/]/i, "an embedded document or player"],
    [/<!ENTITY/i, "an XML entity declaration"],
    [/(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/)[^"']/i, "a link to a file or address outside the drawing"],
    [/url\(\s*["']?\s*(?!#|data:image\/)[^)"'\s]/i, "a style reference to a file or address outside the drawing"],
    [/@import/i, "a style sheet import"],
  ];
  for (const [re, what] of checks) if (re.test(text)) return what;
  return undefined;
}
