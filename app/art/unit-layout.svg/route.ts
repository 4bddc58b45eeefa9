import { renderUnitLayout } from "@/lib/art/unit-layout";
import { svgResponse } from "@/lib/art/response";

// /art/unit-layout.svg: the building and unit-number layout, drawn at build time from lib/content/buildings.ts.
export const dynamic = "force-static";

export function GET() {
  return svgResponse(renderUnitLayout());
}
