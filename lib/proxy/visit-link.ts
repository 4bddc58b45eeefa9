import { NextResponse, type NextRequest } from "next/server";
import { visitDeps, refusedVisitLink, VISIT_LINK_REFUSED_HEADER } from "@/lib/visits";
import type { GuardResult } from "./guard";

/**
 * A refused booking link (manage/done): 404, and the page renders the explanation in its HTML
 * (lib/visits/link-gate.ts says why this runs here).
 */
export async function visitLink(request: NextRequest): Promise<GuardResult> {
  if (!(await refusedVisitLink(request.method, request.nextUrl.pathname, request.nextUrl.searchParams, visitDeps)))
    return undefined;
  const headers = new Headers(request.headers);
  headers.set(VISIT_LINK_REFUSED_HEADER, "1");
  return NextResponse.next({ status: 404, request: { headers } });
}
