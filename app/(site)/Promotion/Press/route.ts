import { complex } from "@/lib/site/content";
import { pressListPath } from "@/lib/site/routes/paths.mjs";

/** /Promotion/Press leads to the press list of the configured default site (relative Location, so any host works). */
export function GET() {
  return new Response(null, { status: 307, headers: { Location: pressListPath(complex.defaultSite) } });
}
