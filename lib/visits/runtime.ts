import "server-only";
import { env } from "@/lib/env";
import { log } from "@/lib/platform/log";
import { complex } from "@/lib/site/content";
import { retentionCutoffFor } from "@/lib/site/retention";
import {
  modelHouse,
  openingHoursText,
  visitBookingCopy,
  visitCalendar,
  visitSmsCopy,
  welcomeTemplate,
} from "@/lib/site/content/visit-booking";
import { CHANGES_PER_BOOKING, hashedKey, quotaStore, SMS_PER_NUMBER_DAILY } from "@/lib/platform/quota";
import {
  drainSms,
  smsOutbox,
  type SmsDrainReport,
  type SmsLimits,
  smsKey,
  type SmsOutbox,
  type SmsRecord,
  smsSender,
} from "@/lib/messages";
import type { VisitBookingStore } from "./bookings";
import { queueMissedReminders, type ReminderReport } from "./reminders";
import { mapLinks } from "@/lib/site/content/directions";
import { welcomeMessage, type WelcomeDeps } from "./welcome";
import type { VisitDeps } from "./service";
import { visitTokenKey } from "./token";

// The visit booking's runtime for the pages, routes and server start of the next step: the
// booking and SMS stores (per-process instances of lib/platform/store/factory.ts, which picks the backend
// by DATA_BACKEND), the SMS sender when configured, and the deps the booking steps (service.ts) take.

import { VISIT_MANAGE_PATH, VISIT_PATH } from "@/lib/site/routes/paths.mjs";
import { bookingStore } from "./store";
export { VISIT_PATH, VISIT_MANAGE_PATH, VISIT_DONE_PATH } from "@/lib/site/routes/paths.mjs";

/** Everything the booking steps need, from env and content. */
export async function visitDeps(): Promise<VisitDeps> {
  const e = env();
  const sender = smsSender();
  const [store, outbox] = await Promise.all([bookingStore(), smsOutbox()]);
  return {
    store,
    calendar: visitCalendar,
    tokenKey: visitTokenKey(e),
    manageUrl: `${e.SITE_URL}${VISIT_MANAGE_PATH}`,
    copy: visitBookingCopy,
    limits: {
      quota: await quotaStore(),
      bookingsPerAddress: e.VISIT_BOOKINGS_PER_ADDRESS,
      changesPerBooking: CHANGES_PER_BOOKING,
    },
    // With SMS on, a number is proven by a code before a place is taken or a confirmation sent.
    ...(sender && e.VISIT_VERIFY_PHONE ? { verify: { siteName: complex.siteName, leadOf: leadContact } } : {}),
    sms: {
      outbox,
      enabled: sender !== null,
      reminders: e.SMS_VISIT_REMINDER,
      copy: visitSmsCopy,
      modelHouseAddress: modelHouse.address,
      phone: modelHouse.phone,
    },
  };
}

/** The daily SMS limits of every drain pass: per number (SMS_PER_NUMBER_DAILY) and per site (SMS_DAILY_BUDGET), in the shared quota store. */
async function smsLimits(): Promise<SmsLimits> {
  const e = env();
  const secret = visitTokenKey(e);
  return {
    quota: await quotaStore(),
    perNumber: SMS_PER_NUMBER_DAILY,
    perDay: e.SMS_DAILY_BUDGET,
    numberKey: (to) => hashedKey("sms-to", to, secret),
    onBudgetSpent: async (day) => (await import("@/lib/leads")).sendSmsBudgetAlert(day, e.SMS_DAILY_BUDGET),
  };
}

/**
 * What the registrant's welcome needs (lib/visits/welcome.ts), or null when none is sent: SMS not
 * configured, or SMS_WELCOME=false. With SOLAPI_KAKAO_* set it goes as 알림톡.
 */
