import {
  DIGEST_EVENT,
  type AlertAdmission,
  type AlertDigestPayload,
  type AlertFold,
  type ClaimedConversion,
  type NewConversion,
} from "@/lib/leads/follow-ups/queue";
import type { EventOutcome } from "@/lib/leads/follow-ups/drainer";
import type { SendOutcome } from "@/lib/leads/follow-ups/meta-capi";
import type { AlertMessage } from "@/lib/leads/alerts/channels";
import type { LeadForm } from "@/lib/leads/constraints";
import { CAPPED_STAFF_BUDGET } from "@/lib/messages";
import type { QuotaStore } from "@/lib/platform/quota/counts";
import { DAY_MS, HOUR_MS, KST_OFFSET_MS, kstDay, kstDayIndex, kstHour, kstMonthDayTime } from "@/lib/platform/time/kst";
import type { DeskAccount } from "./accounts";

// The new-lead alert: the salesperson who should call gets a message within a
// minute of a lead being stored. It travels through the lead's follow-up queue (lib/ads/
// conversions.ts): one event per channel is queued in the lead's own transaction (so no stored lead
// goes without its alert, and a channel that worked is never sent twice), due at once, or at the end
// of the quiet hours; the "conversions" job and a pass right after the visitor's answer send it.
//
// Who: the lead's assignee when it has one by the time the alert goes out, else the day's duty: the
// active accounts other than the configured owner take turns by Korean day, in address order (the
// owner when nobody else has an account). The webhook names that person in the team's channel;
// the e-mail goes to them; the SMS goes to the desk's own duty phone(s) (accounts hold no phone).
//
// What: the form, the time and a link to the lead's page, which asks for a sign-in; never the
// person's name, and their phone only when LEAD_ALERT_WITH_PHONE=true; through a webhook whose chat
// service keeps messages abroad (lib/site/transfers.ts), only when the visitor agreed to that
// transfer (the 국외 이전 box the forms show for it).
//
// How many: a flood of leads (a campaign's peak, or fake ones) must not become a flood of texts to
// the duty phone nor spend the staff's SMS budget. The first ALERTS_ALONE_PER_MINUTE alerts to one
// destination within a minute go on their own; the rest of that minute are folded into one digest
// (the queue's foldAlert: counted atomically in the store, so several instances agree), sent once
// the minute is over, with counts and a link to the inbox only, and counted once by the budget.
//
// Functions of their arguments here; lib/leads/desk/lead-alert-runtime.ts wires env, stores and senders.

/** Alerts to one destination (a channel, a duty phone) that go on their own within a minute; the rest wait for the digest. */
export const ALERTS_ALONE_PER_MINUTE = 3;
/** The window of ALERTS_ALONE_PER_MINUTE: it opens with an alert when none is open; its digest is due at its end. */
export const ALERT_WINDOW_MS = 60_000;

export type QuietHours = { from: number; to: number };

export type LeadAlertSettings = {
  webhookUrl: string | null;
  email: boolean;
  smsTo: readonly string[];
  quiet: QuietHours | null;
  withPhone: boolean;
  /** The webhook's chat service keeps messages abroad: the phone goes there only with the 국외 이전 consent. */
  webhookAbroad: boolean;
};

export type AlertEvent = "alert-webhook" | "alert-email" | `alert-sms-${number}`;

/** What an alert event keeps until it is sent (then the queue clears it). */
export type AlertPayload = {
  form: LeadForm;
  at: string;
  to?: string;
  phone?: string;
  /** Held for the end of the quiet hours. */ held?: boolean;
};

export function leadAlertsOn(s: LeadAlertSettings): boolean {
  return Boolean(s.webhookUrl || s.email || s.smsTo.length > 0);
}

/** Whether a Korean hour falls in the quiet hours (which may run past midnight: 22-08). */
function quietHour(hour: number, q: QuietHours): boolean {
  return q.from < q.to ? hour >= q.from && hour < q.to : hour >= q.from || hour < q.to;
}

