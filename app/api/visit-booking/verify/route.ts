import { after } from "next/server";
import { bookingRoute, drainSoon, manageMethodNotAllowed, handleVerifyPost } from "@/lib/visits";

/** POST /api/visit-booking/verify: the one-time code of a booking whose number must be proven (lib/visits/verify-flow.ts). */
export async function POST(request: Request) {
  // The confirmation goes out right after the answer, not at the next pass.
  return bookingRoute("verify", (deps, limiter, e) =>
    handleVerifyPost(request, {
      visit: deps,
      siteUrl: e.SITE_URL,
      limiter,
      trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    }).finally(() => drainSoon(after)),
  );
}

export function GET() {
  return manageMethodNotAllowed();
}
