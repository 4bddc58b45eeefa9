import { renderUnitLayout } from "@/lib/site/art/unit-layout";
import { svgResponse } from "@/lib/site/art/response";

// /art/unit-layout.svg: the building and unit-number layout, drawn at build time from lib/site/content/buildings.ts.
export const dynamic = "force-static";

export function GET() {
  return svgResponse(renderUnitLayout());
}