/** The end of the quiet hours when `at` falls in them (the next Korean `to` o'clock), else null. */
export function quietUntil(at: Date, q: QuietHours | null): Date | null {
  if (!q) return null;
  const hour = Number(kstHour(at.getTime()));
  if (!quietHour(hour, q)) return null;
  // Korean midnight of `at`'s day, then `to` o'clock on that day or the next.
  const dayStart = kstDayIndex(at.getTime()) * DAY_MS - KST_OFFSET_MS;
  const end = dayStart + q.to * HOUR_MS;
  return new Date(end > at.getTime() ? end : end + DAY_MS);
}

/** A new lead as its alert sees it: the form, the time, the phone and whether it may go abroad. */
export type NewLeadAlert = { form: LeadForm; phone: string; at: Date; overseasConsent: boolean };

/** The events one new lead queues: one per configured channel, with what each needs and no more. */
export function leadAlertEvents(s: LeadAlertSettings, lead: NewLeadAlert): NewConversion[] {
  if (!leadAlertsOn(s)) return [];
  const notBefore = quietUntil(lead.at, s.quiet) ?? undefined;
  const base: AlertPayload = {
    form: lead.form,
    at: lead.at.toISOString(),
    ...(s.withPhone ? { phone: lead.phone } : {}),
    ...(notBefore ? { held: true } : {}),
  };
  const events: NewConversion[] = [];
  const add = (event: AlertEvent, payload: AlertPayload) =>
    events.push({ platform: "desk", event, payload, ...(notBefore ? { notBefore } : {}) });
  if (s.webhookUrl) {
    const { phone, ...rest } = base;
    add("alert-webhook", s.webhookAbroad && !lead.overseasConsent ? rest : { ...rest, ...(phone ? { phone } : {}) });
  }
  if (s.email) add("alert-email", base);
  s.smsTo.forEach((to, i) => add(`alert-sms-${i + 1}`, { ...base, to }));
  return events;
}

/** The day's duty: the accounts other than the owner take turns by Korean day; the owner alone when nobody else. */
export function dutyOf(accounts: readonly DeskAccount[], ownerEmail: string | null, at: Date): DeskAccount | null {
  const others = accounts.filter((a) => a.email !== ownerEmail).sort((a, b) => a.email.localeCompare(b.email));
  if (others.length === 0) return accounts.find((a) => a.email === ownerEmail) ?? null;
  return others[kstDayIndex(at.getTime()) % others.length] ?? null;
}

export type AlertRecipient = { account: DeskAccount; why: "assignee" | "duty" } | null;

function recipientLine(recipient: AlertRecipient): string {
  return recipient
    ? `${recipient.account.name} (${recipient.why === "assignee" ? "담당" : "오늘 당번"})`
    : "담당자 미정: 확인 후 배정해 주세요";
}

/** The alert's words: the subject (e-mail, webhook title) and the text (every channel). */
export function leadAlertMessage(input: {
  siteName: string;
  formLabel: string;
  payload: AlertPayload;
  leadUrl: string;
  recipient: AlertRecipient;
  delayed: boolean;
}): AlertMessage {
  const at = new Date(input.payload.at);
  const lines = [
    `${kstMonthDayTime(at)} 접수`,
    `담당 ${recipientLine(input.recipient)}`,
    ...(input.payload.phone ? [`연락처 ${input.payload.phone.replace(/^(\d{3})(\d{3,4})(\d{4})$/, "$1-$2-$3")}`] : []),
    ...(input.delayed ? ["알림 금지 시간에 들어온 신청이라 지금 알려 드립니다."] : []),
    `바로 보기 ${input.leadUrl}`,
  ];
  return { subject: `[${input.siteName}] 새 ${input.formLabel}`, text: lines.join("\n") };
}

