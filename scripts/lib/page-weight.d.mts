// Types of page-weight.mjs, for scripts/check-budgets.test.ts.
export interface Viewport {
  width: number;
  height: number;
  dpr: number;
}
export interface PreloadImage {
  href: string | null;
  srcset: string | null;
  sizes: string | null;
  media: string | null;
  fetchpriority: string;
}
export interface PageAssets {
  scripts: string[];
  noModuleScripts: string[];
  preloadScripts: string[];
  js: string[];
  stylesheets: string[];
  preloadFonts: string[];
  preloadImages: PreloadImage[];
}
export interface FontFace {
  family: string;
  url: string;
  ranges: [number, number][];
}
export interface Figures {
  htmlGzip: number;
  jsGzip: number;
  fonts: number;
  total: number;
  [figure: string]: number;
}
export interface Budget {
  jsGzipKB?: number;
  htmlGzipKB?: number;
  fontKB?: number;
  totalKB?: number;
}
export interface Budgets {
  default: Budget;
  routes?: Record<string, Budget>;
}
export interface ForbiddenFound {
  library: string;
  match: string;
  chunk?: string;
}
export interface Check {
  figure: string;
  label: string;
  kb: number;
  limit: number | null;
  ok: boolean;
}
export const MOBILE_VIEWPORT: Readonly<Viewport>;
export const KB: number;
export const BUDGETED: ReadonlyArray<{ figure: string; budget: keyof Budget; label: string }>;
export function decodeEntities(text: string): string;
export function parseAttributes(inside: string): Record<string, string>;
export function startTags(html: string, names: string[]): { name: string; attrs: Record<string, string> }[];
export function pageAssets(html: string, pageUrl?: string): PageAssets;
export function mediaMatches(media: string, viewport?: Viewport): boolean;
export function lengthPx(text: string, viewport?: Viewport): number;
export function slotWidth(sizes: string | null, viewport?: Viewport): number;
export function pickSrcsetCandidate(srcset: string, sizes: string | null, viewport?: Viewport): string | null;
export function lcpImageUrl(preloadImages: PreloadImage[], viewport?: Viewport): string | null;
export function visibleText(html: string): string;
export function parseUnicodeRange(value: string): [number, number][];
export function parseFontFaces(css: string, cssUrl?: string): FontFace[];
export function fontStacks(css: string): string[][];
export function fontFilesForText(faces: FontFace[], stacks: string[][], text: string): string[];
export function forbiddenIn(code: string, forbidden: Record<string, string[]>): ForbiddenFound[];
export function budgetFor(route: string, budgets: Budgets): Budget;
export function mergeBudgets(base: Budgets, over: Partial<Budgets>): Budgets;
export function verdict(
  figures: Figures,
  budget: Budget,
  forbiddenFound?: ForbiddenFound[],
): { checks: Check[]; forbidden: ForbiddenFound[]; ok: boolean };
