import { renderLocationMap } from "@/lib/site/art/location-map";
import { svgResponse } from "@/lib/site/art/response";

// /art/location-map.svg: the location map, drawn at build time from lib/site/content/location.ts.
export const dynamic = "force-static";

export function GET() {
  return svgResponse(renderLocationMap());
}
