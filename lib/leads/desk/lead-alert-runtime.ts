import "server-only";
import type { EventSender } from "@/lib/leads/follow-ups/drainer";
import type { NewConversion } from "@/lib/leads/follow-ups/queue";
import { FORM_LABELS } from "@/lib/leads/constraints";
import { alertFrom, postWebhook, sendEmail } from "@/lib/leads/alerts/channels";
import { signInSetup, normalEmail } from "@/lib/staff";
import { complex } from "@/lib/site/content";
import { env, type Env } from "@/lib/env";
import { quotaStore } from "@/lib/platform/quota";
import { smsSender } from "@/lib/messages";
import { foldDeskAlert } from "@/lib/leads/follow-ups";
import { deskAccounts } from "./accounts";
import { leadDesk } from "./index";
import {
  dutyOf,
  leadAlertEvents,
  leadAlertsOn,
  sendLeadAlert,
  withinStaffBudget,
  type AlertRecipient,
  type LeadAlertSettings,
  type NewLeadAlert,
} from "./lead-alert";
import { alertWebhookService } from "@/lib/site/transfers";

// The new-lead alert's wiring (lead-alert.ts): settings from env (LEAD_ALERT_*), the recipient from
// the desk's store and accounts, the channels from lib/leads/alerts (webhook, e-mail) and lib/messages,
// the fold into a minute's digest from the follow-up queue.

export { STAFF_SMS_BUDGET_KEY } from "./lead-alert";

export function leadAlertSettings(e: Env = env()): LeadAlertSettings {
  return {
    webhookUrl: e.LEAD_ALERT_WEBHOOK_URL ?? null,
    email: e.LEAD_ALERT_EMAIL && Boolean(e.ALERT_SMTP_URL),
    smsTo: e.LEAD_ALERT_SMS_TO,
    quiet: e.LEAD_ALERT_QUIET_HOURS,
    withPhone: e.LEAD_ALERT_WITH_PHONE,
    webhookAbroad: e.LEAD_ALERT_WEBHOOK_URL ? alertWebhookService(e.LEAD_ALERT_WEBHOOK_URL).abroad !== null : false,
  };
}

/** What intake queues with each new lead (every channel's event); undefined when alerts are off. */
export function leadAlertsFor(
  settings: LeadAlertSettings = leadAlertSettings(),
): ((lead: NewLeadAlert) => NewConversion[]) | undefined {
  return leadAlertsOn(settings) ? (lead) => leadAlertEvents(settings, lead) : undefined;
}

/** The lead's assignee, else (and for a digest, which has no lead) the day's duty among the accounts (the configured owner only when alone). */
async function recipientOf(leadId: string | null, at: Date): Promise<AlertRecipient> {
  const [courses, accounts] = await Promise.all([leadId ? (await leadDesk()).courses([leadId]) : null, deskAccounts()]);
  const assignee = leadId ? courses?.get(leadId)?.assignee : undefined;
  const assigned = assignee ? accounts.find((a) => a.email === assignee) : undefined;
  if (assigned) return { account: assigned, why: "assignee" };
  const setup = signInSetup();
  const duty = dutyOf(
    accounts,
    setup.enabled && setup.mode === "embedded" ? normalEmail(setup.credentials.email) : null,
    at,
  );
  return duty ? { account: duty, why: "duty" } : null;
}

/**
 * The "desk" sender of the conversions job; null when alerts are off. `now`: the pass's clock, which
 * places an alert in its destination's minute and counts a text on its Korean day.
 */
export function leadAlertSender(e: Env = env(), now?: () => Date): EventSender | null {
  const settings = leadAlertSettings(e);
  if (!leadAlertsOn(settings)) return null;
  const smtpUrl = e.ALERT_SMTP_URL;
  const sms = settings.smsTo.length > 0 ? smsSender() : null;
  return (event) =>
    sendLeadAlert(event, {
      siteName: complex.siteName,
      siteUrl: e.SITE_URL,
      formLabel: (form) => FORM_LABELS[form] ?? "상담 신청",
      recipient: recipientOf,
      webhook: settings.webhookUrl ? (message) => postWebhook(settings.webhookUrl!, message) : null,
      email:
        settings.email && smtpUrl
          ? (to, message) => sendEmail({ smtpUrl, to: [...to], from: alertFrom(e) }, message)
          : null,
      emailFallback: e.ALERT_EMAIL_TO,
      sms: sms
        ? withinStaffBudget((message) => sms.send(message), {
            quota: quotaStore,
            perDay: e.SMS_STAFF_DAILY_BUDGET,
            now,
          })
        : null,
      fold: foldDeskAlert,
      now,
    });
}
