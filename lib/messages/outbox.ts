import "server-only";
import { type DurableQueue, type Settlement } from "@/lib/platform/queue";

// The durable SMS outbox, one of the site's durable queues (lib/platform/queue): a message is stored
// first, in its own record, then a drainer claims it with a lease and a random token, sends it, and
// settles it. Only the token's holder can settle, so two drainers never send one message at once,
// and a sent message is never claimed again.
//
// Each message has a unique key, `${bookingId}:${kind}`: enqueueing the same booking event twice
// stores one message (at most one SMS per booking event). A message that keeps failing ends as
// `failed` and stays for the administrator; the booking it belongs to is never touched by any of
// this (the booking is committed before its message is queued).
//
// The one case of a repeat: the provider accepted a message and the process died before it
// recorded that; after the lease the message is sent again. As with leads, that is preferred to
// losing a confirmation.

/**
 * `code`: the one-time code that proves a booking's number is the visitor's; `welcome`: what a
 * registrant asked for (the model house, the remaining units; lib/visits/welcome.ts). Both are keyed
 * by the lead's id, not a booking's.
 */
export type SmsKind = "confirmation" | "reminder" | "code" | "welcome";
export const SMS_KINDS: readonly SmsKind[] = ["confirmation", "reminder", "code", "welcome"];
/**
 * Kinds whose daily limits are taken when they are queued, not at their first attempt: the
 * visitor is told whether the message is on its way, so the answer must already hold.
 */
export const COUNTED_WHEN_QUEUED: readonly SmsKind[] = ["welcome"];

/**
 * A KakaoTalk 알림톡 (SOLAPI's ATA): the template Kakao approved and its variables' values. The
 * message's `text` is the same template filled in, which SOLAPI sends as SMS or LMS when the
 * 알림톡 cannot be delivered (no KakaoTalk, channel blocked).
 */
export type SmsTemplate = { id: string; variables: Record<string, string> };
export type SmsStatus = "pending" | "sent" | "failed" | "cancelled";

export type NewSms = {
  bookingId: string;
  kind: SmsKind;
  to: string;
  text: string;
  /** Not sent before this instant (a reminder waits for the day before the visit). */
  notBefore: Date;
  /** Sent as a 알림톡 with this template where the channel is configured; absent: a text. */
  template?: SmsTemplate | null;
};

export type SmsRecord = {
  id: string;
  bookingId: string;
  kind: SmsKind;
  to: string;
  text: string;
  template: SmsTemplate | null;
  status: SmsStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date | null;
  sentAt: Date | null;
  providerId: string | null;
};

export type ClaimedSms = SmsRecord & { claimToken: string; retryWindowStart: Date };

export type SmsSent = { status: "sent"; at: Date; providerId: string | null };
export type SmsSettlement = Settlement<SmsSent>;

export interface SmsOutbox extends DurableQueue<ClaimedSms, SmsSent> {
  /** Stores the message unless its key (booking + kind) is already there; `created` says which. */
  enqueue(message: NewSms, now?: Date): Promise<{ id: string; created: boolean }>;
  get(id: string): Promise<SmsRecord | null>;
  /** A cancelled or changed booking: its unsent messages are not sent (a claimed one may still go). */
  cancelPending(bookingId: string): Promise<number>;
  /** Retention: deletes messages created before `cutoff` (they hold a phone number), whatever their state. */
  purge(cutoff: Date): Promise<number>;
  /** Erasure: deletes every message of the booking, whatever its state; how many. */
  removeForBooking(bookingId: string): Promise<number>;
}

export function smsKey(bookingId: string, kind: SmsKind): string {
  return `${bookingId}:${kind}`;
}
