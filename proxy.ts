import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { guards } from "@/lib/proxy";

// The proxy: the ordered steps of lib/proxy (its door names them). The first to answer ends the
// request; the last always answers.

export async function proxy(request: NextRequest, event: NextFetchEvent) {
  for (const guard of guards) {
    const response = await guard(request, event);
    if (response) return response;
  }
  return NextResponse.next();
}

// The matcher lets the exact canonical spellings of the fixed routes through without the proxy (a
// prerendered page keeps its throughput) and sends everything else here: case variants, site pages,
// the booking links' pages. Next reads it as a literal at build time, so it is copied from
// proxyMatcherSource() in lib/site/routes/registry.ts, made from the route registry;
// lib/site/routes/registry.test.ts fails with the value to paste when the two differ.
export const config = {
  matcher: [
    "/((?!_next/|api/|art/|media/|og/|fonts/|docs/|favicon|icon|og-image|sitemap|robots|(?:Brand/(?:intro|video)|BusinessGuide/(?:intro|plan|documents)|SalesInfo/(?:announcement|SubscriptionGuide|checkpoint|guide|StampTax|price|faq)|LocationEnvironment/(?:intro|primium)|ComplexGuide/(?:intro|detailintro|community)|FloorPlan/(?:videos|Emodel|[0-9]+[A-Z]*)|Promotion/(?:Customer|Visit|Press)|privacy/opt-out|Interior/[0-9]+[A-Z]*|privacy)$).+)",
  ],
};
