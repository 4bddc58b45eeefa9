import { complex } from "@/lib/content";

/** /Promotion/Press leads to the press list of the configured default site (relative Location, so any host works). */
export function GET() {
  return new Response(null, { status: 307, headers: { Location: `/${complex.defaultSite}/press` } });
}
