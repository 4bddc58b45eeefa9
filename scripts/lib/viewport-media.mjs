// What a phone of MOBILE_VIEWPORT's size makes of responsive markup: media queries, CSS lengths,
// `sizes` and `srcset` (helpers of scripts/lib/page-weight.mjs, re-exported there). No I/O.

/** Lighthouse's default mobile emulation (Moto G Power): the viewport the LCP image is picked for. */
export const MOBILE_VIEWPORT = Object.freeze({ width: 412, height: 823, dpr: 1.75 });

/**
 * Whether a media query list matches the viewport. Understands `all`/`screen`, `print`, `not`,
 * `and`, comma lists, and the features min/max-width, min/max-height (px, em), min/max-aspect-ratio
 * and orientation; an empty list matches, anything else does not.
 */
export function mediaMatches(media, viewport = MOBILE_VIEWPORT) {
  if (!media || !media.trim()) return true;
  return splitTopLevel(media).some((query) => {
    let q = query.trim().toLowerCase();
    let negate = false;
    if (q.startsWith("not ")) {
      negate = true;
      q = q.slice(4);
    }
    q = q.replace(/^only\s+/, "");
    const parts = q.split(/\s+and\s+/).map((s) => s.trim());
    const ok = parts.every((part) => featureMatches(part, viewport));
    return negate ? !ok : ok;
  });
}

function featureMatches(part, viewport) {
  if (part === "all" || part === "screen") return true;
  if (part === "print" || part === "") return false;
  const m = /^\(\s*([a-z-]+)\s*(?::\s*([^)]*?))?\s*\)$/.exec(part);
  if (!m) return false;
  const [, feature, raw = ""] = m;
  const ratio = () => {
    const r = /^(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)$/.exec(raw);
    return r ? Number(r[1]) / Number(r[2]) : Number(raw);
  };
  const px = () => lengthPx(raw, viewport);
  const aspect = viewport.width / viewport.height;
  switch (feature) {
    case "min-width":
      return viewport.width >= px();
    case "max-width":
      return viewport.width <= px();
    case "min-height":
      return viewport.height >= px();
    case "max-height":
      return viewport.height <= px();
    case "min-aspect-ratio":
      return aspect >= ratio();
    case "max-aspect-ratio":
      return aspect <= ratio();
    case "orientation":
      return raw.trim() === (viewport.height >= viewport.width ? "portrait" : "landscape");
    default:
      return false;
  }
}

/** A CSS length in px for the viewport (px, em/rem at 16px, vw, vh, vmin, vmax); NaN otherwise. */
export function lengthPx(text, viewport = MOBILE_VIEWPORT) {
  const m = /^\s*(-?\d*\.?\d+)\s*(px|r?em|vw|vh|vmin|vmax)?\s*$/i.exec(text);
  if (!m) return NaN;
  const n = Number(m[1]);
  switch ((m[2] ?? "px").toLowerCase()) {
    case "px":
      return n;
    case "em":
    case "rem":
      return n * 16;
    case "vw":
      return (n * viewport.width) / 100;
    case "vh":
      return (n * viewport.height) / 100;
    case "vmin":
      return (n * Math.min(viewport.width, viewport.height)) / 100;
    case "vmax":
      return (n * Math.max(viewport.width, viewport.height)) / 100;
    default:
      return NaN;
  }
}

/** Splits a list at its top-level commas (not inside parentheses). */
export function splitTopLevel(text) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (c === "," && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** The slot width `sizes` gives for the viewport: the first entry whose condition matches; 100vw without one. */
export function slotWidth(sizes, viewport = MOBILE_VIEWPORT) {
  if (!sizes) return viewport.width;
  for (const entry of splitTopLevel(sizes)) {
    const m = /^(.*\))\s+([^\s)]+)$/.exec(entry);
    const [condition, length] = m ? [m[1], m[2]] : [null, entry];
    if (condition && !mediaMatches(condition, viewport)) continue;
    const px = lengthPx(length, viewport);
    return Number.isFinite(px) ? px : viewport.width;
  }
  return viewport.width;
}

/**
 * The candidate of a srcset a browser fetches: the smallest whose density (w / slot width, or its x)
 * reaches the device pixel ratio, else the densest. Returns the URL, or null for an empty srcset.
 */
export function pickSrcsetCandidate(srcset, sizes, viewport = MOBILE_VIEWPORT) {
  const slot = slotWidth(sizes, viewport);
  const candidates = srcset
    .split(/,\s+/)
    .map((c) => c.trim().split(/\s+/))
    .filter((p) => p[0])
    .map(([url, descriptor = "1x"]) => {
      const n = parseFloat(descriptor);
      const density = descriptor.endsWith("w") ? n / slot : n;
      return { url, density };
    })
    .sort((a, b) => a.density - b.density);
  if (candidates.length === 0) return null;
  return (candidates.find((c) => c.density >= viewport.dpr) ?? candidates[candidates.length - 1]).url;
}

/**
 * The image a phone fetches for the page's preloaded LCP image: among `<link rel=preload as=image>`
 * whose media matches the viewport, the first with fetchpriority=high (else the first), resolved
 * through its srcset. Null when the page preloads no image for this viewport.
 */
export function lcpImageUrl(preloadImages, viewport = MOBILE_VIEWPORT) {
  const matching = preloadImages.filter((p) => mediaMatches(p.media ?? "", viewport));
  const chosen = matching.find((p) => p.fetchpriority === "high") ?? matching[0];
  if (!chosen) return null;
  if (chosen.srcset) return pickSrcsetCandidate(chosen.srcset, chosen.sizes, viewport) ?? chosen.href;
  return chosen.href;
}
