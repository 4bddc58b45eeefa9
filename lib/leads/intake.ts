import "server-only";
import { campaignAddress } from "./campaign";
import { firstSeenTime, leadClickIds } from "./click-ids";
import { consentsOf, type ConsentTerms } from "./consents";
import type { ConversionInput } from "@/lib/leads/follow-ups";
import type { NewConversion } from "@/lib/leads/follow-ups/queue";
import { log } from "@/lib/platform/log";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { forwardNow, type Destinations } from "./drainer";
import type { LeadQueue } from "./outbox";
import { idempotencyKeySchema, parseLead, type FieldErrors, type LeadForm } from "./schema";
import { fieldErrorCodes } from "./constraints";
import { clientAddressOf } from "@/lib/platform/http/client-address";
import { readRequestBody } from "@/lib/platform/http/read-body";
import {
  crossSiteMessage,
  isCrossSiteRequest,
  isSameOriginPath,
  ourOrigins as originsOf,
} from "@/lib/platform/http/same-origin";

// Everything between the HTTP request and the outbox: content type, size, parsing, the zod
// verdict, the honeypot, the rate limit, idempotency, the durable commit, then the forward
// scheduled after the answer. The route handlers are a few lines around handleLeadPost().

export const BODY_LIMIT_BYTES = 16 * 1024;
const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

export const intakeMessages = {
  badJson: "요청 형식이 올바르지 않습니다. JSON 객체로 보내 주세요.",
  badKey: "Idempotency-Key 헤더 형식이 올바르지 않습니다. (영문·숫자·-·_ 8~100자)",
  tooLarge: "보내신 내용이 너무 깁니다. 16KB 이내로 줄여 주세요.",
  unsupported: "지원하지 않는 형식입니다. JSON 또는 일반 폼 형식으로 보내 주세요.",
  method: "이 주소는 POST 요청만 받습니다.",
  limited: "짧은 시간에 등록 요청이 많았습니다. 1분 뒤에 다시 시도해 주세요.",
  unavailable: "일시적인 오류로 등록하지 못했습니다. 잠시 후 다시 시도해 주세요.",
} as const;

/**
 * A form whose lead is the first half of something more (the visit booking, lib/visits): runs once
 * the lead is stored (also on an idempotent repeat, `created: false`) and decides the answer: the
 * JSON body and status, or where a plain form post is sent (303).
 */
export type AfterStoreResult = { ok: boolean; status: number; body: Record<string, unknown>; location: string };
/** `client`: the client address the rate limit counted (for the step's own limits; never stored). */
export type AfterStore = (
  lead: { id: string; created: boolean; client: string },
  input: Record<string, unknown>,
  now: Date,
) => Promise<AfterStoreResult>;

export type IntakeDeps = {
  outbox: LeadQueue;
  destinations: Destinations;
  limiter: RateLimiter;
  trustedProxyHops: number;
  siteUrl: string;
  /** Runs work after the answer is sent (`after` from next/server in the routes). */
  schedule: (task: () => Promise<unknown>) => void;
  now?: () => Date;
  forwardTimeoutMs?: number;
  afterStore?: AfterStore;
  /** The consent texts' version and whether a third party is named; absent: the selected complex's (lib/leads/consents.ts). */
  consentTerms?: ConsentTerms;
  /** The server-side conversions to queue with a lead (lib/ads conversionsFor); absent: none. */
  conversionsFor?: (input: ConversionInput) => NewConversion[];
  /** Sends the due follow-up events (conversions, the new-lead alert); scheduled after the answer when a new lead queued some. */
  sendFollowUps?: () => Promise<unknown>;
  /**
   * Queues the registrant's welcome message (lib/visits/welcome.ts) before the answer, and says
   * whether one is on its way: at once, at 08:00, or not at all (the answer tells the visitor).
   */
  welcome?: (lead: { id: string; phone: string; created: boolean }, now: Date) => Promise<WelcomeAnswer>;
};

/** What the answer says of a welcome message: sent now, at 08:00 (the night rule), or none. */
export type WelcomeAnswer = "now" | "morning" | null;

/** 409: an Idempotency-Key already used for this form with a different payload. */
export const conflictMessage =
  "같은 요청 번호(Idempotency-Key)로 다른 내용이 이미 접수되었습니다. 새 등록은 새 요청 번호로 보내 주세요.";

type Outcome =
  | { kind: "accepted"; id: string; welcome?: WelcomeAnswer }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "limited" }
  | { kind: "conflict" }
  | { kind: "unavailable" };

const metaSchema = z.object({
  _page: z.string().max(500).refine(isSameOriginPath).optional().catch(undefined),
  _referrer: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional()
    .catch(undefined),
  /** The visit's first page (path and query), kept by the browser for the session: where the ad's UTM is. */
  _landing: z.string().max(500).refine(isSameOriginPath).optional().catch(undefined),
  /** When the browser first saw that landing page (ms since the epoch): the time in Meta's `fbc`. */
  _landingAt: z.number().int().positive().optional().catch(undefined),
  _result: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,39}$/)
    .optional()
    .catch(undefined),
  _gotcha: z.unknown().optional(),
});

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

