// The one retry policy of the site's durable queues (the lead outbox, the SMS outbox, the follow-up
// events): after a failed attempt that is worth repeating, try again after 5 s, 10 s, 20 s ...
// capped at an hour, and give up (the item ends failed, kept for the administrator) once a day has
// passed since the item's first due time.

export const RETRY_BASE_MS = 5_000;
export const RETRY_CAP_MS = 60 * 60 * 1000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/** Delay before the next try after `attempts` tries: 5 s, 10 s, 20 s ... capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(attempts - 1, 0), RETRY_CAP_MS);
}

/**
 * What follows an attempt at `at` that is worth repeating: the next attempt's time, or, a day after
 * `retryWindowStart`, giving up with the reason said in one way by every queue.
 */
export function nextAttempt(
  at: Date,
  item: { retryWindowStart: Date; attempts: number },
  error: string,
): { retry: true; nextAttemptAt: Date } | { retry: false; error: string } {
  if (at.getTime() - item.retryWindowStart.getTime() >= GIVE_UP_AFTER_MS) {
    return { retry: false, error: `gave up after 24 hours of retries; last: ${error}` };
  }
  return { retry: true, nextAttemptAt: new Date(at.getTime() + retryDelayMs(item.attempts + 1)) };
}
