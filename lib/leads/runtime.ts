import "server-only";
import { env } from "@/lib/env";
import { log } from "@/lib/platform/log";
import { instance } from "@/lib/platform/store/factory";
import { trackedAfter } from "@/lib/platform/runtime/lifecycle";
import { conversionsFor, drainAdConversions, type ConversionInput } from "@/lib/leads/follow-ups";
import type { NewConversion } from "@/lib/leads/follow-ups/queue";
import { leadAlertSender, leadAlertsFor } from "@/lib/leads/desk/lead-alert-runtime";
import { drainOnce, type Destinations, type DrainReport } from "./drainer";
import { handleLeadPost, type AfterStore, type IntakeDeps } from "./intake";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";
import type { LeadOutbox } from "./outbox";
import { purgeExpiredLeads } from "./retention";
import type { ContactClickStore, ContactCounts } from "./contact/clicks";
import { CONTACT_RATE_LIMIT, handleContactPost } from "./contact/intake";
import type { SourceDimension, TimeRange } from "./stats";
import type { LeadForm } from "./schema";
import { leadStore } from "./store";
import { contactStore } from "./contact/store";
import { optOutStore } from "./opt-outs/store";
import { consentTextStore } from "./consent-texts/store";
import { consentText, consentVersion } from "./consents";
import { handleOptOutPost, OPT_OUT_RATE_LIMIT } from "./opt-outs/intake";

// The public face of lead capture for routes, the admin inbox and server start. The store and the
// rate limiter are per-process instances of the store factory (lib/platform/store/factory.ts), which picks
// the backend by DATA_BACKEND.

const contactLimiter = () => instance("leads.contact-limiter", () => new RateLimiter(CONTACT_RATE_LIMIT));

const optOutLimiter = () => instance("leads.opt-out-limiter", () => new RateLimiter(OPT_OUT_RATE_LIMIT));

let consentTextKept = false;

/**
 * Keeps the current consent texts under their version (lib/leads/consent-texts), once per process:
 * at server start, and again with a lead while it has not worked. Never throws.
 */
export async function keepConsentText(): Promise<void> {
  if (consentTextKept) return;
  try {
    await (await consentTextStore()).keep({ version: consentVersion(), text: consentText(), firstSeenAt: new Date() });
    consentTextKept = true;
  } catch (error) {
    log.error("[leads] could not keep the consent texts of this version (the next lead tries again)", { error });
  }
}

/** POST /api/opt-out: a visitor's own number onto the 수신거부 list (lib/leads/opt-outs). */
export function handleOptOut(request: Request): Promise<Response> {
  const e = env();
  return handleOptOutPost(request, {
    store: optOutStore,
    limiter: optOutLimiter(),
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    siteUrl: e.SITE_URL,
  });
}

/** A number a person asked staff (by phone) to take off the advertisements; false when already on the list. */
export async function addOptOutByStaff(phone: string, by: string, now = new Date()): Promise<boolean> {
  return (await optOutStore()).add({ phone, at: now, source: "staff", by });
}

/** How many numbers the 수신거부 list holds. */
export async function optOutCount(): Promise<number> {
  return (await optOutStore()).count();
}

/** Which of `phones` (digits) are on the 수신거부 list. */
export async function optedOut(phones: readonly string[]): Promise<Set<string>> {
  return (await optOutStore()).listed(phones);
}

