import "server-only";
import { log } from "@/lib/platform/log";
import type { QuotaStore } from "@/lib/platform/quota/counts";
import { smsKey, type SmsOutbox, type SmsRecord, type SmsTemplate, smsBytes, SMS_MAX_BYTES } from "@/lib/messages";
import { mobileNumberSchema } from "@/lib/platform/format/phone";
import { DAY_MS, HOUR_MS, KST_OFFSET_MS, kstDay } from "@/lib/platform/time/kst";
import { asOfLabel, remainingLabel, type PublicBoard } from "@/lib/leads";
import { fillTemplate, templateVariables, type WelcomeVariable } from "@/lib/site/content/welcome-template";

// The registrant's welcome: every accepted registration with a Korean mobile number is
// sent what it asked for, the model house (address, hours, map, booking link), the remaining units
// as the desk keeps them, and the consultation number. Queued in the SMS outbox (kind `welcome`,
// keyed by the lead) before the visitor is answered, so the answer can say truthfully whether it
// is on its way; the outbox sends it once, with retries.
//
// Anyone can type anyone's number, so each welcome is counted when it is queued, all at once:
// - at most one welcome to a number in 30 days, whichever form it came from (a quota latch);
// - the number's 3 texts a day, which the booking's texts count too;
// - the welcomes' own daily budget (SMS_WELCOME_DAILY_BUDGET), apart from the booking's texts and
//   the staff alerts, so that a flood of fake registrations never stops a booking's code.
// A registration that was refused (invalid, rate-limited, a bot) never gets here.

export const WELCOME_EVERY_MS = 30 * DAY_MS;
export const WELCOME_BUDGET_KEY = "sms-welcome";
const WELCOME_BUDGET_ALERT_KEY = "sms-welcome-alert";

/** Korean time: a welcome asked for from 21:00 to 08:00 waits for 08:00 where SMS_WELCOME_NIGHT is `hold`. */
export const NIGHT_FROM_HOUR = 21;
export const NIGHT_UNTIL_HOUR = 8;
export type NightRule = "hold" | "send";

/** When a welcome asked for at `now` may go: at once, or, in the night under `hold`, at 08:00 Korean time. */
export function welcomeNotBefore(now: Date, night: NightRule): Date {
  if (night === "send") return now;
  const local = now.getTime() + KST_OFFSET_MS;
  const hour = Math.floor((local % DAY_MS) / HOUR_MS);
  if (hour >= NIGHT_UNTIL_HOUR && hour < NIGHT_FROM_HOUR) return now;
  const dayStart = local - (local % DAY_MS);
  const morning = dayStart + NIGHT_UNTIL_HOUR * HOUR_MS + (hour >= NIGHT_FROM_HOUR ? DAY_MS : 0);
  return new Date(morning - KST_OFFSET_MS);
}

/** The facts a welcome is filled with, from content and env (the remaining units come from the store). */
export type WelcomeFacts = Omit<Record<WelcomeVariable, string>, "잔여세대">;

/** The remaining units by type, one per line, with their time; without a board, where to ask. */
export function remainingUnitsText(board: PublicBoard | null): string {
  if (!board) return "상담전화로 현재 잔여세대를 안내해 드립니다.";
  const lines = board.rows.map((r) => `- ${r.label}: ${remainingLabel(r.remaining)}`);
  return [...lines, `(${asOfLabel(board.asOf)}, 계약 진행에 따라 달라질 수 있습니다)`].join("\n");
}

/** The welcome as it goes: the filled-in text, and the 알림톡 template with its values where one is approved. */
export function welcomeMessage(
  template: string,
  facts: WelcomeFacts,
  board: PublicBoard | null,
  templateId: string | null,
): { text: string; template: SmsTemplate | null } {
  const values: Record<WelcomeVariable, string> = { ...facts, 잔여세대: remainingUnitsText(board) };
  const text = fillTemplate(template, values);
  if (!templateId) return { text, template: null };
  return {
    text,
    template: {
      id: templateId,
      variables: Object.fromEntries(templateVariables(template).map((name) => [name, values[name]])),
    },
  };
}

