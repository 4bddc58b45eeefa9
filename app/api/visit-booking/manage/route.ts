import { bookingRoute, handleManagePost, manageMethodNotAllowed } from "@/lib/visits";

/** POST /api/visit-booking/manage: cancel or change a booking by its signed link. */
export async function POST(request: Request) {
  return bookingRoute("manage", (deps, limiter, e) =>
    handleManagePost(request, { visit: deps, siteUrl: e.SITE_URL, trustedProxyHops: e.TRUSTED_PROXY_HOPS, limiter }),
  );
}

export function GET() {
  return manageMethodNotAllowed();
}
