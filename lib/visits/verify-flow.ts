import "server-only";
import { clientAddressOf } from "@/lib/platform/http/client-address";
import type { AfterStoreResult } from "@/lib/leads";
import type { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { ALL_DAYS } from "@/lib/platform/quota/counts";
import { parseVisitForm, visitBookingFormSchema } from "./booking-form";
import { json, readBookingPost, see } from "./manage-post";
import { VISIT_DONE_PATH, VISIT_PATH, VISIT_VERIFY_PATH } from "@/lib/site/routes/paths.mjs";
import { bookVisit, manageLink, refusal, tokenOf, type BookingOutcome, type VisitDeps } from "./service";
import { resolveSlot } from "@/lib/site/content/visit-calendar";
import {
  codeMatches,
  readVerification,
  signVerification,
  VERIFY_ATTEMPTS,
  verificationCode,
  verificationCodeSchema,
  verificationText,
} from "./verify";

// The two steps of a booking whose number must be proven (SMS configured): the form's post stores
// the lead and sends a one-time code to the number (no place is held, nothing else is texted); the
// code's post books the place with the stored lead's name and number. See lib/visits/verify.ts.

export const verifyMessages = {
  link: "인증 시간이 지났거나 인증 링크가 올바르지 않습니다. 방문예약을 처음부터 다시 해 주세요.",
  code: "인증번호가 맞지 않습니다. 문자로 받으신 6자리를 다시 확인해 주세요.",
  attempts: "인증번호를 여러 번 잘못 입력하셨습니다. 방문예약을 처음부터 다시 해 주세요.",
} as const;

export type VerifyProblem = keyof typeof verifyMessages;

const dayParam = (slot: unknown) =>
  typeof slot === "string" && /^\d{4}-\d{2}-\d{2}/.test(slot) ? `day=${slot.slice(0, 10)}&` : "";

/**
 * Step one, after the lead is stored: the form is checked as a booking would be, then the code goes
 * to the number (one message a lead: the outbox key is the lead's id) and the visitor is sent to
 * the code page (202; a plain form post: 303 there).
 */
export async function requestVerification(
  deps: VisitDeps,
  lead: { id: string },
  input: Record<string, unknown>,
  now: Date,
): Promise<AfterStoreResult> {
  const verify = deps.verify!;
  const form = parseVisitForm(visitBookingFormSchema, input);
  if (!form.ok)
    return {
      ok: false,
      status: 422,
      body: { ok: false, errors: form.errors },
      location: `${VISIT_PATH}?lead=invalid#booking`,
    };
  const slot = resolveSlot(deps.calendar, form.data.slot, now);
  if (!slot.ok) {
    const refused = refusal(deps.copy, slot.reason);
    return {
      ok: false,
      status: 409,
      body: { ok: false, reason: refused.reason, message: refused.message },
      location: `${VISIT_PATH}?${dayParam(input.slot)}refused=${refused.reason}#booking`,
    };
  }
  const token = signVerification(
    deps.tokenKey,
    {
      leadId: lead.id,
      slot: form.data.slot,
      partySize: Math.min(form.data.partySize, deps.calendar.maxPartySize),
      smsConsent: form.data.smsConsent,
    },
    now,
  );
  await deps.sms!.outbox.enqueue(
    {
      bookingId: lead.id,
      kind: "code",
      to: form.data.phone,
      text: verificationText(verify.siteName, verificationCode(deps.tokenKey, lead.id)),
      notBefore: now,
    },
    now,
  );
  verify.sendSoon?.();
  const verifyUrl = `${VISIT_VERIFY_PATH}?c=${encodeURIComponent(token)}`;
  return { ok: true, status: 202, body: { ok: true, id: lead.id, verify: true, verifyUrl }, location: verifyUrl };
}

export type VerifyOutcome = BookingOutcome | { ok: false; kind: "verify"; problem: VerifyProblem; message: string };

const problem = (p: VerifyProblem): VerifyOutcome => ({
  ok: false,
  kind: "verify",
  problem: p,
  message: verifyMessages[p],
});

/** Step two: the code of a verification link; a right one books the place for the lead's name and number. */
export async function confirmVerification(
  deps: VisitDeps,
  token: unknown,
  rawCode: unknown,
  now: Date = new Date(),
): Promise<VerifyOutcome> {
  const verify = deps.verify!;
  const check = readVerification(deps.tokenKey, token, now);
  if (!check.ok) return problem("link");
  const { leadId, slot, partySize, smsConsent } = check.verification;
  const code = verificationCodeSchema.safeParse(rawCode);
  if (!code.success) return problem("code");
  // Every try counts, right or wrong, before the comparison: 5 a lead, whatever the link.
  if (
    deps.limits &&
    !(await deps.limits.quota.take(ALL_DAYS, [{ key: `verify:${leadId}`, limit: VERIFY_ATTEMPTS }])).ok
  )
    return problem("attempts");
  if (!codeMatches(deps.tokenKey, leadId, code.data)) return problem("code");
  const lead = await verify.leadOf(leadId);
  if (!lead) return problem("link");
  const outcome = await bookVisit(
    deps,
    { slot, name: lead.name, phone: lead.phone, partySize, consent: "on", ...(smsConsent ? { smsConsent: "on" } : {}) },
    now,
    leadId,
  );
  if (!outcome.ok && outcome.kind === "refused" && outcome.reason === "unavailable") {
    // The same code sent twice (a double submit): the booking its first post made.
    const mine = (await deps.store.listDay(slot.slice(0, 10))).find(
      (b) => b.leadId === leadId && b.status === "active",
    );
    if (mine) return { ok: true, booking: mine, manageUrl: manageLink(deps, mine), sms: "off" };
  }
  return outcome;
}

/**
 * POST /api/visit-booking/verify: `c` (the verification link's token) and `code`. JSON: 201 with the
 * booking (as the booking post answers), 400/409/429 with a Korean message. A plain form post: 303 to
 * the result page, or back to the code page (a wrong code) or the booking page (a refused slot).
 */
export async function handleVerifyPost(
  request: Request,
  deps: { visit: VisitDeps; siteUrl: string; limiter: RateLimiter; trustedProxyHops: number; now?: () => Date },
): Promise<Response> {
  const now = deps.now?.() ?? new Date();
  const read = await readBookingPost(request, deps.siteUrl);
  if (!read.ok) return read.response;
  const { input, isForm } = read;
  if (!deps.limiter.hit(clientAddressOf(request.headers, deps.trustedProxyHops)))
    return json(429, { ok: false, message: "짧은 시간에 요청이 많았습니다. 1분 뒤에 다시 시도해 주세요." });
  if (!deps.visit.verify) return isForm ? see(VISIT_PATH) : json(404, { ok: false, message: verifyMessages.link });
  const token = typeof input.c === "string" ? input.c : "";
  const outcome = await confirmVerification(deps.visit, input.c, input.code, now);
  if (outcome.ok) {
    const doneUrl = `${VISIT_DONE_PATH}?t=${encodeURIComponent(tokenOf(outcome.manageUrl))}`;
    const { booking } = outcome;
    return isForm
      ? see(doneUrl)
      : json(201, {
          ok: true,
          booking: {
            id: booking.id,
            date: booking.date,
            start: booking.start,
            end: booking.end,
            partySize: booking.partySize,
          },
          manageUrl: outcome.manageUrl,
          doneUrl,
        });
  }
  if (outcome.kind === "verify") {
    const status = outcome.problem === "attempts" ? 429 : outcome.problem === "code" ? 400 : 404;
    const back =
      outcome.problem === "code"
        ? `${VISIT_VERIFY_PATH}?c=${encodeURIComponent(token)}&error=code`
        : `${VISIT_VERIFY_PATH}?error=${outcome.problem}`;
    return isForm ? see(back) : json(status, { ok: false, problem: outcome.problem, message: outcome.message });
  }
  if (outcome.kind === "invalid")
    return isForm ? see(`${VISIT_PATH}?lead=invalid#booking`) : json(422, { ok: false, errors: outcome.errors });
  const slot = readVerification(deps.visit.tokenKey, input.c, now);
  const day = slot.ok ? `day=${slot.verification.slot.slice(0, 10)}&` : "";
  return isForm
    ? see(`${VISIT_PATH}?${day}refused=${outcome.reason}#booking`)
    : json(409, { ok: false, reason: outcome.reason, message: outcome.message });
}
