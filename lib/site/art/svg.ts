// Small helpers shared by the SVG renderers in this folder. Renderers are pure
// functions from content to an SVG string, used both inline in pages and as files
// served from app/art/**.

// A drawing served as an image file cannot use the page's web font: its labels take the first
// Korean system font named here (as app/site-font.css's fallback face does). Naming them spares
// the browser a search through every font for each syllable, and lang="ko" picks Korean glyphs.
export const FONT_STACK =
  "'Pretendard Variable', Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif";

/** Palette of the site's illustration style (tailwind.config.ts tokens). */
export const ink = {
  950: "#0b1322",
  900: "#101b2f",
  800: "#17263f",
  700: "#223552",
  600: "#34496b",
  500: "#51658a",
} as const;
export const gold = { 300: "#e3cfa4", 400: "#d2b57f", 500: "#c2a06a", 600: "#a3824d", 700: "#7d6136" } as const;
export const sand = { 50: "#fbfaf7", 100: "#f5f2ec", 200: "#ebe5da", 300: "#dcd3c4" } as const;
export const stone = { 500: "#6b655c", 600: "#57524a", 700: "#3f3b35" } as const;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** Numbers in SVG attributes: at most two decimals, no trailing zeros. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Attributes from an object, skipping undefined values. */
export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === "number" ? n(v) : esc(String(v))}"`)
    .join(" ");
}

export function svgDocument(opts: {
  width: number;
  height: number;
  title: string;
  id: string;
  desc?: string;
  body: string;
  className?: string;
}): string {
  const { width, height, title, id, desc, body } = opts;
  const describedBy = desc ? ` aria-describedby="${esc(id)}-desc"` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(width)} ${n(height)}" width="${n(width)}" height="${n(height)}" role="img" lang="ko" aria-labelledby="${esc(id)}-title"${describedBy}` +
    `${opts.className ? ` class="${esc(opts.className)}"` : ""} font-family="${esc(FONT_STACK)}">` +
    `<title id="${esc(id)}-title">${esc(title)}</title>` +
    (desc ? `<desc id="${esc(id)}-desc">${esc(desc)}</desc>` : "") +
    body +
    `</svg>`
  );
}

export function formatArea(sqm: number): string {
  return `${sqm.toFixed(2)}㎡`;
}

/** Rough rendered width of a label in Pretendard: Hangul is about one em, Latin and digits about 0.58 em. */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += /[\u3131-\uD79D]/.test(ch) ? 1 : ch === " " ? 0.3 : 0.58;
  return em * size;
}

/** A smooth path through points (Catmull-Rom as cubic Béziers); closed for outlines, open for roads and rivers. */
export function smoothPath(points: readonly (readonly [number, number])[], closed = false): string {
  if (points.length < 2) return "";
  const p = (i: number) => {
    const k = closed ? (i + points.length) % points.length : Math.max(0, Math.min(points.length - 1, i));
    return points[k]!;
  };
  const count = closed ? points.length : points.length - 1;
  let d = `M${n(p(0)[0])} ${n(p(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0]!)} ${n(c1[1]!)}, ${n(c2[0]!)} ${n(c2[1]!)}, ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d} Z` : d;
}
