import "server-only";
export { quotaStore } from "./store";

export { ALL_DAYS, type QuotaClaim, type QuotaStore, type QuotaTake } from "./counts";
export { hashedKey } from "./keys";

/** Text messages to one phone number a Korean day, from all causes (confirmations, reminders, changes). */
export const SMS_PER_NUMBER_DAILY = 3;
/** Changes of one booking (each moves it to a new slot and sends a new confirmation). */
export const CHANGES_PER_BOOKING = 3;
/** Quota counts are kept this many days (today's and yesterday's are all any check reads). */
export const QUOTA_KEEP_DAYS = 3;
