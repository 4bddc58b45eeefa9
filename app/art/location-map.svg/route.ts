import { renderLocationMap } from "@/lib/art/location-map";
import { svgResponse } from "@/lib/art/response";

// /art/location-map.svg: the location map, drawn at build time from lib/content/location.ts.
export const dynamic = "force-static";

export function GET() {
  return svgResponse(renderLocationMap());
}
