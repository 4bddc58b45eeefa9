import "server-only";
import { manageLink, type VisitDeps } from "./service";
import { reminderText, reminderTime, withSmsConsent } from "./sms-messages";
import { addDays, seoulInstant, seoulParts } from "@/lib/site/content/visit-calendar";

// The day-before reminder (the "reminders" job of lib/server/jobs). A booking's reminder is queued when
// the booking is made, due at copy.reminderAt (Seoul) the day before the visit, and the SMS drain
// sends it once that time has come: that alone keeps the promise for every booking whose queueing
// worked while reminders were on. This job fills the gaps: a booking made before SMS or
// SMS_VISIT_REMINDER was turned on, or whose SMS could not be queued (a store error after the
// booking was committed). Once tomorrow's reminder time has passed, it queues the missing reminder
// of each of tomorrow's active bookings that agreed to SMS, with the same key (booking + kind), so
// a reminder already queued, sent or dropped is never queued again. Bookings made after the
// reminder time get none (the confirmation is enough), as at booking time.

export type ReminderReport = { checked: number; queued: number };

export async function queueMissedReminders(deps: VisitDeps, now: Date): Promise<ReminderReport | null> {
  const sms = deps.sms;
  if (!sms?.enabled || !sms.reminders) return null;
  const today = seoulParts(now).date;
  // Before today's reminder time nothing is due yet: tomorrow's bookings are not even read.
  if (now.getTime() < seoulInstant(today, sms.copy.reminderAt).getTime()) return { checked: 0, queued: 0 };
  const report: ReminderReport = { checked: 0, queued: 0 };
  for (const booking of await deps.store.listDay(addDays(today, 1))) {
    const consented = withSmsConsent(booking);
    if (!consented) continue;
    const at = reminderTime(booking, sms.copy);
    if (booking.createdAt.getTime() >= at.getTime()) continue;
    report.checked += 1;
    const text = reminderText(consented, {
      copy: sms.copy,
      modelHouseAddress: sms.modelHouseAddress,
      phone: sms.phone,
      manageUrl: manageLink(deps, booking),
    });
    const { created } = await sms.outbox.enqueue(
      { bookingId: booking.id, kind: "reminder", to: booking.phone, text, notBefore: at },
      now,
    );
    if (created) report.queued += 1;
  }
  return report;
}
