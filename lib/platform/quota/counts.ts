// Daily quotas kept in the shared store, so that every server instance counts against the same
// numbers: messages to one phone number a day, the site's SMS a day, bookings from one client
// address a day, changes of one booking. A quota is a key counted per Korean day ("2026-11-26"),
// or over all days with the day ALL_DAYS. Keys never hold personal data: a phone number or an
// address goes in as a keyed hash (lib/platform/quota/keys.ts).

export const ALL_DAYS = "all";

export type QuotaClaim = { key: string; limit: number };
export type QuotaTake = { ok: true } | { ok: false; key: string };
/**
 * A latch: a key that, once taken at `at`, stays taken for `forMs` (a sliding window, not a day):
 * "at most one welcome text to a number in 30 days". Its key, like every other, holds no personal data.
 */
export type QuotaLatch = { key: string; at: Date; forMs: number };

/** The first instant of a Korean day (YYYY-MM-DD), in epoch ms. */
export function kstDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00+09:00`);
}

export interface QuotaStore {
  /**
   * One use of every claim's key on `day`, atomically: all are counted when each is under its
   * limit, none otherwise (then the first key at its limit). Instances taking at once never count
   * past a limit. With `latch`, its key must be free as well (never taken, or its window over at
   * `latch.at`), and is taken with the claims, all or nothing (else `{ ok: false, key: latch.key }`).
   */
  take(day: string, claims: readonly QuotaClaim[], latch?: QuotaLatch): Promise<QuotaTake>;
  /** How many uses `key` has on `day`. */
  used(day: string, key: string): Promise<number>;
  /** Retention: deletes the counts of days before `day` (YYYY-MM-DD; ALL_DAYS counts stay) and the latches whose window ended before it; how many. */
  purge(beforeDay: string): Promise<number>;
}
