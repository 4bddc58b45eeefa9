// The site's one durable queue, whatever it carries (a lead to its form service, a text to a
// visitor, a follow-up event to Meta or to the sales desk): an item is stored first, then a
// drainer claims it with a lease and a random token, attempts it once, and settles the attempt.
// Only the token's holder can settle, so two drainers never attempt one item at once, and a settled
// item is never claimed again. A lease that runs out (the process died mid-attempt) lets the next
// drainer take the item over; an attempt that is worth repeating is retried by one backoff policy
// (retry.ts) and given up after a day, the item then kept as failed for the administrator.
//
// Each kind keeps its own record (its store's columns or fields) and its own success ("delivered",
// "sent" and what that records); the claim, the settlement's shape and the drain are shared.

/** What a drainer asks for: items due at `now`, at most `limit`, each leased for `leaseMs`. */
export type ClaimRequest = { now: Date; limit: number; leaseMs: number };

/** An item as its claim returns it: the claim's token, and the start of its day of retries. */
export type ClaimedItem = {
  id: string;
  attempts: number;
  claimToken: string;
  retryWindowStart: Date;
};

/** Another attempt is due at `nextAttemptAt`; `error` says why this one did not succeed. */
export type RetryLater = { status: "pending"; nextAttemptAt: Date; error: string; at?: Date };
/** Given up or refused for good: the item is kept, failed, with the reason. */
export type GiveUp = { status: "failed"; error: string; at?: Date };
/** One attempt's outcome: the kind's own success, a retry, or a failure. */
export type Settlement<Done extends { status: string; at: Date }> = Done | RetryLater | GiveUp;

/** The queue side that every kind's store implements on both backends. */
export interface DurableQueue<
  Item extends ClaimedItem,
  Done extends { status: string; at: Date },
  Request extends ClaimRequest = ClaimRequest,
> {
  /** Atomically leases due items whose lease is free, oldest due first, to one new token. */
  claim(request: Request): Promise<Item[]>;
  /** Records one attempt, counted, the lease freed; false when the claim was lost (token no longer holds). */
  settle(id: string, claimToken: string, outcome: Settlement<Done>): Promise<boolean>;
}

/** What one attempt came to, as a kind's send function answers it (it never throws; a throw is a retry). */
export type Attempt<Done> =
  | { kind: "done"; done: Done }
  /** A passing fault (a timeout, a 5xx, a 429): retried by the policy, given up after a day. */
  | { kind: "retry"; error: string }
  /** Not attempted now and not counted against the day of retries (e.g. no destination yet). */
  | { kind: "later"; until: Date; error: string }
  /** Refused for good (a 4xx, a limit that holds): failed at once. */
  | { kind: "failed"; error: string };

/**
 * One drain pass, counted (never who). `held`: failed because a limit held ("not sent: …", a daily
 * budget): the design working, not a fault, so counted apart from `failed`.
 */
export type DrainTally = { claimed: number; done: number; retried: number; failed: number; held: number; lost: number };

/** The error of a failure that is a limit holding, not a fault. */
export const HELD_PREFIX = "not sent:";