export function methodNotAllowed(): Response {
  return json(405, { ok: false, message: intakeMessages.method }, { Allow: "POST" });
}

function sameOriginPath(value: string | null, allowedOrigins: string[]): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    // "//host" or "/\host" as a path would leave the site in a Location and is no page of ours to store.
    return allowedOrigins.includes(url.origin) && isSameOriginPath(url.pathname) ? url : null;
  } catch {
    return null;
  }
}

export function utmFrom(url: URL | null): Record<string, string> | null {
  if (!url) return null;
  const utm: Record<string, string> = {};
  for (const key of UTM_KEYS) {
    const v = url.searchParams.get(key);
    if (v) utm[key] = v.slice(0, 100);
  }
  return Object.keys(utm).length ? utm : null;
}

/** POST handler of one lead form: JSON in, JSON out; a urlencoded form post gets a 303 back to its page. */
export async function handleLeadPost(form: LeadForm, request: Request, deps: IntakeDeps): Promise<Response> {
  // Another site's page made this browser post here (CSRF): refused before anything is read.
  const ourOrigins = originsOf(request, deps.siteUrl);
  if (isCrossSiteRequest(request.headers, ourOrigins)) return json(403, { ok: false, message: crossSiteMessage });

  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const isJson = mediaType === "application/json";
  const isFormPost = mediaType === "application/x-www-form-urlencoded";
  if (!isJson && !isFormPost) return json(415, { ok: false, message: intakeMessages.unsupported });

  let bytes: Uint8Array | null;
  try {
    bytes = await readRequestBody(request, BODY_LIMIT_BYTES);
  } catch {
    return json(400, { ok: false, message: intakeMessages.badJson });
  }
  if (bytes === null) return json(413, { ok: false, message: intakeMessages.tooLarge });

  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return json(400, { ok: false, message: intakeMessages.badJson });
  }

  let input: Record<string, unknown>;
  if (isJson) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return json(400, { ok: false, message: intakeMessages.badJson });
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      return json(400, { ok: false, message: intakeMessages.badJson });
    input = parsed as Record<string, unknown>;
  } else {
    input = {};
    for (const [key, value] of new URLSearchParams(text)) if (!(key in input)) input[key] = value;
  }

  const rawKey = request.headers.get("idempotency-key");
  let idempotencyKey: string | null = null;
  if (rawKey !== null) {
    const key = idempotencyKeySchema.safeParse(rawKey.trim());
    if (!key.success) return json(400, { ok: false, message: intakeMessages.badKey });
    idempotencyKey = key.data;
  }

  const meta = metaSchema.parse(input);
  const requestOrigin = ourOrigins[0]!;
  const refererUrl = sameOriginPath(request.headers.get("referer"), ourOrigins);

  const respond = (outcome: Outcome): Response => {
    if (isFormPost) return redirectBack(outcome, refererUrl, meta._result);
    switch (outcome.kind) {
      case "accepted":
        return json(201, { ok: true, id: outcome.id, ...(deps.welcome ? { welcome: outcome.welcome ?? null } : {}) });
      case "invalid":
        return json(422, { ok: false, errors: outcome.errors });
      case "limited":
        return json(429, { ok: false, message: intakeMessages.limited }, { "Retry-After": "60" });
      case "conflict":
        return json(409, { ok: false, message: conflictMessage });
      case "unavailable":
        return json(503, { ok: false, message: intakeMessages.unavailable }, { "Retry-After": "30" });
    }
  };

  const verdict = parseLead(form, input);
  if (!verdict.ok) return respond({ kind: "invalid", errors: verdict.errors });

  // A filled honeypot is a bot: it sees the answer of a real submission, nothing is stored or sent.
  if (
    typeof meta._gotcha === "string" ? meta._gotcha.trim() !== "" : meta._gotcha !== undefined && meta._gotcha !== null
  ) {
    return respond({ kind: "accepted", id: randomUUID(), welcome: null });
  }

  const client = clientAddressOf(request.headers, deps.trustedProxyHops);
  if (!deps.limiter.hit(client)) return respond({ kind: "limited" });

  const now = deps.now?.() ?? new Date();
  const pageUrl = meta._page ? new URL(meta._page, requestOrigin) : refererUrl;
  const landingUrl = meta._landing ? new URL(meta._landing, requestOrigin) : null;
  // A referrer on this site is a move between our own pages, not where the visitor came from.
  const referrer = meta._referrer && !ourOrigins.includes(new URL(meta._referrer).origin) ? meta._referrer : null;
  const destination = deps.destinations[form];
  // Click ids as they came (never logged); a bad one is dropped, never the lead.
  const clickIds = leadClickIds({
    landing: landingUrl,
    landingSeenMs: firstSeenTime(landingUrl ? meta._landingAt : undefined, now),
    page: pageUrl,
    pageSeenMs: now.getTime(),
    cookie: request.headers.get("cookie"),
  });
  // The optional consents (marketing, third-party provision) and the texts' version.
  const consents = consentsOf(input, deps.consentTerms);
  // Server-side conversions (lib/ads), queued with the lead when the visitor agreed to provision.
  const conversions =
    deps.conversionsFor?.({
      form,
      consents,
      phone: verdict.fields.phone,
      at: now,
      pageUrl: pageUrl ? new URL(`${pageUrl.pathname}${pageUrl.search}`, deps.siteUrl).href : null,
      clientIp: /^[0-9a-f:.]{3,45}$/i.test(client) ? client : null,
      userAgent: request.headers.get("user-agent"),
      clickIds,
    }) ?? [];
  let stored: Awaited<ReturnType<LeadQueue["add"]>>;
  try {
    stored = await deps.outbox.add(
      {
        form,
        fields: verdict.fields,
        page: pageUrl ? campaignAddress(pageUrl) : null,
        referrer,
        utm: utmFrom(landingUrl) ?? utmFrom(pageUrl),
        landing: landingUrl ? campaignAddress(landingUrl) : null,
        clickIds,
        consents,
        conversions,
        consentAt: now,
        idempotencyKey,
        hasDestination: Boolean(destination),
      },
      now,
    );
  } catch (error) {
    log.error(`[leads] could not store a ${form} lead`, { error });
    return respond({ kind: "unavailable" });
  }
  if (!stored.created && stored.conflict) return respond({ kind: "conflict" });

  if (stored.created && destination) {
    const { id } = stored;
    deps.schedule(() =>
      forwardNow(id, { outbox: deps.outbox, destinations: deps.destinations, timeoutMs: deps.forwardTimeoutMs }).catch(
        (error: unknown) => {
          // The drainer picks the lead up again; nothing is lost.
          log.error(`[leads] forwarding lead ${id} right after intake failed`, { error });
        },
      ),
    );
  }
  if (stored.created && conversions.length > 0 && deps.sendFollowUps) {
    const send = deps.sendFollowUps;
    // The job sends them too (within its period); this pass is what puts an alert out in seconds.
    deps.schedule(() =>
      send().catch((error: unknown) =>
        log.error(`[leads] sending lead ${stored.id}'s follow-up events right after intake failed`, { error }),
      ),
    );
  }
  if (deps.afterStore) {
    let result: AfterStoreResult;
    try {
      result = await deps.afterStore({ id: stored.id, created: stored.created, client }, input, now);
    } catch (error) {
      // The lead is stored (and forwarded): the visitor is told to try again, nothing is lost.
      log.error(`[leads] ${form} lead ${stored.id} is stored; the step after it failed`, { error });
      return respond({ kind: "unavailable" });
    }
    if (isFormPost)
      return new Response(null, { status: 303, headers: { Location: result.location, "Cache-Control": "no-store" } });
    return json(result.status, result.body);
  }
  let welcome: WelcomeAnswer = null;
  if (deps.welcome) {
    try {
      welcome = await deps.welcome({ id: stored.id, phone: verdict.fields.phone, created: stored.created }, now);
    } catch (error) {
      // The lead is stored and goes to the desk: the visitor is told a consultant calls, which is true.
      log.error(`[leads] ${form} lead ${stored.id} is stored; its welcome message could not be queued`, { error });
    }
  }
  return respond({ kind: "accepted", id: stored.id, welcome });
}

