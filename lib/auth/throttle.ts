import "server-only";

// Sign-in throttle: after MAX_FAILURES failed tries for one client address and email within
// WINDOW_MS, further tries are refused until LOCK_MS after the last counted failure. The store
// is this process's memory: per instance by design (a second instance counts on its own), and
// bounded so a flood of addresses cannot exhaust memory.

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
const MAX_KEYS = 10_000;

type Entry = { failures: number[]; lockedUntil: number };

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limits = { maxFailures: MAX_FAILURES, windowMs: WINDOW_MS, lockMs: LOCK_MS, maxKeys: MAX_KEYS },
  ) {}

  static key(address: string, email: string): string {
    return `${address}|${email.trim().toLowerCase()}`;
  }

  check(key: string, now = Date.now()): ThrottleVerdict {
    const entry = this.entries.get(key);
    if (entry && entry.lockedUntil > now) return { allowed: false, retryAfterMs: entry.lockedUntil - now };
    return { allowed: true };
  }

  /** Counts one failure; the failure that reaches the limit starts the lock. */
  fail(key: string, now = Date.now()): void {
    const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0 };
    entry.failures = entry.failures.filter((t) => now - t < this.limits.windowMs);
    entry.failures.push(now);
    if (entry.failures.length >= this.limits.maxFailures) {
      entry.lockedUntil = now + this.limits.lockMs;
      entry.failures = [];
    }
    this.entries.delete(key); // re-insert: the Map stays ordered by last activity
    this.entries.set(key, entry);
    this.prune(now);
  }

  succeed(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxKeys) break;
      const stale = entry.lockedUntil <= now && entry.failures.every((t) => now - t >= this.limits.windowMs);
      // Over the cap, the least recently active key goes first, stale or not.
      if (stale || this.entries.size > this.limits.maxKeys) this.entries.delete(key);
    }
  }
}

/** The process-wide throttle of the sign-in action. */
export const loginThrottle = new LoginThrottle();

/** Whole minutes left, at least 1, for the Korean refusal. */
export function minutesLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
