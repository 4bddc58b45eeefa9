import "server-only";
import { readRequestBody } from "./read-body";
import { crossSiteMessage, isCrossSite } from "./same-origin";

// A beacon from this site's own pages (navigator.sendBeacon: small JSON, the page never waits for
// the answer): refused when another site sent it, when it is not JSON (or text/plain, what a beacon
// without a type carries), too large, or not UTF-8 JSON. /api/vitals and /api/contact-click read it so.

export type BeaconMessages = { unsupported: string; tooLarge: string; badBody: string };

/** A short answer: 204, or a 4xx/5xx with a Korean reason. */
export const beaconAnswer = (status: number, message?: string) =>
  new Response(message ? JSON.stringify({ ok: false, message }) : null, {
    status,
    headers: { ...(message ? { "Content-Type": "application/json; charset=utf-8" } : {}), "Cache-Control": "no-store" },
  });

/** The beacon's JSON, or the answer that refuses it. */
export async function readBeacon(
  request: Request,
  options: { siteUrl: string; limitBytes: number; messages: BeaconMessages },
): Promise<{ ok: true; json: unknown } | { ok: false; response: Response }> {
  const refuse = (status: number, message: string) => ({ ok: false as const, response: beaconAnswer(status, message) });
  if (isCrossSite(request, options.siteUrl)) return refuse(403, crossSiteMessage);
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "application/json" && mediaType !== "text/plain") return refuse(415, options.messages.unsupported);
  if (Number(request.headers.get("content-length") ?? "0") > options.limitBytes)
    return refuse(413, options.messages.tooLarge);
  let bytes: Uint8Array | null;
  try {
    bytes = await readRequestBody(request, options.limitBytes);
  } catch {
    return refuse(400, options.messages.badBody);
  }
  if (bytes === null) return refuse(413, options.messages.tooLarge);
  try {
    return { ok: true, json: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch {
    return refuse(400, options.messages.badBody);
  }
}
