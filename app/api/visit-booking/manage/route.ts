import { log } from "@/lib/log";
import { env } from "@/lib/env";
import { RateLimiter } from "@/lib/leads/intake";
import { visitDeps } from "@/lib/visit";
import { handleManagePost, manageMethodNotAllowed } from "@/lib/visit/manage-post";

const KEY = Symbol.for("presale.visit.manage-limiter");
const holder = globalThis as typeof globalThis & { [KEY]?: RateLimiter };

/** POST /api/visit-booking/manage: cancel or change a booking by its signed link. */
export async function POST(request: Request) {
  const e = env();
  const limiter = (holder[KEY] ??= new RateLimiter(e.LEAD_RATE_LIMIT));
  let deps;
  try {
    deps = await visitDeps();
  } catch (error) {
    log.error("[visit] the booking store is unavailable", { error });
    return new Response(JSON.stringify({ ok: false, message: "일시적인 오류로 처리하지 못했습니다. 잠시 후 다시 시도해 주세요." }), {
      status: 503,
      headers: { "Content-Type": "application/json; charset=utf-8", "Retry-After": "30" },
    });
  }
  return handleManagePost(request, { visit: deps, siteUrl: e.SITE_URL, trustedProxyHops: e.TRUSTED_PROXY_HOPS, limiter });
}

export function GET() {
  return manageMethodNotAllowed();
}
