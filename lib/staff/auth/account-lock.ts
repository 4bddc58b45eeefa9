import "server-only";
import { hashedKey, type QuotaStore } from "@/lib/platform/quota";
import { kstDay } from "@/lib/platform/time/kst";
import { normalEmail } from "../users/users";

// The per-account lockout (개인정보의 안전성 확보조치 기준 제5조: a limit on failed sign-ins). The
// throttle (throttle.ts) counts per address in one process's memory; this counts the failures of
// one account in the shared store, whatever the address and whichever instance took the try, so
// many addresses or many instances buy no more guesses. ACCOUNT_MAX_FAILURES wrong passwords
// within a window (this window and the one before it, of ACCOUNT_WINDOW_MS each) lock the account
// until the current window ends; a right password is refused too while it lasts. The key is a
// keyed hash of the email (the session secret's), so the store holds no address.
//
// Two tries of one account racing on two instances may both pass the check before either failure
// is counted; the hash gate (hash-gate.ts) bounds how many run at once, so the overshoot is a few
// tries at most, never a stream.

export const ACCOUNT_MAX_FAILURES = 10;
export const ACCOUNT_WINDOW_MS = 15 * 60_000;

export type AccountLock = {
  /** How long the account stays locked from `now`, in ms; 0 when it may be tried. */
  lockedFor(email: string, now: number): Promise<number>;
  /** Counts one wrong password for the account at `now`. */
  failed(email: string, now: number): Promise<void>;
};

export type AccountLockLimits = { maxFailures: number; windowMs: number };

export function quotaAccountLock(
  store: QuotaStore,
  secret: Uint8Array,
  limits: AccountLockLimits = { maxFailures: ACCOUNT_MAX_FAILURES, windowMs: ACCOUNT_WINDOW_MS },
): AccountLock {
  const key = Buffer.from(secret);
  const slot = (email: string, window: number) => {
    const start = window * limits.windowMs;
    return { day: kstDay(start), key: `${hashedKey("sign-in-as", normalEmail(email), key)}:${window}` };
  };
  return {
    async lockedFor(email, now) {
      const window = Math.floor(now / limits.windowMs);
      const [current, previous] = [slot(email, window), slot(email, window - 1)];
      const [a, b] = await Promise.all([store.used(current.day, current.key), store.used(previous.day, previous.key)]);
      return a + b >= limits.maxFailures ? (window + 1) * limits.windowMs - now : 0;
    },
    async failed(email, now) {
      const current = slot(email, Math.floor(now / limits.windowMs));
      await store.take(current.day, [{ key: current.key, limit: Number.MAX_SAFE_INTEGER }]);
    },
  };
}
