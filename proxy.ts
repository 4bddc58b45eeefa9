import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { actionBody } from "@/lib/server/proxy/action-body";
import { canonicalSpelling } from "@/lib/server/proxy/canonical-spelling";
import { crossSite } from "@/lib/server/proxy/cross-site";
import type { Guard } from "@/lib/server/proxy/guard";
import { press } from "@/lib/server/proxy/press";
import { unknownSite } from "@/lib/server/proxy/unknown-site";
import { visitLink } from "@/lib/server/proxy/visit-link";

// The proxy: an ordered list of steps (lib/server/proxy/, each with its test beside it). The first to
// answer ends the request; the last always answers.
const guards: readonly Guard[] = [
  crossSite, // a POST another site's page made a browser send: 403
  actionBody, // a server action body React's decoder would throw on: 400/413
  visitLink, // a refused booking link: 404, the page explains
  canonicalSpelling, // another spelling of a fixed route: 308 to the canonical one
  unknownSite, // a site's page under a slug that names no site: the not-found page, 404
  press, // press pages: live rendering, view count, cache header; everything else passes
];

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
    "/((?!_next/|api/|art/|media/|og/|fonts/|docs/|favicon|icon|og-image|sitemap|robots|(?:Brand/(?:intro|video)|BusinessGuide/(?:intro|plan|documents)|SalesInfo/(?:announcement|SubscriptionGuide|checkpoint|guide|StampTax|price|faq)|LocationEnvironment/(?:intro|primium)|ComplexGuide/(?:intro|detailintro|community)|FloorPlan/(?:videos|Emodel|[0-9]+[A-Z]*)|Promotion/(?:Customer|Visit|Press)|Interior/[0-9]+[A-Z]*|privacy)$).+)",
  ],
};
