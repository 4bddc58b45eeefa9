import { floorPlanFor, floorPlans } from "@/lib/site/content/floor-plans";
import { renderFloorPlan } from "@/lib/site/art/floor-plan";
import { svgFileSchema, svgResponse } from "@/lib/site/art/response";

// /art/floor-plans/{slug}.svg: the floor plan of one unit type, drawn at build time.
export const dynamicParams = false;

export function generateStaticParams() {
  return floorPlans.map((p) => ({ file: `${p.slug}.svg` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const parsed = svgFileSchema.safeParse((await params).file);
  const found = parsed.success ? floorPlanFor(parsed.data) : undefined;
  if (!found)
    return new Response("평면도를 찾을 수 없습니다.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return svgResponse(renderFloorPlan(found.plan, found.unit));
}
