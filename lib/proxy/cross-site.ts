import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { isCrossSite } from "@/lib/platform/http/same-origin";
import { refuse, type GuardResult } from "./guard";

/**
 * Pages take a POST only as a server action. One that another site's page made a browser send is
 * refused here with 403 (Next would refuse it too, but with a 500), before anything runs. Our
 * origins come from the Host header too, since NextURL writes 127.0.0.1 as localhost.
 */
export function crossSite(request: NextRequest): GuardResult {
  if (request.method === "POST" && isCrossSite(request, env().SITE_URL)) {
    return refuse(403, "다른 사이트에서 보낸 요청은 받을 수 없습니다.");
  }
  return undefined;
}
