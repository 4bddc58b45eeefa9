import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// Written by scripts/site-font.mjs at build time: the core slice every page draws with, and for each
// page of the build's census the file with the characters it shows beyond the core.
const fontUrl = z.string().regex(/^\/fonts\/(site|page)-\d+\.[0-9a-f]+\.woff2$/);
const manifestSchema = z.object({
  preload: fontUrl,
  pages: z.record(z.string(), z.number().int().nonnegative()).default({}),
  pageFiles: z.array(z.object({ url: fontUrl, range: z.string().regex(/^U\+[0-9A-F]+(-[0-9A-F]+)?(,U\+[0-9A-F]+(-[0-9A-F]+)?)*$/) })).default([]),
});
type Manifest = z.infer<typeof manifestSchema>;

let cached: { manifest: Manifest | null } | undefined;
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

/** The URL of the font slice every page draws with (to preload), or null before the first build. */
export function siteFontPreload(): string | null {
  return manifest()?.preload ?? null;
}

/** The font file with the characters this page shows beyond the core, if the build's census saw the page. */
export function pageFont(route: string): { url: string; range: string } | null {
  const m = manifest();
  const index = m?.pages[route];
  return index === undefined ? null : (m?.pageFiles[index] ?? null);
}