/** `11월 27일 14:05 ~ 14:06`, the day said once when both fall on it (`11월 27일 23:59 ~ 11월 28일 08:00` else). */
function timeSpan(first: Date, last: Date): string {
  const [from, to] = [kstMonthDayTime(first), kstMonthDayTime(last)];
  if (from === to) return from;
  const sameDay = kstDayIndex(first.getTime()) === kstDayIndex(last.getTime());
  return `${from} ~ ${sameDay ? to.slice(to.lastIndexOf(" ") + 1) : to}`;
}

/** The digest's words: how many, of which forms, when, who calls, and the inbox; nothing about any visitor. */
export function leadDigestMessage(input: {
  siteName: string;
  formLabel: (form: string) => string;
  payload: AlertDigestPayload;
  inboxUrl: string;
  recipient: AlertRecipient;
}): AlertMessage {
  const p = input.payload;
  const first = new Date(p.firstAt);
  const last = new Date(p.lastAt);
  const within = p.held === 0 && last.getTime() - first.getTime() < ALERT_WINDOW_MS;
  const forms = Object.entries(p.forms)
    .sort(([, a], [, b]) => b - a)
    .map(([form, n]) => `${input.formLabel(form)} ${n}건`)
    .join(" · ");
  const span = timeSpan(first, last);
  const lines = [
    within
      ? `새 상담 신청 ${p.count}건이 1분 사이에 들어왔습니다.`
      : `새 상담 신청 ${p.count}건을 한 번에 모아 알려 드립니다.`,
    forms,
    `${span} 접수`,
    `앞의 ${p.singles}건은 한 건씩 따로 알려 드렸습니다.`,
    ...(p.held > 0 ? [`알림 금지 시간에 들어온 ${p.held}건이 함께 있습니다.`] : []),
    `담당 ${recipientLine(input.recipient)}`,
    `상담 목록 보기 ${input.inboxUrl}`,
  ];
  return { subject: `[${input.siteName}] 새 상담 신청 ${p.count}건 모아 보기`, text: lines.join("\n") };
}

export type AlertSendDeps = {
  siteName: string;
  siteUrl: string;
  formLabel: (form: LeadForm) => string;
  /** Who should call (the lead's assignee, else the day's duty; a digest's: the duty); null when nobody has an account. */
  recipient: (leadId: string | null, at: Date) => Promise<AlertRecipient>;
  webhook: ((message: AlertMessage) => Promise<void>) | null;
  email: ((to: readonly string[], message: AlertMessage) => Promise<void>) | null;
  /** Who is e-mailed when nobody has an account (ALERT_EMAIL_TO). */
  emailFallback: readonly string[];
  /** `first`: the event's first attempt (the one a daily budget counts). */
  sms: ((message: { to: string; text: string; key: string; first: boolean }) => Promise<SendOutcome>) | null;
  /** Counts the alert in its destination's minute (the queue's foldAlert); absent, every alert goes on its own. */
  fold?: (fold: AlertFold) => Promise<AlertAdmission>;
  now?: () => Date;
};

/** The staff alerts' own budget key in the quota store. */
export const STAFF_SMS_BUDGET_KEY = "sms-staff";

/**
 * An alert text counts in the staff alerts' own daily budget (SMS_STAFF_DAILY_BUDGET) at its first
 * attempt, and a digest as one text however many alerts it carries: a flood of fake leads cannot
 * run up the bill, and it never spends what the booking's texts (SMS_DAILY_BUDGET) or the welcomes
 * have. Past it the text is not sent (failed, with the reason); the webhook and e-mail still go.
 */
export function withinStaffBudget(
  send: (message: { to: string; text: string; key: string }) => Promise<SendOutcome>,
  budget: { quota: () => Promise<Pick<QuotaStore, "take">>; perDay: number; now?: () => Date },
): NonNullable<AlertSendDeps["sms"]> {
  return async (message) => {
    if (message.first) {
      const day = kstDay((budget.now?.() ?? new Date()).getTime());
      const taken = await (await budget.quota()).take(day, [{ key: STAFF_SMS_BUDGET_KEY, limit: budget.perDay }]);
      if (!taken.ok) return { kind: "failed", error: CAPPED_STAFF_BUDGET };
    }
    return send({ to: message.to, text: message.text, key: message.key });
  };
}

