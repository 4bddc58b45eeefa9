import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// Written by scripts/site-font.mjs at build time: the stylesheet of the site's font slices, and for
// each page of the build's census the stylesheet of its own file (the characters beyond the core).
const cssUrl = z.string().regex(/^\/fonts\/(site|page-\d+)\.[0-9a-f]+\.css$/);
const fileUrl = z.string().regex(/^\/fonts\/(site|page)-\d+\.[0-9a-f]+\.woff2$/);
const manifestSchema = z.object({
  css: cssUrl,
  fallbackCss: z.string().regex(/^\/fonts\/pretendard-[\w.-]+\/[\w.-]+\.css$/),
  pages: z.record(z.string(), z.number().int().nonnegative()).default({}),
  files: z.array(z.object({ url: fileUrl })).default([]),
  pageFiles: z.array(z.object({ css: cssUrl, url: fileUrl })).default([]),
  slices: z.array(z.array(z.number().int().nonnegative())).default([]),
});
type Manifest = z.infer<typeof manifestSchema>;

let cached: { manifest: Manifest | null } | undefined;
let covered: Set<number> | undefined;
function manifest(): Manifest | null {
  if (!cached) {
    try {
      const raw: unknown = JSON.parse(readFileSync(path.join(process.cwd(), "public/fonts/site-font.json"), "utf8"));
      cached = { manifest: manifestSchema.parse(raw) };
    } catch {
      cached = { manifest: null }; // before the first build: the fallback fonts draw the text
    }
  }
  return cached.manifest;
}

/** A font stylesheet and the woff2 file(s) a page of the census fetches through it. */
export type FontSheet = { css: string; files: string[] };

/** The stylesheet declaring the site's font slices with its core slice (every page uses it), or null before the first build. */
export function siteFontSheet(): FontSheet | null {
  const m = manifest();
  return m ? { css: m.css, files: m.files.slice(0, 1).map((f) => f.url) } : null;
}

/** The stylesheet of this page's own font file, if the build's census saw the page. */
export function pageFontSheet(route: string): FontSheet | null {
  const m = manifest();
  const index = m?.pages[route];
  const file = index === undefined ? undefined : m?.pageFiles[index];
  return file ? { css: file.css, files: [file.url] } : null;
}

/** The stylesheet of full Pretendard in dynamic subsets, for text the build never saw. */
export function fallbackFontCss(): string | null {
  return manifest()?.fallbackCss ?? null;
}

/** True when some character of these texts (spaces and line breaks aside) is in no slice of the site font. */
export function outsideSiteFont(...texts: string[]): boolean {
  const m = manifest();
  if (!m) return false;
  covered ??= new Set(m.slices.flat());
  for (const text of texts) {
    for (const ch of text) {
      const code = ch.codePointAt(0)!;
      if (code > 0x20 && !covered.has(code)) return true;
    }
  }
  return false;
}
