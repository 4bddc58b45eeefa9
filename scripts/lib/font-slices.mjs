// Pure helpers of the site font (scripts/site-font.mjs): which characters go into which woff2 slice,
// and the CSS unicode-range that names them. No I/O here, so scripts/site-font.test.ts tests every
// rule on plain data.

/** Printable ASCII: always in the first slice (digits, Latin, punctuation appear on every page). */
export const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("");

/** The characters of `text` that a font must draw: no controls, no line breaks, each once, in code-point order. */
export function fontChars(text) {
  const set = new Set();
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || cp === 0xfeff || (cp >= 0xfe00 && cp <= 0xfe0f)) continue;
    set.add(cp);
  }
  return [...set].sort((a, b) => a - b);
}

/** `U+AC00-AC02,U+AC05`: consecutive code points folded into ranges. */
export function unicodeRange(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts = [];
  const hex = (cp) => cp.toString(16).toUpperCase();
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(j === i ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return parts.join(",");
}

/**
 * Splits the characters of a site into slices so that a page downloads little more than the glyphs
 * it shows. `pages` are the character sets of the rendered pages (the census); `extra` are characters
 * the site may show that no page showed on load (the text of a dialog, an error message, an article
 * yet to be read): they go into one slice of their own, fetched only when one of them is drawn.
 *
 * The first slice (the core, preloaded by every page) holds printable ASCII and every character that
 * pages of at least `core` of the total weight use (`weights`, one number per page, default 1).
 * The rest: every group of characters that the same pages use starts as a slice; the pair of slices
 * whose merge saves the most bytes summed over the weighted pages is merged, until no merge saves any
 * and there are at most `maxSlices`. A slice costs a page `perFile + glyphs * perGlyph` bytes if the
 * page uses any of its characters.
 */
export function planSlices(
  pages,
  extra = [],
  { perGlyph = 170, perFile = 1024, maxSlices = 32, weights, core = 1 } = {},
) {
  const pageSets = pages.map((p) => new Set(p));
  const weight = weights ?? pages.map(() => 1);
  const w = (set) => {
    let t = 0;
    for (const p of set) t += weight[p];
    return t;
  };
  const signature = new Map(); // code point -> sorted list of page indexes
  pageSets.forEach((set, i) => {
    for (const cp of set) {
      if (cp < 0x7f) continue; // ASCII is always in the first slice
      const list = signature.get(cp) ?? [];
      list.push(i);
      signature.set(cp, list);
    }
  });
  const groups = new Map(); // signature key -> { chars, pages }
  for (const [cp, list] of signature) {
    const key = list.join(",");
    const g = groups.get(key) ?? { chars: [], pages: new Set(list) };
    g.chars.push(cp);
    groups.set(key, g);
  }
  const total = weight.reduce((a, b) => a + b, 0);
  const first = { chars: fontChars(ASCII), pages: new Set(pageSets.map((_, i) => i)) };
  const rest = [];
  for (const g of groups.values()) {
    if (w(g.pages) >= core * total - 1e-9) first.chars.push(...g.chars);
    else rest.push(g);
  }
  first.chars.sort((a, b) => a - b);
  let slices = rest.sort((a, b) => b.pages.size - a.pages.size || a.chars[0] - b.chars[0]);
  const bytes = (s) => perFile + s.chars.length * perGlyph;
  const union = (a, b) => {
    const u = new Set(a.pages);
    for (const p of b.pages) u.add(p);
    return u;
  };
  const saving = (a, b) => {
    const u = w(union(a, b));
    return w(a.pages) * bytes(a) + w(b.pages) * bytes(b) - u * (bytes(a) + bytes(b) - perFile);
  };
  for (;;) {
    if (slices.length < 2) break;
    let best = null;
    for (let i = 0; i < slices.length; i++) {
      for (let j = i + 1; j < slices.length; j++) {
        const s = saving(slices[i], slices[j]);
        if (s > 0 || slices.length > maxSlices) {
          if (!best || s > best.s) best = { i, j, s };
        }
      }
    }
    if (!best) break;
    const a = slices[best.i];
    const b = slices[best.j];
    const merged = { chars: [...a.chars, ...b.chars].sort((x, y) => x - y), pages: union(a, b) };
    slices = slices.filter((_, k) => k !== best.i && k !== best.j);
    slices.push(merged);
  }
  slices = [first, ...slices];
  const seen = new Set(slices.flatMap((s) => s.chars));
  const unseen = fontChars(String.fromCodePoint(...extra.filter((cp) => !seen.has(cp)), 0x20)).filter(
    (cp) => !seen.has(cp),
  );
  const out = slices.map((s) => s.chars);
  if (unseen.length) out.push(unseen);
  return out;
}

/** Bytes each page downloads under a plan, by the same cost model (for the printout). */
export function pageCost(pages, slices, { perGlyph = 170, perFile = 1024 } = {}) {
  const owner = new Map();
  slices.forEach((s, i) => s.forEach((cp) => owner.set(cp, i)));
  return pages.map((p) => {
    const used = new Set();
    for (const cp of p) if (owner.has(cp)) used.add(owner.get(cp));
    return [...used].reduce((sum, i) => sum + perFile + slices[i].length * perGlyph, 0);
  });
}