/** POST /api/contact-click: one tap on the phone link or the KakaoTalk button, counted per source. */
export async function handleContactClick(request: Request): Promise<Response> {
  let store: ContactClickStore;
  try {
    store = await contactStore();
  } catch (error) {
    log.error("[contact] the store is unavailable", { error });
    return new Response(null, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
  const e = env();
  return handleContactPost(request, {
    store,
    limiter: contactLimiter(),
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    siteUrl: e.SITE_URL,
  });
}

/** The dashboard: taps on the phone and KakaoTalk links per source row of one dimension. */
export async function contactClicksBySource(range: TimeRange, dimension: SourceDimension): Promise<ContactCounts> {
  return (await contactStore()).bySource(range, dimension);
}

const leadLimiter = () => instance("leads.limiter", () => new RateLimiter(env().LEAD_RATE_LIMIT));

/** Where each form's leads go: FORM_SERVICE_URL_<FORM>, else FORM_SERVICE_URL, else nowhere (kept locally). */
export function leadDestinations(): Destinations {
  const e = env();
  return {
    register: e.FORM_SERVICE_URL_REGISTER ?? e.FORM_SERVICE_URL,
    visit: e.FORM_SERVICE_URL_VISIT ?? e.FORM_SERVICE_URL,
    inquiry: e.FORM_SERVICE_URL_INQUIRY ?? e.FORM_SERVICE_URL,
    // A booking is a visit request: it goes where the visit form's leads go.
    "visit-booking": e.FORM_SERVICE_URL_VISIT ?? e.FORM_SERVICE_URL,
  };
}

/** The lead store (admin inbox: list, retry, get, counts). */
export function leadOutbox(): LeadOutbox {
  // A thin facade so callers need not await the adapter's construction.
  const ready = leadStore;
  return {
    add: async (...a) => (await ready()).add(...a),
    claim: async (...a) => (await ready()).claim(...a),
    settle: async (...a) => (await ready()).settle(...a),
    get: async (...a) => (await ready()).get(...a),
    list: async (...a) => (await ready()).list(...a),
    retry: async (...a) => (await ready()).retry(...a),
    counts: async (...a) => (await ready()).counts(...a),
    purge: async (...a) => (await ready()).purge(...a),
    remove: async (...a) => (await ready()).remove(...a),
    leadsOverTime: async (...a) => (await ready()).leadsOverTime(...a),
    leadsBySource: async (...a) => (await ready()).leadsBySource(...a),
    deliveryHealth: async (...a) => (await ready()).deliveryHealth(...a),
    retryAllFailed: async (...a) => (await ready()).retryAllFailed(...a),
  };
}

/**
 * POST /api/{register,visit,inquiry,visit-booking}. `schedule` is `after` from next/server; shutdown
 * waits for what it runs. `afterStore`: the step a booking's lead leads to; `welcome`: the
 * registrant's welcome message (lib/visits/registration.ts), absent where none is sent.
 */
export async function handleLead(
  form: LeadForm,
  request: Request,
  schedule: (task: () => Promise<unknown>) => void,
  steps: { afterStore?: () => Promise<AfterStore>; welcome?: () => Promise<IntakeDeps["welcome"]> } = {},
): Promise<Response> {
  // The text behind the consent version this lead will carry, kept once per process (after the answer).
  if (!consentTextKept) schedule(keepConsentText);
  const { afterStore } = steps;
  let outbox: LeadOutbox;
  try {
    outbox = await leadStore();
  } catch (error) {
    log.error("[leads] the lead store is unavailable", { error });
    return new Response(
      JSON.stringify({ ok: false, message: "일시적인 오류로 등록하지 못했습니다. 잠시 후 다시 시도해 주세요." }),
      {
        status: 503,
        headers: { "Content-Type": "application/json; charset=utf-8", "Retry-After": "30" },
      },
    );
  }
  let next: AfterStore | undefined;
  let welcome: IntakeDeps["welcome"];
  try {
    next = afterStore ? await afterStore() : undefined;
  } catch (error) {
    log.error(`[leads] the ${form} store is unavailable`, { error });
    return new Response(
      JSON.stringify({ ok: false, message: "일시적인 오류로 등록하지 못했습니다. 잠시 후 다시 시도해 주세요." }),
      {
        status: 503,
        headers: { "Content-Type": "application/json; charset=utf-8", "Retry-After": "30" },
      },
    );
  }
  try {
    welcome = steps.welcome ? await steps.welcome() : undefined;
  } catch (error) {
    // The lead is taken all the same; its answer says a consultant calls (true without a message).
    log.error(`[leads] the welcome message's stores are unavailable; ${form} leads are taken without it`, { error });
  }
  const e = env();
  return handleLeadPost(form, request, {
    afterStore: next,
    welcome,
    outbox,
    destinations: leadDestinations(),
    limiter: leadLimiter(),
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    siteUrl: e.SITE_URL,
    schedule: trackedAfter(schedule),
    ...leadFollowUps(),
  });
}

/**
 * What a new lead queues beside it (lib/leads/follow-ups/queue.ts): Meta's event when the visitor agreed,
 * the desk's new-lead alert when configured; and the pass that sends them right after the answer.
 */
function leadFollowUps(): {
  conversionsFor?: (input: ConversionInput) => NewConversion[];
  sendFollowUps?: () => Promise<unknown>;
} {
  const ads = conversionsFor();
  const alerts = leadAlertsFor();
  if (!ads && !alerts) return {};
  return {
    conversionsFor: (input) => [
      ...(ads?.(input) ?? []),
      ...(alerts?.({ ...input, overseasConsent: input.consents.overseas }) ?? []),
    ],
    sendFollowUps: () => sendLeadFollowUps({ limit: 20 }),
  };
}

/** The "conversions" job and the pass after a lead: Meta's events and the new-lead alerts that are due. */
export function sendLeadFollowUps(options: { now?: () => Date; stopClaimingAt?: number; limit?: number } = {}) {
  return drainAdConversions({ ...options, desk: leadAlertSender(undefined, options.now) });
}

/**
 * When the oldest lead still waiting for delivery arrived (null: none is waiting). A read of the
 * lead store, for GET /api/health.
 */
export async function oldestPendingLeadAt(now: Date = new Date()): Promise<Date | null> {
  const outbox = await leadStore();
  return (await outbox.deliveryHealth(now, now)).oldestPendingAt;
}

/**
 * One pass of the drainer over every due lead (the "leads" job of lib/server/jobs, which runs the alert
 * check after it). `stopClaimingAt` (epoch ms): no new batch is claimed after it.
 */
export async function drainLeads(
  options: { maxLeads?: number; now?: () => Date; stopClaimingAt?: number } = {},
): Promise<DrainReport> {
  const outbox = await leadStore();
  return drainOnce({
    outbox,
    destinations: leadDestinations(),
    maxLeads: options.maxLeads ?? 200,
    now: options.now,
    stopClaimingAt: options.stopClaimingAt,
  });
}

/** Retention (the "purge-leads" job): leads past the period, with their idempotency records. */
export async function purgeLeads(now: Date): Promise<{ leads: number; undelivered: number }> {
  return purgeExpiredLeads(await leadStore(), now);
}