/** What the visitor is told: a welcome goes now, at 08:00, or none is on its way. */
export type WelcomeAnswer = "now" | "morning" | null;

export type WelcomeDeps = {
  outbox: Pick<SmsOutbox, "enqueue" | "get">;
  quota: QuotaStore;
  /** The keyed hash of a number the booking's texts count under (SMS_PER_NUMBER_DAILY). */
  numberKey: (to: string) => string;
  /** The keyed hash of a number the 30-day latch is kept under. */
  latchKey: (to: string) => string;
  perNumber: number;
  budget: number;
  night: NightRule;
  /** The message as of now (the remaining units read at this moment). */
  message: () => Promise<{ text: string; template: SmsTemplate | null }>;
  /** Runs once a Korean day, on the instance that first finds the welcomes' budget spent. */
  onBudgetSpent?: (day: string) => Promise<void>;
};

function answerOf(queuedAt: Date, notBefore: Date): WelcomeAnswer {
  return notBefore.getTime() > queuedAt.getTime() ? "morning" : "now";
}

/**
 * Queues the welcome of an accepted lead; what the visitor may be told. A repeat of a stored lead
 * (`created: false`, the same Idempotency-Key) is told what the first answer said.
 */
export async function queueWelcome(
  deps: WelcomeDeps,
  lead: { id: string; phone: string; created: boolean },
  now: Date,
): Promise<WelcomeAnswer> {
  const id = smsKey(lead.id, "welcome");
  if (!lead.created) {
    const queued = await deps.outbox.get(id);
    return queued ? answerOf(queued.createdAt, welcomeNotBefore(queued.createdAt, deps.night)) : null;
  }
  const mobile = mobileNumberSchema.safeParse(lead.phone);
  if (!mobile.success) return null;
  const to = mobile.data;
  const day = kstDay(now.getTime());
  const taken = await deps.quota.take(
    day,
    [
      { key: deps.numberKey(to), limit: deps.perNumber },
      { key: WELCOME_BUDGET_KEY, limit: deps.budget },
    ],
    { key: deps.latchKey(to), at: now, forMs: WELCOME_EVERY_MS },
  );
  if (!taken.ok) {
    if (
      taken.key === WELCOME_BUDGET_KEY &&
      (await deps.quota.take(day, [{ key: WELCOME_BUDGET_ALERT_KEY, limit: 1 }])).ok
    ) {
      log.error(`[sms] the daily welcome budget of ${deps.budget} is spent for ${day}: registrants are called instead`);
      await deps
        .onBudgetSpent?.(day)
        .catch((error: unknown) => log.error("[sms] the welcome budget alert could not be sent", { error }));
    }
    return null;
  }
  const notBefore = welcomeNotBefore(now, deps.night);
  const message = await deps.message();
  await deps.outbox.enqueue(
    { bookingId: lead.id, kind: "welcome", to, text: message.text, template: message.template, notBefore },
    now,
  );
  return answerOf(now, notBefore);
}

const KST_TIME = (t: Date) => asOfLabel(t.getTime()).replace(" 기준", "");

/** The lead page's line on its welcome: how it goes, and its state with its time or reason. */
export function welcomeStateText(record: SmsRecord | null, now = new Date()): string {
  if (!record) return "보내지 않음 (SMS 미설정, 휴대전화가 아닌 번호, 30일 안에 이미 보낸 번호이거나 하루 한도 초과)";
  const how = record.template
    ? "알림톡 (받지 못하면 문자로 대체)"
    : smsBytes(record.text) <= SMS_MAX_BYTES
      ? "SMS"
      : "LMS";
  switch (record.status) {
    case "sent":
      return `${how} · 발송 완료 ${record.sentAt ? KST_TIME(record.sentAt) : ""}`.trim();
    case "pending":
      return record.nextAttemptAt && record.nextAttemptAt > now
        ? `${how} · ${record.attempts > 0 ? "재시도 대기" : "발송 예정"} ${KST_TIME(record.nextAttemptAt)}`
        : `${how} · 발송 중`;
    case "failed":
      return `${how} · 발송 실패 (${record.lastError ?? "사유 없음"})`;
    case "cancelled":
      return `${how} · 취소됨`;
  }
}
