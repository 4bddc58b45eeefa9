import "server-only";
import { env } from "@/lib/env";
import { LEAD_RETENTION_YEARS } from "@/lib/content/lead-copy";
import { retentionCutoff } from "@/lib/leads/retention";
import { openDb } from "@/lib/db/sqlite";
import { modelHouse, visitBookingCopy, visitCalendar, visitSmsCopy } from "@/lib/content/visit-booking";
import { drainSms, type SmsDrainReport } from "@/lib/sms/drainer";
import type { SmsOutbox } from "@/lib/sms/outbox";
import { SqliteSmsOutbox } from "@/lib/sms/outbox-sqlite";
import { smsSettingsOf, type SmsSender } from "@/lib/sms/sender";
import { SolapiSmsSender } from "@/lib/sms/solapi";
import type { VisitBookingStore } from "./booking-store";
import { SqliteVisitBookingStore } from "./booking-store-sqlite";
import type { VisitDeps } from "./service";
import { visitTokenKey } from "./token";
import { onShutdown, trackWork } from "@/lib/runtime/lifecycle";

// The visit booking's runtime for the pages, routes and server start of the next step: the
// stores picked once by DATA_BACKEND (like lib/leads/index.ts), the SMS sender when configured,
// and the deps the booking steps (service.ts) take. Per-process singletons live on globalThis,
// because route bundles and instrumentation may load this module more than once.

import { VISIT_MANAGE_PATH } from "./paths";
export { VISIT_PATH, VISIT_MANAGE_PATH, VISIT_DONE_PATH } from "./paths";

type Runtime = { store: Promise<VisitBookingStore>; outbox: Promise<SmsOutbox>; sender: SmsSender | null };
const KEY = Symbol.for("presale.visit.runtime");
const globalStore = globalThis as typeof globalThis & { [KEY]?: Runtime };

function runtime(): Runtime {
  const existing = globalStore[KEY];
  if (existing) return existing;
  const e = env();
  const firestore = e.DATA_BACKEND === "firestore";
  const settings = smsSettingsOf(e);
  const created: Runtime = {
    store: firestore
      ? import("./booking-store-firestore").then(({ FirestoreVisitBookingStore }) => new FirestoreVisitBookingStore())
      : Promise.resolve(new SqliteVisitBookingStore(openDb())),
    outbox: firestore
      ? import("@/lib/sms/outbox-firestore").then(({ FirestoreSmsOutbox }) => new FirestoreSmsOutbox())
      : Promise.resolve(new SqliteSmsOutbox(openDb())),
    sender: settings ? new SolapiSmsSender(settings) : null,
  };
  // A failed open must not stick: the next request tries again.
  Promise.all([created.store, created.outbox]).catch(() => {
    if (globalStore[KEY] === created) delete globalStore[KEY];
  });
  globalStore[KEY] = created;
  return created;
}

/** Everything the booking steps need, from env and content. */
export async function visitDeps(): Promise<VisitDeps> {
  const e = env();
  const rt = runtime();
  const [store, outbox] = await Promise.all([rt.store, rt.outbox]);
  return {
    store,
    calendar: visitCalendar,
    tokenKey: visitTokenKey(e),
    manageUrl: `${e.SITE_URL}${VISIT_MANAGE_PATH}`,
    copy: visitBookingCopy,
    sms: {
      outbox,
      enabled: rt.sender !== null,
      reminders: e.SMS_VISIT_REMINDER,
      copy: visitSmsCopy,
      modelHouseAddress: modelHouse.address,
      phone: modelHouse.phone,
    },
  };
}

/** One pass over due SMS; null when SMS is not configured (nothing was queued either). */
export async function drainVisitSms(maxMessages = 100): Promise<SmsDrainReport | null> {
  const rt = runtime();
  if (!rt.sender) return null;
  return drainSms({ outbox: await rt.outbox, sender: rt.sender, maxMessages });
}

/**
 * Retention: bookings and their messages are kept as long as leads (LEAD_RETENTION_YEARS from
 * consent; messages from creation), then deleted. Logs counts only. For the drain interval.
 */
export async function purgeVisitData(now: Date = new Date()): Promise<{ bookings: number; messages: number }> {
  const rt = runtime();
  const cutoff = retentionCutoff(now, LEAD_RETENTION_YEARS);
  const [bookings, messages] = await Promise.all([(await rt.store).purge(cutoff), (await rt.outbox).purge(cutoff)]);
  if (bookings + messages > 0) console.log(`[visit] retention: deleted ${bookings} booking(s) and ${messages} SMS record(s) older than ${LEAD_RETENTION_YEARS} year(s)`);
  return { bookings, messages };
}

export const SMS_DRAIN_INTERVAL_MS = 10_000;
const TIMER = Symbol.for("presale.visit.sms-drainer");
const timers = globalThis as typeof globalThis & { [TIMER]?: NodeJS.Timeout };

/** Server start: drain due SMS now and then every 10 s (unref'd, passes never overlap); nothing without SMS settings. */
export function startVisitSms(): void {
  if (timers[TIMER] || !runtime().sender) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const report = await drainVisitSms();
      if (report && report.claimed > 0) console.log(`[sms] drained: ${JSON.stringify(report)}`);
    } catch (error) {
      console.error("[sms] drain pass failed:", error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void trackWork(tick()), SMS_DRAIN_INTERVAL_MS);
  timer.unref();
  timers[TIMER] = timer;
  onShutdown("sms drainer", () => clearInterval(timer));
  void trackWork(tick());
}
