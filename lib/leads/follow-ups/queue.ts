import "server-only";
import { type DurableQueue, type Settlement } from "@/lib/platform/queue";

// A lead's follow-up events, queued in the same transaction as the lead (the lead stores' add(),
// lib/leads/outbox-*.ts), then sent by the "conversions" job (conversion-drainer.ts), and once right
// after the visitor's answer, with the same claim, lease and retry rules as the leads themselves:
// sent once, retried with backoff for a day, never on the visitor's time. Two kinds today:
// - "meta": a server-side conversion for a lead whose visitor agreed to
//   provision to Meta, sent to Meta's Conversions API;
// - "desk": the sales desk's new-lead alert (lib/leads/desk/lead-alert.ts), one event
//   per channel (webhook, e-mail, SMS), so a channel that fails is retried alone and a channel that
//   worked is never sent twice. An alert that arrives in quiet hours waits for their end (notBefore).
//
// The event's payload holds what the send needs (for Meta a hashed phone, the client's address and
// browser, fbc/fbp): kept only until the event is settled, then cleared; the record keeps its
// platform, event, state and times for the dashboard.

export type ConversionPlatform = "meta" | "desk";
export const CONVERSION_PLATFORMS: readonly ConversionPlatform[] = ["meta", "desk"];
export type ConversionStatus = "pending" | "sent" | "failed";

export type NewConversion = {
  platform: ConversionPlatform;
  event: string;
  payload: Record<string, unknown>;
  /** Not sent before this instant (an alert in quiet hours); absent: due at once. Retries run for a day from it. */
  notBefore?: Date;
};

export type ConversionRecord = {
  /** `${leadId}:${platform}:${event}`: one event per lead, platform and kind. */
  id: string;
  leadId: string;
  platform: ConversionPlatform;
  event: string;
  /** Null once settled. */
  payload: Record<string, unknown> | null;
  status: ConversionStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date | null;
  settledAt: Date | null;
};

export type ClaimedConversion = ConversionRecord & { claimToken: string; retryWindowStart: Date };

export type ConversionSent = { status: "sent"; at: Date };
export type ConversionSettlement = Settlement<ConversionSent>;

/** One Korean day's events of one platform, by state (the dashboard). */
export type ConversionDay = {
  day: string;
  platform: ConversionPlatform;
  sent: number;
  failed: number;
  pending: number;
};

/** A settled event (sent or failed) loses its payload. */
export interface ConversionQueue extends DurableQueue<ClaimedConversion, ConversionSent> {
  get(id: string): Promise<ConversionRecord | null>;
  /** Events created in [from, to) per Korean day and platform, by state (empty days left out). */
  daily(range: { from: Date; to: Date }): Promise<ConversionDay[]>;
}

export function conversionId(leadId: string, c: Pick<NewConversion, "platform" | "event">): string {
  return `${leadId}:${c.platform}:${c.event}`;
}

/** Adds one event to a day table (SQLite and Firestore read rows and count them the same way). */
export function countDay(
  days: Map<string, ConversionDay>,
  day: string,
  platform: ConversionPlatform,
  status: ConversionStatus,
): void {
  const key = `${day}|${platform}`;
  const row = days.get(key) ?? { day, platform, sent: 0, failed: 0, pending: 0 };
  row[status] += 1;
  days.set(key, row);
}

export function sortedDays(days: Map<string, ConversionDay>): ConversionDay[] {
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day) || a.platform.localeCompare(b.platform));
}
