import "server-only";

// Sign-in throttle. Every try is counted the moment it starts, before the password is checked,
// so parallel posts cannot all slip past one check while the first hash is still running. Two
// counts, checked and taken together:
//   - per client address and email: MAX_FAILURES tries in WINDOW_MS, then LOCK_MS of refusals;
//   - per client address alone, whatever the email: MAX_ADDRESS_FAILURES (a larger number), so
//     rotating emails from one address does not buy more guesses.
// A try that proves the password right is withdrawn again: it clears the address-and-email count
// and takes back its own tick from the address count (other emails' failures from that address
// still stand, and a running address lock stays unless this very try started it).
// The store is this process's memory: per instance by design (a second instance counts on its
// own), and bounded by MAX_KEYS. To make room, stale keys go first, then the least recently active
// keys that are counting but not locked; a locked key is never dropped. When every key is locked, a
// try that needs a new key is refused like a locked one. (A try is counted only once a hash slot is
// free, see sign-in.ts, so with ADMIN_PASSWORD_HASH a flood locks keys no faster than hashes run,
// about 20 a second here: some 3,600 locked pairs per LOCK_MS, well under MAX_KEYS.)

export const MAX_FAILURES = 5;
export const MAX_ADDRESS_FAILURES = 20;
export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
const MAX_KEYS = 10_000;

export type ThrottleLimits = {
  /** Tries per address and email within windowMs; the try that reaches it starts the lock. */
  maxFailures: number;
  /** Tries per address, any email, within windowMs. */
  maxAddressFailures: number;
  windowMs: number;
  lockMs: number;
  /** Keys kept at most (each address and each address+email pair is one key). */
  maxKeys: number;
};

export const DEFAULT_LIMITS: ThrottleLimits = {
  maxFailures: MAX_FAILURES,
  maxAddressFailures: MAX_ADDRESS_FAILURES,
  windowMs: WINDOW_MS,
  lockMs: LOCK_MS,
  maxKeys: MAX_KEYS,
};

type Tick = { id: number; at: number };
type Entry = { ticks: Tick[]; lockedUntil: number; lockedBy: number };

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** The two keys one try is counted on. */
export type ThrottleKeys = { pair: string; address: string };

/** A counted try, handed back to succeed() when the password was right. */
export type ThrottleTry = { keys: ThrottleKeys; id: number };

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();
  private nextId = 1;
  private readonly limits: ThrottleLimits;

  constructor(limits: Partial<ThrottleLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  static keys(address: string, email: string): ThrottleKeys {
    return { pair: `pair|${address}|${email.trim().toLowerCase()}`, address: `addr|${address}` };
  }

  /** Whether a try would be let through now (nothing is counted). */
  check(keys: ThrottleKeys, now = Date.now()): ThrottleVerdict {
    const waits = [keys.pair, keys.address].map((key) => this.lockLeft(this.entries.get(key), now));
    const wait = Math.max(...waits);
    return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
  }

  /**
   * Counts one try on both keys, now, before anything is awaited. Refused, with nothing counted,
   * while either key is locked, or when a new key would not fit (see the header).
   */
  begin(
    keys: ThrottleKeys,
    now = Date.now(),
  ): { allowed: true; attempt: ThrottleTry } | { allowed: false; retryAfterMs: number } {
    const verdict = this.check(keys, now);
    if (!verdict.allowed) return verdict;
    const missing = [keys.pair, keys.address].filter((key) => !this.entries.has(key)).length;
    if (missing > 0 && !this.makeRoom(missing, keys, now)) return { allowed: false, retryAfterMs: this.limits.lockMs };

    const id = this.nextId++;
    this.tick(keys.pair, id, now, this.limits.maxFailures);
    this.tick(keys.address, id, now, this.limits.maxAddressFailures);
    return { allowed: true, attempt: { keys, id } };
  }

  /** The try proved the password right: forget the address+email count, withdraw its tick from the address. */
  succeed(attempt: ThrottleTry): void {
    this.entries.delete(attempt.keys.pair);
    const entry = this.entries.get(attempt.keys.address);
    if (!entry) return;
    entry.ticks = entry.ticks.filter((t) => t.id !== attempt.id);
    if (entry.lockedBy === attempt.id) {
      entry.lockedUntil = 0;
      entry.lockedBy = 0;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private lockLeft(entry: Entry | undefined, now: number): number {
    return entry && entry.lockedUntil > now ? entry.lockedUntil - now : 0;
  }

  private tick(key: string, id: number, now: number, max: number): void {
    const entry = this.entries.get(key) ?? { ticks: [], lockedUntil: 0, lockedBy: 0 };
    if (entry.lockedUntil !== 0 && entry.lockedUntil <= now) {
      // The lock has run out: start afresh.
      entry.ticks = [];
      entry.lockedUntil = 0;
      entry.lockedBy = 0;
    }
    entry.ticks = entry.ticks.filter((t) => now - t.at < this.limits.windowMs);
    entry.ticks.push({ id, at: now });
    if (entry.ticks.length >= max) {
      entry.lockedUntil = now + this.limits.lockMs;
      entry.lockedBy = id;
    }
    this.entries.delete(key); // re-insert: the Map stays ordered by last activity
    this.entries.set(key, entry);
  }

  /** Neither locked nor counting: forgetting it changes no verdict. */
  private isStale(entry: Entry, now: number): boolean {
    return entry.lockedUntil <= now && entry.ticks.every((t) => now - t.at >= this.limits.windowMs);
  }

  /**
   * Frees `needed` slots under maxKeys, least recently active first: stale keys, then keys that
   * are counting but not locked. Never a locked key, nor a key of the try making room: false when
   * nothing else is left.
   */
  private makeRoom(needed: number, keep: ThrottleKeys, now: number): boolean {
    const fits = () => this.entries.size + needed <= this.limits.maxKeys;
    for (const evictable of [(e: Entry) => this.isStale(e, now), (e: Entry) => e.lockedUntil <= now]) {
      for (const [key, entry] of this.entries) {
        if (fits()) return true;
        if (key !== keep.pair && key !== keep.address && evictable(entry)) this.entries.delete(key);
      }
    }
    return fits();
  }
}

/** Whole minutes left, at least 1, for the Korean refusal. */
export function minutesLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
