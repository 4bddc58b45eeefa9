// Types of font-slices.mjs, for scripts/site-font.test.ts.
export const ASCII: string;
export function fontChars(text: string): number[];
export function unicodeRange(codePoints: number[]): string;
export function planSlices(
  pages: number[][],
  extra?: number[],
  options?: { perGlyph?: number; perFile?: number; maxSlices?: number; weights?: number[]; core?: number },
): number[][];
export function pageCost(
  pages: number[][],
  slices: number[][],
  options?: { perGlyph?: number; perFile?: number },
): number[];
