import { after } from "next/server";
import { log } from "@/lib/log";
import { env } from "@/lib/env";
import { RateLimiter } from "@/lib/leads/intake";
import { visitDeps } from "@/lib/visit";
import { manageMethodNotAllowed } from "@/lib/visit/manage-post";
import { handleVerifyPost } from "@/lib/visit/verify-flow";
import { drainSoon } from "@/lib/visit/drain-soon";

const KEY = Symbol.for("presale.visit.verify-limiter");
const holder = globalThis as typeof globalThis & { [KEY]?: RateLimiter };

/** POST /api/visit-booking/verify: the one-time code of a booking whose number must be proven (lib/visit/verify-flow.ts). */
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
  // The confirmation goes out right after the answer, not at the next pass.
  return handleVerifyPost(request, { visit: deps, siteUrl: e.SITE_URL, limiter, trustedProxyHops: e.TRUSTED_PROXY_HOPS }).finally(() => drainSoon(after));
}

export function GET() {
  return manageMethodNotAllowed();
}
