import "server-only";
import type { LeadRecord } from "./outbox";

// One HTTP call to the form-collection service (a Formspree-style JSON endpoint) and what its
// answer means. The lead id travels in the body and as Idempotency-Key so the receiver can
// drop a repeat (a crash between its 2xx and our record of it is the one case we resend).

export const FORWARD_TIMEOUT_MS = 10_000;

export type ForwardOutcome =
  { kind: "delivered" } | { kind: "retry"; error: string } | { kind: "failed"; error: string };

/**
 * Spec section 7's fields of each form, plus form, leadId, submittedAt and the consent record:
 * whoever works the lead downstream sees whether it may be sent advertisements
 * (marketingConsent), passed to the recipients the consent named (thirdPartyConsent) and sent
 * abroad as the 국외 이전 consent named (overseasConsent), "Y" or "N" ("N" too for a lead stored
 * before the optional consents were kept).
 */
export function leadPayload(lead: LeadRecord): Record<string, string> {
  const base = {
    form: lead.form,
    leadId: lead.id,
    submittedAt: lead.createdAt.toISOString(),
    name: lead.name,
    phone: lead.phone,
    consentedAt: lead.consentAt.toISOString(),
    marketingConsent: lead.consents?.marketing ? "Y" : "N",
    thirdPartyConsent: lead.consents?.thirdParty ? "Y" : "N",
    overseasConsent: lead.consents?.overseas ? "Y" : "N",
    consentVersion: lead.consents?.version ?? "",
  };
  switch (lead.form) {
    case "register":
      return { ...base, email: lead.email ?? "", visitDate: lead.visitDate ?? "" };
    case "visit":
      return { ...base, message: lead.message ?? "" };
    case "inquiry":
      return { ...base, birthDate: lead.birthDate ?? "", message: lead.message ?? "" };
    case "visit-booking":
      return { ...base, visitDate: lead.visitDate ?? "", message: lead.message ?? "" };
  }
}

/** 408, 429 and 5xx are worth another try; any other 4xx will not get better by repeating it. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export async function forwardLead(
  lead: LeadRecord,
  url: string,
  { timeoutMs = FORWARD_TIMEOUT_MS } = {},
): Promise<ForwardOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": lead.id },
      body: JSON.stringify(leadPayload(lead)),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "manual",
    });
  } catch (error) {
    return { kind: "retry", error: describeFetchError(error, timeoutMs) };
  }
  // The body is not needed; release the connection.
  await response.body?.cancel().catch(() => undefined);
  if (response.status >= 200 && response.status < 300) return { kind: "delivered" };
  const error = `form service answered HTTP ${response.status}`;
  if (isRetryableStatus(response.status)) return { kind: "retry", error };
  return { kind: "failed", error };
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError" || error.name === "AbortError") return `no answer within ${timeoutMs} ms`;
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return `network error: ${cause?.code ?? cause?.message ?? error.message}`;
  }
  return "network error";
}
