// What each picture slot of the site needs from a builder's photo: the smallest original that stays
// sharp there, the widths it is encoded at (a phone of 360 to 430 px at 2x and 3x, a desktop at 1x and
// 2x), its crop and its quality. Read by the build's pipeline (scripts/encode-materials.ts), the
// content check and the pages (the `sizes` each one gives the browser). No I/O.

export type SlotKind = "heroDesktop" | "heroPhone" | "cover" | "banner" | "plan" | "floorPlan" | "interior" | "panel";

export type SlotSpec = {
  /** What the slot is, for a message to the operator. */
  what: string;
  /** The narrowest original (after its orientation and crop) that stays sharp at the slot's size. */
  minWidth: number;
  /** Encoded widths (a width over the original's is left out; the original's own width is added then). */
  widths: readonly number[];
  /** Portrait crop, width / height, around the photo's focus point; omitted: the whole picture. */
  crop?: number;
  /** Encoder quality: AVIF and WebP. Plans and drawings keep thin lines and small text, so higher. */
  quality: { avif: number; webp: number; avifEffort?: number };
};

// 640 and 828: a phone at 2x; 1290: 430 px at 3x; 1920 and 2560: a desktop's column or screen at 1x to 2x.
const PHONE_AND_DESKTOP = [640, 828, 1290, 1920, 2560] as const;
const PHOTO = { avif: 50, webp: 74 };
// The page's largest paint, under a dark scrim: AVIF's slower effort makes it a third smaller (the
// 828 px portrait 20 KB, as the drawn hero is, against 31 at effort 2) for 3 s of a build.
const HERO = { avif: 44, webp: 70, avifEffort: 4 };
const LINES = { avif: 64, webp: 82 };

export const SLOT_KINDS: Record<SlotKind, SlotSpec> = {
  heroDesktop: {
    what: "the home page's first screen on a desktop",
    minWidth: 1920,
    widths: [1280, 1920, 2560],
    quality: HERO,
  },
  heroPhone: {
    what: "the home page's first screen on a phone (portrait)",
    minWidth: 1080,
    widths: [640, 828, 1080, 1290],
    crop: 9 / 16,
    quality: HERO,
  },
  cover: {
    what: "a picture filling a card or a section",
    minWidth: 1200,
    widths: [640, 828, 1290, 1920],
    quality: PHOTO,
  },
  banner: { what: "a page-wide picture", minWidth: 1600, widths: PHONE_AND_DESKTOP, quality: PHOTO },
  plan: { what: "a plan or map shown whole", minWidth: 1600, widths: PHONE_AND_DESKTOP, quality: LINES },
  floorPlan: { what: "a floor plan shown whole", minWidth: 1200, widths: [640, 828, 1290, 1920], quality: LINES },
  interior: { what: "a model-house photo shown whole", minWidth: 1600, widths: PHONE_AND_DESKTOP, quality: PHOTO },
  panel: { what: "a picture beside a page's text", minWidth: 880, widths: [480, 828, 1080, 1320], quality: LINES },
};

/** The widths a picture of `width` px is encoded at for `kind`: the slot's, none wider than the picture. */
export function encodedWidths(kind: SlotKind, width: number): number[] {
  const fitting = SLOT_KINDS[kind].widths.filter((w) => w <= width);
  const largest = SLOT_KINDS[kind].widths.at(-1) ?? width;
  // An original between two steps is also given at its own width, so a large screen gets all of it.
  if (width < largest && !fitting.includes(width)) fitting.push(width);
  return fitting;
}

/**
 * The `sizes` of each kind where the page shows it: how wide the picture is drawn at each viewport
 * (the site's frame is 1280 px at most, with 20 px margins on a phone and 32 on a desktop).
 */
export const SLOT_SIZES = {
  fullBleed: "100vw",
  frame: "(max-width: 1344px) 100vw, 1280px",
  /** The floor plan's figure: the page's frame on a phone, 8 of 12 columns on a desktop. */
  floorPlan: "(max-width: 900px) calc(100vw - 40px), (max-width: 1344px) 62vw, 830px",
  /** A picture beside text: the frame on a phone, 5 of 12 columns on a desktop. */
  panel: "(max-width: 900px) calc(100vw - 40px), (max-width: 1344px) 38vw, 500px",
  /** Half of the frame on a desktop (6 of 12 columns), the frame on a phone. */
  half: "(max-width: 900px) calc(100vw - 40px), (max-width: 1344px) 48vw, 620px",
  /** A home section picture shown on phones only. */
  phoneOnly: "(max-width: 900px) 100vw, 1px",
  /** A desktop card: a quarter of the screen. */
  quarter: "(max-width: 900px) 100vw, 25vw",
} as const;

/**
 * The `sizes` of a picture contained whole in a frame of another shape: a portrait photo in a
 * landscape frame is drawn narrower than the frame, and a phone need not fetch the frame's width of it.
 * Each length of `sizes` is scaled by how much of the frame's width the picture takes.
 */
export function containedSizes(sizes: string, frameAspect: number, pictureAspect: number): string {
  const share = Math.min(1, pictureAspect / frameAspect);
  if (share >= 0.999) return sizes;
  const f = Math.round(share * 1000) / 1000;
  return topLevel(sizes, ",")
    .map((entry) => {
      const { condition, length } = splitSizesEntry(entry.trim());
      const scaled = /^\d+(\.\d+)?px$/.test(length)
        ? `${Math.round(parseFloat(length) * f)}px`
        : `calc(${length} * ${f})`;
      return condition ? `${condition} ${scaled}` : scaled;
    })
    .join(", ");
}

/** A `sizes` entry's media condition and its length (the last top-level token: "100vw", "calc(100vw - 40px)"). */
function splitSizesEntry(entry: string): { condition: string; length: string } {
  const tokens = topLevel(entry, " ").filter(Boolean);
  const length = tokens.pop() ?? entry;
  return { condition: tokens.join(" "), length };
}

/** Splits at `separator` outside parentheses. */
function topLevel(text: string, separator: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === separator && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}
