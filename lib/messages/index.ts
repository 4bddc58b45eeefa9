import "server-only";

// The door of lib/messages: texts to visitors (booking codes, confirmations, reminders, the
// welcome) and to staff (new-lead alerts), queued in the durable SMS outbox and sent through
// SOLAPI. What a text says is its sender's business (lib/visits, lib/leads/desk); this module keeps
// it, sends it once, and counts the day's limits.

export {
  CAPPED_BUDGET,
  CAPPED_NUMBER,
  CAPPED_STAFF_BUDGET,
  SMS_BUDGET_KEY,
  SMS_LEASE_MS,
  drainSms,
  type SmsDrainReport,
  type SmsLimits,
} from "./drainer";
export {
  COUNTED_WHEN_QUEUED,
  SMS_KINDS,
  smsKey,
  type ClaimedSms,
  type NewSms,
  type SmsKind,
  type SmsOutbox,
  type SmsRecord,
  type SmsSettlement,
  type SmsStatus,
  type SmsTemplate,
} from "./outbox";
export { smsOutbox } from "./store";
export { smsSender } from "./runtime";
export { SMS_MAX_BYTES, smsBytes, smsSettingsOf, type SmsMessage, type SmsSender, type SmsSettings } from "./sender";
