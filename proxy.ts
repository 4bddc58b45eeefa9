import { NextResponse, type NextRequest } from "next/server";
import { canonicalSpelling } from "@/lib/content/routes";

// Redirects case variants of fixed routes (/brand/intro, /floorplan/84a) to their
// canonical spelling. Canonical prerendered pages are kept out of the matcher so they
// are served without running this function (see config below and proxy.test.ts).
export function proxy(request: NextRequest) {
  const target = canonicalSpelling(request.nextUrl.pathname);
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

export const config = {
  matcher: [
    "/((?!_next/|api/|art/|Brand/|BusinessGuide/|SalesInfo/|LocationEnvironment/|ComplexGuide/|FloorPlan/|Interior/|Promotion/|privacy$|favicon|icon|og-image|sitemap|robots).+)",
  ],
};
