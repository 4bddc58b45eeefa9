import "server-only";
import { z } from "zod";
import { log } from "@/lib/platform/log";
import { clientAddressOf } from "@/lib/platform/http/client-address";
import type { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { readRequestBody } from "@/lib/platform/http/read-body";
import { crossSiteMessage, isCrossSite } from "@/lib/platform/http/same-origin";
import { phone } from "../schema";
import type { OptOutStore } from "./list";

// POST /api/opt-out: a visitor puts their own number on the 수신거부 list, from the form on /privacy/opt-out
// (a plain form post: no JavaScript needed). The answer is a 303 back to the form, whose fragment
// shows the result through :target; a JSON post gets JSON. Nothing but the number is read or kept.

export const OPT_OUT_PATH = "/privacy/opt-out";
export const OPT_OUT_ANCHOR = "opt-out";
const LIMIT_BYTES = 1024;
/** Posts a minute from one client address (per instance). */
export const OPT_OUT_RATE_LIMIT = 10;

export const optOutMessages = {
  ok: "수신거부가 접수되었습니다. 이 번호로는 광고 문자·전화·카카오톡을 보내지 않습니다.",
  invalid: "휴대전화 번호를 확인해 주세요 (예: 010-1234-5678).",
  limited: "요청이 너무 잦습니다. 잠시 후 다시 시도해 주세요.",
  error: "일시적인 오류로 접수하지 못했습니다. 잠시 후 다시 시도하시거나 대표번호로 요청해 주세요.",
} as const;
export type OptOutResult = keyof typeof optOutMessages;

const optOutSchema = z.object({ phone });

export type OptOutDeps = {
  store: () => Promise<OptOutStore>;
  limiter: RateLimiter;
  trustedProxyHops: number;
  siteUrl: string;
  now?: () => Date;
};

export async function handleOptOutPost(request: Request, deps: OptOutDeps): Promise<Response> {
  if (isCrossSite(request, deps.siteUrl))
    return new Response(crossSiteMessage, { status: 403, headers: { "Cache-Control": "no-store" } });
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const isJson = mediaType === "application/json";
  const answer = (status: number, result: OptOutResult) =>
    isJson
      ? Response.json({ ok: result === "ok", message: optOutMessages[result] }, { status, headers: noStore })
      : new Response(null, {
          status: 303,
          headers: { ...noStore, Location: `${OPT_OUT_PATH}?optout=${result}#${OPT_OUT_ANCHOR}-${result}` },
        });
  if (!isJson && mediaType !== "application/x-www-form-urlencoded") return answer(415, "invalid");
  let fields: unknown;
  try {
    const body = await readRequestBody(request, LIMIT_BYTES);
    if (!body) return answer(413, "invalid");
    const text = new TextDecoder().decode(body);
    fields = isJson ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
  } catch {
    return answer(400, "invalid");
  }
  const parsed = optOutSchema.safeParse(fields);
  if (!parsed.success) return answer(422, "invalid");
  if (!deps.limiter.hit(clientAddressOf(request.headers, deps.trustedProxyHops))) return answer(429, "limited");
  try {
    const added = await (
      await deps.store()
    ).add({
      phone: parsed.data.phone,
      at: deps.now?.() ?? new Date(),
      source: "visitor",
      by: null,
    });
    log.info(`[opt-out] a visitor's number ${added ? "was put on" : "was already on"} the opt-out list`);
    return answer(isJson ? 201 : 303, "ok");
  } catch (error) {
    log.error("[opt-out] could not store an opt-out", { error });
    return answer(503, "error");
  }
}

const noStore = { "Cache-Control": "no-store" };