// A plain form post carries no Idempotency-Key, so "conflict" comes only from a crafted one.
const RESULT_PARAM: Record<Outcome["kind"], string> = {
  accepted: "ok",
  invalid: "invalid",
  limited: "limited",
  conflict: "error",
  unavailable: "error",
};

/**
 * 303 to the submitting page (same origin only, else home) with ?lead=<result>#<anchor>-<result>
 * (`ok-now` or `ok-morning` when a welcome message is on its way);
 * an accepted lead adds &lid=<id>, which the ad tags report as the conversion's id (public/ads/loader.js
 * takes it out of the address before any tag reads it).
 */
function redirectBack(outcome: Outcome, referer: URL | null, anchor: string | undefined): Response {
  const result = RESULT_PARAM[outcome.kind];
  // Only a path that stays on this site: "//host" or "/\host" would send the browser elsewhere.
  const path = referer && isSameOriginPath(referer.pathname) ? referer.pathname : "/";
  const lid = outcome.kind === "accepted" ? `&lid=${encodeURIComponent(outcome.id)}` : "";
  // The message shown (components/leads/result-note.tsx, by :target) says whether a welcome is on its way.
  const shown = outcome.kind === "accepted" && outcome.welcome ? `${result}-${outcome.welcome}` : result;
  // A refusal names the fields and rules (codes, never the values), so a page rendered per request shows each message under its field.
  const codes = outcome.kind === "invalid" ? fieldErrorCodes(outcome.errors) : "";
  const fields = codes ? `&e=${codes}` : "";
  const location = `${path}?lead=${result}${lid}${fields}${anchor ? `#${anchor}-${shown}` : ""}`;
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}
