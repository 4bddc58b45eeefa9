import { renderSurroundingsMap } from "@/lib/site/art/surroundings-map";
import { svgResponse } from "@/lib/site/art/response";
import { surroundingsMap } from "@/lib/site/content/visit-map";

// /art/surroundings-map.svg: the model house's surroundings map (오시는 길), drawn at build time
// from the complex's visit content. The booking page shows it as an <img>, so the drawing stays out
// of the page's HTML and RSC payload and the browser caches it.
export const dynamic = "force-static";

export function GET() {
  return svgResponse(renderSurroundingsMap(surroundingsMap));
}
