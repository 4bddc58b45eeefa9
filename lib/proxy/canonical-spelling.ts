import { NextResponse, type NextRequest } from "next/server";
import { canonicalSpelling as canonicalOf } from "@/lib/site/routes/registry";
import type { GuardResult } from "./guard";

/**
 * Redirects every other spelling of a fixed route (/brand/intro, /Brand/Intro, /FloorPlan/84a) to
 * its canonical spelling with 308. Canonical spellings are kept out of the matcher, so they are
 * served without the proxy (proxy.ts config).
 */
export function canonicalSpelling(request: NextRequest): GuardResult {
  const target = canonicalOf(request.nextUrl.pathname);
  if (!target) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}
