import { renderSitePlan } from "@/lib/art/site-plan";
import { svgResponse } from "@/lib/art/response";

// /art/site-plan.svg: the site layout plan, drawn at build time from lib/content/buildings.ts.
export const dynamic = "force-static";

export function GET() {
  return svgResponse(renderSitePlan());
}
