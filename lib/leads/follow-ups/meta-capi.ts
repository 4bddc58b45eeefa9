import "server-only";
import { createHash } from "node:crypto";
import type { ClickIds } from "@/lib/leads/click-ids";

// Meta's Conversions API: the `Lead` event of a stored lead, built at intake
// (so the client's address and browser are the ones that sent the form) and sent later by the
// conversions job. The event id is the lead's id, the one the browser's Pixel sends as eventID
// (public/ads/loader.js), so Meta counts the two as one. The phone is normalised to 82… and
// hashed with SHA-256 as Meta asks; nothing else the visitor typed is sent.

export const META_GRAPH_URL = "https://graph.facebook.com/v21.0";
export const META_SEND_TIMEOUT_MS = 10_000;

export type MetaCapiSettings = { pixelId: string; token: string; url: string; testEventCode?: string };

/** 01012345678 -> 821012345678 (E.164 digits without +), the form Meta hashes. */
export function metaPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.startsWith("0") ? `82${digits.slice(1)}` : digits;
}

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export type MetaLeadInput = {
  event: "Lead";
  phone: string;
  at: Date;
  /** The absolute address of the page the form was on. */
  pageUrl: string | null;
  clientIp: string | null;
  userAgent: string | null;
  clickIds: ClickIds | null;
};

/** The event as the Conversions API takes it (one element of `data`); the drainer adds `event_id`, the lead's id, once the lead has one. */
export function metaLeadEvent(input: MetaLeadInput): Record<string, unknown> {
  const userData: Record<string, unknown> = { ph: [sha256(metaPhone(input.phone))], country: [sha256("kr")] };
  if (input.clientIp) userData.client_ip_address = input.clientIp;
  if (input.userAgent) userData.client_user_agent = input.userAgent.slice(0, 512);
  if (input.clickIds?.fbc) userData.fbc = input.clickIds.fbc;
  if (input.clickIds?.fbp) userData.fbp = input.clickIds.fbp;
  return {
    event_name: input.event,
    event_time: Math.floor(input.at.getTime() / 1000),
    action_source: "website",
    ...(input.pageUrl ? { event_source_url: input.pageUrl } : {}),
    user_data: userData,
  };
}

export type SendOutcome = { kind: "sent" } | { kind: "retry"; error: string } | { kind: "failed"; error: string };

/** POSTs one event; 2xx sent, 408/429/5xx and network errors worth another try, any other 4xx final. */
export async function sendMetaEvent(
  settings: MetaCapiSettings,
  event: Record<string, unknown>,
  timeoutMs = META_SEND_TIMEOUT_MS,
): Promise<SendOutcome> {
  const url = `${settings.url.replace(/\/$/, "")}/${encodeURIComponent(settings.pixelId)}/events`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        data: [event],
        access_token: settings.token,
        ...(settings.testEventCode ? { test_event_code: settings.testEventCode } : {}),
      }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "manual",
    });
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    return {
      kind: "retry",
      error:
        e.name === "TimeoutError" || e.name === "AbortError"
          ? `no answer within ${timeoutMs} ms`
          : `network error: ${e.cause?.code ?? e.message}`,
    };
  }
  // The error body names the problem (never the token, which is not echoed); kept short.
  const text = response.ok ? "" : (await response.text().catch(() => "")).replace(/\s+/g, " ").slice(0, 200);
  if (response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { kind: "sent" };
  }
  const error = `Meta answered HTTP ${response.status}${text ? `: ${text}` : ""}`;
  return response.status === 408 || response.status === 429 || response.status >= 500
    ? { kind: "retry", error }
    : { kind: "failed", error };
}
