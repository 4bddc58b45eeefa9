// A rate limit of the site's public endpoints (leads, bookings, beacons, sign-in): kept in each
// instance's memory, as the architecture says rate limits are; the shared store keeps the limits
// that must hold across instances (lib/platform/quota).

/**
 * Per-instance fixed-window counter per client address (architecture: rate limits are per instance).
 * Bounded in memory: windows are kept in the order they started, ended ones are dropped from the
 * front, and when `maxKeys` live windows are held a new address takes the place of the one whose
 * window started first (closest to its end). No client's count is ever reset but that one's,
 * and never every client's at once.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts one submission; false when the client is over the limit (limit 0: never). */
  hit(key: string, now = Date.now()): boolean {
    if (this.limit <= 0) return true;
    this.dropEnded(now);
    let w = this.windows.get(key);
    if (w && now - w.start >= this.windowMs) {
      this.windows.delete(key);
      w = undefined;
    }
    if (!w) {
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return w.count <= this.limit;
  }

  /** Addresses with a window open (for tests and diagnostics). */
  get size(): number {
    return this.windows.size;
  }

  /** Drops ended windows from the front (the map is in start order) up to the first live one. */
  private dropEnded(now: number) {
    for (const [key, w] of this.windows) {
      if (now - w.start < this.windowMs) break;
      this.windows.delete(key);
    }
  }
}