export async function welcomeDeps(): Promise<WelcomeDeps | null> {
  const e = env();
  if (!e.SMS_WELCOME || !smsSender()) return null;
  const secret = visitTokenKey(e);
  const [outbox, quota] = await Promise.all([smsOutbox(), quotaStore()]);
  const templateId = e.SOLAPI_KAKAO_PF_ID ? (e.SOLAPI_KAKAO_WELCOME_TEMPLATE_ID ?? null) : null;
  const facts = {
    단지명: complex.siteName,
    견본주택주소: modelHouse.address,
    운영시간: openingHoursText(),
    지도링크: mapLinks({ name: modelHouse.name, coordinates: modelHouse.coordinates }, e.SITE_URL).find(
      (l) => l.provider === "kakao",
    )!.web!,
    예약링크: `${e.SITE_URL}${VISIT_PATH}`,
    상담전화: modelHouse.phone,
  };
  return {
    outbox,
    quota,
    numberKey: (to) => hashedKey("sms-to", to, secret),
    latchKey: (to) => hashedKey("welcome-to", to, secret),
    perNumber: SMS_PER_NUMBER_DAILY,
    budget: e.SMS_WELCOME_DAILY_BUDGET,
    night: e.SMS_WELCOME_NIGHT,
    message: async () => welcomeMessage(welcomeTemplate, facts, await remainingNow(), templateId),
    onBudgetSpent: async (day) =>
      (await import("@/lib/leads")).sendSmsBudgetAlert(day, e.SMS_WELCOME_DAILY_BUDGET, "welcome"),
  };
}

/** The remaining units as a visitor sees them now; null (the message says to call) when the board cannot be read. */
async function remainingNow() {
  const { publicBoard, unitsBoard } = await import("@/lib/leads");
  try {
    return publicBoard(await (await unitsBoard()).figures());
  } catch (error) {
    log.error("[sms] the remaining units could not be read for a welcome; it says to call instead", { error });
    return null;
  }
}

/** The stored lead's name and number (the verified booking takes them from there, never from a link). */
async function leadContact(id: string): Promise<{ name: string; phone: string } | null> {
  const { leadOutbox } = await import("@/lib/leads");
  const lead = await leadOutbox().get(id);
  return lead ? { name: lead.name, phone: lead.phone } : null;
}

/** One pass over due SMS (confirmations, reminders whose time has come); null when SMS is not configured (nothing was queued either). */
export async function drainVisitSms(
  options: { maxMessages?: number; now?: () => Date; stopClaimingAt?: number } = {},
): Promise<SmsDrainReport | null> {
  const sender = smsSender();
  if (!sender) return null;
  return drainSms({
    outbox: await smsOutbox(),
    sender,
    maxMessages: options.maxMessages ?? 100,
    now: options.now,
    stopClaimingAt: options.stopClaimingAt,
    limits: await smsLimits(),
  });
}

/** Retention (the "purge-bookings" job): bookings whose consent is past the period, with their places. Logs counts only. */
export async function purgeBookings(now: Date): Promise<number> {
  const deleted = await (await bookingStore()).purge(retentionCutoffFor("bookings", now));
  if (deleted > 0) log.info(`[visit] retention: deleted ${deleted} booking(s) past the retention period`);
  return deleted;
}

/** Retention (the "purge-sms" job): SMS records created before the period, whatever their state. Logs counts only. */
export async function purgeSmsRecords(now: Date): Promise<number> {
  const deleted = await (await smsOutbox()).purge(retentionCutoffFor("smsRecords", now));
  if (deleted > 0) log.info(`[sms] retention: deleted ${deleted} SMS record(s) past the retention period`);
  return deleted;
}

/** The "reminders" job: queues the day-before reminders that were never queued (lib/visits/reminders.ts); null when SMS or reminders are off. */
export async function queueMissedVisitReminders(now: Date): Promise<ReminderReport | null> {
  return queueMissedReminders(await visitDeps(), now);
}

/** A lead's welcome message as the outbox holds it (the lead page), or null: none was queued, or it is past retention. */
export async function welcomeOf(leadId: string): Promise<SmsRecord | null> {
  return (await smsOutbox()).get(smsKey(leadId, "welcome"));
}

/** The stores the erasure of a lead reaches (lib/privacy/erase.ts). */
export async function visitStores(): Promise<{ store: VisitBookingStore; outbox: SmsOutbox }> {
  return { store: await bookingStore(), outbox: await smsOutbox() };
}
