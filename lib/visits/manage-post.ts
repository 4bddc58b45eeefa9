import "server-only";
import { z } from "zod";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { clientAddressOf } from "@/lib/platform/http/client-address";
import { readRequestBody } from "@/lib/platform/http/read-body";
import { crossSiteMessage, hostOrigin, isCrossSiteRequest } from "@/lib/platform/http/same-origin";
import { VISIT_DONE_PATH, VISIT_MANAGE_PATH } from "@/lib/site/routes/paths.mjs";
import { cancelByLink, changeByLink, tokenOf, type VisitDeps } from "./service";

// POST /api/visit-booking/manage: cancel or change a booking from its manage link (no login; the
// signed token is the key). JSON in and out, or a plain form post answered with a 303: back to
// the manage page (cancelled, or why a change was refused) or to the result page of the new slot.

const BODY_LIMIT = 4 * 1024;

const manageMessages = {
  method: "이 주소는 POST 요청만 받습니다.",
  unsupported: "지원하지 않는 형식입니다. JSON 또는 일반 폼 형식으로 보내 주세요.",
  bad: "요청 형식이 올바르지 않습니다.",
  action: "요청하신 작업을 알 수 없습니다. 예약 취소 또는 변경을 선택해 주세요.",
  limited: "짧은 시간에 요청이 많았습니다. 1분 뒤에 다시 시도해 주세요.",
} as const;

const actionSchema = z.object({
  action: z.enum(["cancel", "change"], { error: manageMessages.action }),
  t: z.unknown(),
});

export type ManageDeps = { visit: VisitDeps; siteUrl: string; trustedProxyHops: number; limiter: RateLimiter };

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export function see(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}

export function manageMethodNotAllowed(): Response {
  return new Response(JSON.stringify({ ok: false, message: manageMessages.method }), {
    status: 405,
    headers: { "Content-Type": "application/json; charset=utf-8", Allow: "POST" },
  });
}

/**
 * A booking page's post from outside, JSON or a plain form: refused across sites (403), in another
 * format (415), too large (413) or unreadable (400). Form fields keep their first value.
 */
export async function readBookingPost(
  request: Request,
  siteUrl: string,
): Promise<{ ok: true; input: Record<string, unknown>; isForm: boolean } | { ok: false; response: Response }> {
  const origins = [new URL(request.url).origin, new URL(siteUrl).origin, hostOrigin(request.headers)].filter(
    (o): o is string => Boolean(o),
  );
  if (isCrossSiteRequest(request.headers, origins))
    return { ok: false, response: json(403, { ok: false, message: crossSiteMessage }) };
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const isForm = mediaType === "application/x-www-form-urlencoded";
  if (!isForm && mediaType !== "application/json")
    return { ok: false, response: json(415, { ok: false, message: manageMessages.unsupported }) };
  try {
    const bytes = await readRequestBody(request, BODY_LIMIT);
    if (bytes === null) return { ok: false, response: json(413, { ok: false, message: manageMessages.bad }) };
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    if (isForm) {
      const input: Record<string, unknown> = {};
      for (const [k, v] of new URLSearchParams(text)) if (!(k in input)) input[k] = v;
      return { ok: true, input, isForm };
    }
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      return { ok: false, response: json(400, { ok: false, message: manageMessages.bad }) };
    return { ok: true, input: parsed as Record<string, unknown>, isForm };
  } catch {
    return { ok: false, response: json(400, { ok: false, message: manageMessages.bad }) };
  }
}

export async function handleManagePost(request: Request, deps: ManageDeps): Promise<Response> {
  const read = await readBookingPost(request, deps.siteUrl);
  if (!read.ok) return read.response;
  const { input, isForm } = read;

  const parsed = actionSchema.safeParse(input);
  if (!parsed.success) return json(400, { ok: false, message: manageMessages.action });
  if (!deps.limiter.hit(clientAddressOf(request.headers, deps.trustedProxyHops)))
    return json(429, { ok: false, message: manageMessages.limited });
  const token = typeof input.t === "string" ? input.t : "";
  const back = (query: string) => `${VISIT_MANAGE_PATH}?t=${encodeURIComponent(token)}${query}`;

  if (parsed.data.action === "cancel") {
    const result = await cancelByLink(deps.visit, input.t);
    if (!result.ok) return isForm ? see(back("")) : json(400, { ok: false, message: result.message });
    return isForm
      ? see(back("&cancelled=1"))
      : json(200, { ok: true, booking: { id: result.booking.id, status: result.booking.status } });
  }

  const result = await changeByLink(deps.visit, input.t, {
    slot: input.slot,
    partySize: input.partySize === "" ? undefined : input.partySize,
  });
  if (result.ok) {
    const done = `${VISIT_DONE_PATH}?t=${encodeURIComponent(tokenOf(result.manageUrl))}&changed=1`;
    return isForm
      ? see(done)
      : json(200, {
          ok: true,
          booking: {
            id: result.booking.id,
            date: result.booking.date,
            start: result.booking.start,
            end: result.booking.end,
          },
          manageUrl: result.manageUrl,
          doneUrl: done,
        });
  }
  if (result.kind === "link") return isForm ? see(back("")) : json(400, { ok: false, message: result.message });
  if (result.kind === "invalid")
    return isForm ? see(back("&refused=invalid")) : json(422, { ok: false, errors: result.errors });
  return isForm
    ? see(back(`&refused=${result.reason}`))
    : json(409, { ok: false, reason: result.reason, message: result.message });
}
