import "server-only";
import { log } from "@/lib/platform/log";
import { env, type Env } from "@/lib/env";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { instance } from "@/lib/platform/store/factory";
import { visitDeps } from "./runtime";
import type { VisitDeps } from "./service";

/**
 * The shared start of the booking's own POST routes (manage, verify): a per-route limiter
 * (LEAD_RATE_LIMIT a minute per address, per instance) and the booking deps, or a Korean 503 when
 * the booking store cannot be opened.
 */
export async function bookingRoute(
  name: string,
  handle: (deps: VisitDeps, limiter: RateLimiter, e: Env) => Promise<Response>,
): Promise<Response> {
  const e = env();
  const limiter = instance(`visit.${name}-limiter`, () => new RateLimiter(e.LEAD_RATE_LIMIT));
  let deps: VisitDeps;
  try {
    deps = await visitDeps();
  } catch (error) {
    log.error("[visit] the booking store is unavailable", { error });
    return new Response(
      JSON.stringify({ ok: false, message: "일시적인 오류로 처리하지 못했습니다. 잠시 후 다시 시도해 주세요." }),
      {
        status: 503,
        headers: { "Content-Type": "application/json; charset=utf-8", "Retry-After": "30" },
      },
    );
  }
  return handle(deps, limiter, e);
}