/** Sends a message on the event's channel (`channel`: the alert's event, or the digest's). */
async function deliver(
  channel: string,
  event: ClaimedConversion,
  message: AlertMessage,
  recipient: AlertRecipient,
  to: string | undefined,
  deps: AlertSendDeps,
): Promise<SendOutcome> {
  if (channel === "alert-webhook") {
    if (!deps.webhook) return { kind: "failed", error: "the webhook is no longer configured" };
    await deps.webhook(message);
    return { kind: "sent" };
  }
  if (channel === "alert-email") {
    if (!deps.email) return { kind: "failed", error: "e-mail alerts are no longer configured" };
    const emailTo = recipient ? [recipient.account.email] : deps.emailFallback;
    if (emailTo.length === 0)
      return { kind: "failed", error: "nobody to e-mail: no account is active and ALERT_EMAIL_TO is empty" };
    await deps.email(emailTo, message);
    return { kind: "sent" };
  }
  if (/^alert-sms-\d+$/.test(channel) && to) {
    if (!deps.sms) return { kind: "failed", error: "SMS is no longer configured" };
    return await deps.sms({
      to,
      text: `${message.subject}\n${message.text}`,
      key: `lead-alert:${event.id}`,
      first: event.attempts === 0,
    });
  }
  return { kind: "failed", error: `unknown alert event ${channel}` };
}

/** Sends a claimed digest: one message on its destination's channel, counted by a budget as one text. */
async function sendDigest(event: ClaimedConversion, deps: AlertSendDeps, now: Date): Promise<SendOutcome> {
  const payload = event.payload as AlertDigestPayload | null;
  if (!payload?.channel || !payload.count) return { kind: "failed", error: "the digest has no payload" };
  const recipient = await deps.recipient(null, now);
  const message = leadDigestMessage({
    siteName: deps.siteName,
    formLabel: (form) => deps.formLabel(form as LeadForm),
    payload,
    inboxUrl: `${deps.siteUrl}/admin/leads?stage=new`,
    recipient,
  });
  return deliver(payload.channel, event, message, recipient, payload.to, deps);
}

/**
 * Sends one claimed alert event on its channel, or folds it into its minute's digest; never throws
 * (a failure is a retry, the queue's rules apply).
 */
export async function sendLeadAlert(event: ClaimedConversion, deps: AlertSendDeps): Promise<EventOutcome> {
  try {
    const now = deps.now?.() ?? new Date();
    if (event.event === DIGEST_EVENT) return await sendDigest(event, deps, now);
    const payload = event.payload as AlertPayload | null;
    if (!payload?.form || !payload.at) return { kind: "failed", error: "the alert has no payload" };
    if (deps.fold) {
      const admission = await deps.fold({
        id: event.id,
        claimToken: event.claimToken,
        channel: event.event,
        now,
        singles: ALERTS_ALONE_PER_MINUTE,
        windowMs: ALERT_WINDOW_MS,
        form: payload.form,
        at: new Date(payload.at),
        held: payload.held === true,
        ...(payload.to ? { to: payload.to } : {}),
      });
      if (admission.kind === "folded") return admission;
      if (admission.kind === "lost") return { kind: "retry", error: "the claim ran out before the alert was counted" };
    }
    const recipient = await deps.recipient(event.leadId, now);
    const message = leadAlertMessage({
      siteName: deps.siteName,
      formLabel: deps.formLabel(payload.form),
      payload,
      leadUrl: `${deps.siteUrl}/admin/leads/${event.leadId}`,
      recipient,
      delayed: payload.held === true,
    });
    return await deliver(event.event, event, message, recipient, payload.to, deps);
  } catch (error) {
    return { kind: "retry", error: (error as Error)?.message ?? String(error) };
  }
}
