// Daily quotas kept in the shared store, so that every server instance counts against the same
// numbers: messages to one phone number a day, the site's SMS a day, bookings from one client
// address a day, changes of one booking. A quota is a key counted per Korean day ("2026-11-26"),
// or over all days with the day ALL_DAYS. Keys never hold personal data: a phone number or an
// address goes in as a keyed hash (lib/quota/keys.ts).

export const ALL_DAYS = "all";

export type QuotaClaim = { key: string; limit: number };
export type QuotaTake = { ok: true } | { ok: false; key: string };

export interface QuotaStore {
  /**
   * One use of every claim's key on `day`, atomically: all are counted when each is under its
   * limit, none otherwise (then the first key at its limit). Instances taking at once never count
   * past a limit.
   */
  take(day: string, claims: readonly QuotaClaim[]): Promise<QuotaTake>;
  /** How many uses `key` has on `day`. */
  used(day: string, key: string): Promise<number>;
  /** Retention: deletes the counts of days before `day` (YYYY-MM-DD; ALL_DAYS counts stay); how many. */
  purge(beforeDay: string): Promise<number>;
}
