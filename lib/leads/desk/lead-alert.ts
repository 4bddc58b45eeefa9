import type { ClaimedConversion, NewConversion } from "@/lib/leads/follow-ups/queue";
import type { SendOutcome } from "@/lib/leads/follow-ups/meta-capi";
import type { AlertMessage } from "@/lib/leads/alerts/channels";
import type { LeadForm } from "@/lib/leads/constraints";
import { DAY_MS, HOUR_MS, KST_OFFSET_MS, kstDayIndex, kstHour, kstMonthDayTime } from "@/lib/platform/time/kst";
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
// Pure functions here; lib/leads/desk/lead-alert-runtime.ts wires env, stores and senders.

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
  const who = input.recipient
    ? `${input.recipient.account.name} (${input.recipient.why === "assignee" ? "담당" : "오늘 당번"})`
    : "담당자 미정: 확인 후 배정해 주세요";
  const lines = [
    `${kstMonthDayTime(at)} 접수`,
    `담당 ${who}`,
    ...(input.payload.phone ? [`연락처 ${input.payload.phone.replace(/^(\d{3})(\d{3,4})(\d{4})$/, "$1-$2-$3")}`] : []),
    ...(input.delayed ? ["알림 금지 시간에 들어온 신청이라 지금 알려 드립니다."] : []),
    `바로 보기 ${input.leadUrl}`,
  ];
  return { subject: `[${input.siteName}] 새 ${input.formLabel}`, text: lines.join("\n") };
}

export type AlertSendDeps = {
  siteName: string;
  siteUrl: string;
  formLabel: (form: LeadForm) => string;
  /** Who should call (assignee, else the day's duty); null when nobody has an account. */
  recipient: (leadId: string, at: Date) => Promise<AlertRecipient>;
  webhook: ((message: AlertMessage) => Promise<void>) | null;
  email: ((to: readonly string[], message: AlertMessage) => Promise<void>) | null;
  /** Who is e-mailed when nobody has an account (ALERT_EMAIL_TO). */
  emailFallback: readonly string[];
  /** `first`: the event's first attempt (the one a daily budget counts). */
  sms: ((message: { to: string; text: string; key: string; first: boolean }) => Promise<SendOutcome>) | null;
  now?: () => Date;
};

/** Sends one claimed alert event on its channel; never throws (a failure is a retry, the queue's rules apply). */
export async function sendLeadAlert(event: ClaimedConversion, deps: AlertSendDeps): Promise<SendOutcome> {
  const payload = event.payload as AlertPayload | null;
  if (!payload?.form || !payload.at) return { kind: "failed", error: "the alert has no payload" };
  try {
    const now = deps.now?.() ?? new Date();
    const recipient = await deps.recipient(event.leadId, now);
    const message = leadAlertMessage({
      siteName: deps.siteName,
      formLabel: deps.formLabel(payload.form),
      payload,
      leadUrl: `${deps.siteUrl}/admin/leads/${event.leadId}`,
      recipient,
      delayed: payload.held === true,
    });
    if (event.event === "alert-webhook") {
      if (!deps.webhook) return { kind: "failed", error: "the webhook is no longer configured" };
      await deps.webhook(message);
      return { kind: "sent" };
    }
    if (event.event === "alert-email") {
      if (!deps.email) return { kind: "failed", error: "e-mail alerts are no longer configured" };
      const to = recipient ? [recipient.account.email] : deps.emailFallback;
      if (to.length === 0)
        return { kind: "failed", error: "nobody to e-mail: no account is active and ALERT_EMAIL_TO is empty" };
      await deps.email(to, message);
      return { kind: "sent" };
    }
    if (/^alert-sms-\d+$/.test(event.event) && payload.to) {
      if (!deps.sms) return { kind: "failed", error: "SMS is no longer configured" };
      return await deps.sms({
        to: payload.to,
        text: `${message.subject}\n${message.text}`,
        key: `lead-alert:${event.id}`,
        first: event.attempts === 0,
      });
    }
    return { kind: "failed", error: `unknown alert event ${event.event}` };
  } catch (error) {
    return { kind: "retry", error: (error as Error)?.message ?? String(error) };
  }
}
