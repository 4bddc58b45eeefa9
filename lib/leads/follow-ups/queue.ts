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
//   When more than a few alerts for one destination go out within a minute, the rest of that minute
//   is folded into one digest (foldAlert): a record of this queue of its own, due at the minute's end.
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
  /** A desk alert: when it was counted in its destination's minute (foldAlert); null before, and for other events. */
  countedAt: Date | null;
  /** A desk alert folded into a digest: the digest's id (the alert itself is then settled without a message of its own). */
  digestId: string | null;
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

/** The event of a digest: the desk's alerts that one destination's minute had beyond its single ones. */
export const DIGEST_EVENT = "alert-digest";

/**
 * One claimed desk alert asking for its place in its destination's minute. A window opens with the
 * first alert counted when none is open, and lasts `windowMs`; its first `singles` alerts go on
 * their own, the rest are folded into its digest, due when the window ends.
 */
export type AlertFold = {
  id: string;
  claimToken: string;
  /** The destination's key: the alert's channel event ("alert-webhook", "alert-sms-1"). */
  channel: string;
  now: Date;
  singles: number;
  windowMs: number;
  /** What the digest counts of this alert (counts only: no name, no phone of the visitor). */
  form: string;
  at: Date;
  held: boolean;
  /** The duty phone of a text alert (the digest goes to the same one). */
  to?: string;
};

/** `single`: send it as today; `folded`: its digest carries it; `lost`: the claim no longer holds. */
export type AlertAdmission = { kind: "single" } | { kind: "folded"; digestId: string } | { kind: "lost" };

/** A digest's payload: counts, the leads' time span, the destination; nothing about a visitor. */
export type AlertDigestPayload = {
  channel: string;
  to?: string;
  /** How many of its window's alerts went on their own before it. */
  singles: number;
  count: number;
  forms: Record<string, number>;
  /** The first and last lead time (ISO) among the alerts it carries. */
  firstAt: string;
  lastAt: string;
  /** How many of them were held for the end of the quiet hours. */
  held: number;
};

/** A digest's id: one per destination and window. */
export function digestId(channel: string, windowStart: Date): string {
  return `digest:${channel}:${windowStart.getTime()}`;
}

/** The digest's payload with one more alert counted (the first one when `current` is null). */
export function digestWith(current: AlertDigestPayload | null, fold: AlertFold): AlertDigestPayload {
  const at = fold.at.toISOString();
  if (!current)
    return {
      channel: fold.channel,
      ...(fold.to ? { to: fold.to } : {}),
      singles: fold.singles,
      count: 1,
      forms: { [fold.form]: 1 },
      firstAt: at,
      lastAt: at,
      held: fold.held ? 1 : 0,
    };
  return {
    ...current,
    count: current.count + 1,
    forms: { ...current.forms, [fold.form]: (current.forms[fold.form] ?? 0) + 1 },
    firstAt: at < current.firstAt ? at : current.firstAt,
    lastAt: at > current.lastAt ? at : current.lastAt,
    held: current.held + (fold.held ? 1 : 0),
  };
}

/** A settled event (sent or failed) loses its payload. */
export interface ConversionQueue extends DurableQueue<ClaimedConversion, ConversionSent> {
  get(id: string): Promise<ConversionRecord | null>;
  /**
   * Counts a claimed desk alert in its destination's window, atomically across instances, and
   * stores the answer on the alert, so a retry or a claim taken over gets the same answer without
   * being counted again. Folded, the alert is added to the window's digest (created on the first
   * fold, pending, due at the window's end). A digest already claimed or attempted takes no more:
   * the alert then opens a new window, and goes on its own.
   */
  foldAlert(fold: AlertFold): Promise<AlertAdmission>;
  /**
   * Messages created in [from, to) per Korean day and platform, by state (empty days left out): an
   * alert folded into a digest is counted as its digest, once.
   */
  daily(range: { from: Date; to: Date }): Promise<ConversionDay[]>;
}

/** Where a destination's window stands: the decision foldAlert takes, the same on both stores. */
export type AlertWindow = { start: Date; singles: number; digestId: string | null };
export type FoldDecision =
  | { kind: "open"; window: AlertWindow }
  | { kind: "single"; window: AlertWindow }
  | { kind: "fold"; window: AlertWindow; digestId: string };

/**
 * The next state of a destination's window for one more alert, given the window stored (null:
 * none) and whether its digest still takes alerts (pending, never attempted, not claimed).
 */
export function foldDecision(stored: AlertWindow | null, digestOpen: boolean, fold: AlertFold): FoldDecision {
  const now = fold.now.getTime();
  const open = stored !== null && now - stored.start.getTime() < fold.windowMs;
  if (!open || (stored.digestId !== null && !digestOpen))
    return { kind: "open", window: { start: fold.now, singles: 1, digestId: null } };
  if (stored.singles < fold.singles) return { kind: "single", window: { ...stored, singles: stored.singles + 1 } };
  const id = stored.digestId ?? digestId(fold.channel, stored.start);
  return { kind: "fold", window: { ...stored, digestId: id }, digestId: id };
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
