import { renderSitePlan } from "@/lib/site/art/site-plan";
import { svgResponse } from "@/lib/site/art/response";

// /art/site-plan.svg: the site layout plan, drawn at build time from lib/site/content/buildings.ts.
export const dynamic = "force-static";

export function GET() {
  return svgResponse(renderSitePlan());
}
