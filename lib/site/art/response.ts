import { z } from "zod";

/** Long-lived caching for drawings that change only with a deploy. */
export const ART_CACHE_CONTROL = "public, max-age=604800, stale-while-revalidate=2592000";

export function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": ART_CACHE_CONTROL,
      // Opened on its own, the drawing may not run anything or load anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

/** Route param `{slug}.svg` of the floor-plan files. */
export const svgFileSchema = z
  .string()
  .regex(/^[0-9A-Za-z]+\.svg$/)
  .transform((f) => f.slice(0, -".svg".length));
