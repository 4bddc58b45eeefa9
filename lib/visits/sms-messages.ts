import "server-only";
import type { SmsKind, SmsOutbox } from "@/lib/messages";
import type { VisitBooking } from "./bookings";
import type { VisitSmsCopy } from "@/lib/site/content/visit-sms-copy";
import { addDays, formatSlotKo, seoulInstant } from "@/lib/site/content/visit-calendar";

// The visit booking's text messages (Korean) and the one way to queue them. Rules the types keep:
// - only with consent: every builder takes a ConsentedBooking, which only withSmsConsent() makes,
//   and only from a booking whose visitor agreed to SMS;
// - only to the number that booked: no builder or queue call takes a recipient, it is always the
//   booking's own phone;
// - at most one message per booking event: the outbox key is booking id + kind.

declare const consented: unique symbol;
export type ConsentedBooking = VisitBooking & { readonly [consented]: true };

/** The booking, if its visitor agreed to SMS and it is active; otherwise null (send nothing). */
export function withSmsConsent(booking: VisitBooking): ConsentedBooking | null {
  return booking.smsConsent && booking.status === "active" ? (booking as ConsentedBooking) : null;
}

export { visitSmsCopySchema, type VisitSmsCopy } from "@/lib/site/content/visit-sms-copy";

export type VisitSmsContext = {
  copy: VisitSmsCopy;
  modelHouseAddress: string;
  /** Representative phone number, shown for questions. */
  phone: string;
  /** The signed cancel/change link of this booking (absolute URL). */
  manageUrl: string;
};

function lines(booking: ConsentedBooking, ctx: VisitSmsContext): string[] {
  return [
    `■ 예약번호: ${booking.id}`,
    `■ 방문일시: ${formatSlotKo(booking)}`,
    `■ 방문인원: ${booking.partySize}명`,
    `■ 견본주택: ${ctx.modelHouseAddress}`,
  ];
}

export function confirmationText(booking: ConsentedBooking, ctx: VisitSmsContext): string {
  return [
    `${ctx.copy.prefix} ${ctx.copy.confirmationHeadline}`,
    "",
    ...lines(booking, ctx),
    "",
    `${ctx.copy.manageLabel}`,
    ctx.manageUrl,
    "",
    `${ctx.copy.closing} ☎ ${ctx.phone}`,
  ].join("\n");
}

export function reminderText(booking: ConsentedBooking, ctx: VisitSmsContext): string {
  return [
    `${ctx.copy.prefix} ${ctx.copy.reminderHeadline}`,
    "",
    ...lines(booking, ctx),
    "",
    `${ctx.copy.manageLabel}`,
    ctx.manageUrl,
    "",
    `${ctx.copy.closing} ☎ ${ctx.phone}`,
  ].join("\n");
}

/** When the reminder goes out: the day before the visit, at copy.reminderAt (Seoul). */
export function reminderTime(booking: Pick<VisitBooking, "date">, copy: Pick<VisitSmsCopy, "reminderAt">): Date {
  return seoulInstant(addDays(booking.date, -1), copy.reminderAt);
}

export type QueueResult = {
  kind: SmsKind;
  queued: boolean;
  reason?: "no-consent" | "sms-off" | "already-queued" | "too-late";
};

/**
 * Queues a booking's confirmation (now) and, when `reminders`, its day-before reminder. Called
 * after the booking is committed: a failure here never undoes the booking. `enabled` false (no
 * SMS settings) queues nothing, so nothing waits to go out once keys appear later.
 */
export async function queueVisitSms(
  outbox: SmsOutbox,
  booking: VisitBooking,
  ctx: VisitSmsContext & { enabled: boolean; reminders: boolean },
  now: Date = new Date(),
): Promise<QueueResult[]> {
  const kinds: SmsKind[] = ctx.reminders ? ["confirmation", "reminder"] : ["confirmation"];
  if (!ctx.enabled) return kinds.map((kind) => ({ kind, queued: false, reason: "sms-off" }));
  const consentedBooking = withSmsConsent(booking);
  if (!consentedBooking) return kinds.map((kind) => ({ kind, queued: false, reason: "no-consent" }));
  const results: QueueResult[] = [];
  const confirmation = await outbox.enqueue(
    {
      bookingId: booking.id,
      kind: "confirmation",
      to: booking.phone,
      text: confirmationText(consentedBooking, ctx),
      notBefore: now,
    },
    now,
  );
  results.push({
    kind: "confirmation",
    queued: confirmation.created,
    ...(confirmation.created ? {} : { reason: "already-queued" as const }),
  });
  if (ctx.reminders) {
    const at = reminderTime(booking, ctx.copy);
    // Booked after the reminder's time (e.g. for tomorrow, this evening): the confirmation is enough.
    if (at.getTime() <= now.getTime()) results.push({ kind: "reminder", queued: false, reason: "too-late" });
    else {
      const reminder = await outbox.enqueue(
        {
          bookingId: booking.id,
          kind: "reminder",
          to: booking.phone,
          text: reminderText(consentedBooking, ctx),
          notBefore: at,
        },
        now,
      );
      results.push({
        kind: "reminder",
        queued: reminder.created,
        ...(reminder.created ? {} : { reason: "already-queued" as const }),
      });
    }
  }
  return results;
}
