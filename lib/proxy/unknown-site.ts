import { NextResponse, type NextRequest } from "next/server";
import { isUnknownSitePage } from "@/lib/site/routes/site";
import type { GuardResult } from "./guard";

/** Next's own prerendered not-found page (app/global-not-found.tsx: the 404 in the public site's frame). */
export const NOT_FOUND_PAGE = "/_not-found";

/** /{unknown}/customer, /{unknown}/press…: the not-found page, whole, with status 404 (lib/site/routes/site.ts says why). */
export function unknownSite(request: NextRequest): GuardResult {
  if (!isUnknownSitePage(request.nextUrl.pathname)) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = NOT_FOUND_PAGE;
  url.search = "";
  return NextResponse.rewrite(url, { status: 404 });
}
