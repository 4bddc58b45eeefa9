import "server-only";
import { log } from "@/lib/platform/log";
import { nextAttempt } from "./retry";
import {
  HELD_PREFIX,
  type Attempt,
  type ClaimRequest,
  type ClaimedItem,
  type DrainTally,
  type DurableQueue,
  type GiveUp,
  type Settlement,
} from "./types";

// The one drain of every queue kind: claim a batch, attempt each item once (a batch in flight at a
// time), settle each attempt by the one retry policy, until `max` items were claimed, nothing is due,
// or the job's deadline passed. Logs name the item, never who it is about.

export type DrainOptions<Item extends ClaimedItem, Done extends { status: string; at: Date }, Request> = {
  /** The log's prefix: "leads", "sms", "conversions". */
  label: string;
  queue: DurableQueue<Item, Done, Request & ClaimRequest>;
  /** The claim request of one batch (a kind adds its own filters, e.g. the forms with a destination). */
  request: (base: ClaimRequest) => Request & ClaimRequest;
  leaseMs: number;
  /** Attempts one claimed item; the settlement's time is taken after it. */
  attempt: (item: Item) => Promise<Attempt<Done>>;
  /** How a log line names the item ("lead <id> (register)"). */
  describe?: (item: Item) => string;
  now?: () => Date;
  /** Items claimed per pass at most. */
  max: number;
  /** Items in flight at once. */
  batch: number;
  /** Epoch ms after which no new batch is claimed (the job's deadline). */
  stopClaimingAt?: number;
};

/** Errors are stored and logged on one line of at most 500 characters. */
export function clipError(message: string): string {
  return message.replace(/\s+/g, " ").trim().slice(0, 500);
}

/** What an attempt settles as, at `at`, by the one retry policy. */
export function settlementOf<Done extends { status: string; at: Date }>(
  attempt: Attempt<Done>,
  item: ClaimedItem,
  at: Date,
): Settlement<Done> {
  switch (attempt.kind) {
    case "done":
      return attempt.done;
    case "failed":
      return { status: "failed", error: clipError(attempt.error), at };
    case "later":
      return { status: "pending", nextAttemptAt: attempt.until, error: clipError(attempt.error), at };
    case "retry": {
      const next = nextAttempt(at, item, attempt.error);
      return next.retry
        ? { status: "pending", nextAttemptAt: next.nextAttemptAt, error: clipError(attempt.error), at }
        : { status: "failed", error: clipError(next.error), at };
    }
  }
}

async function attemptOne<Item extends ClaimedItem, Done extends { status: string; at: Date }, Request>(
  item: Item,
  options: DrainOptions<Item, Done, Request>,
  tally: DrainTally,
): Promise<void> {
  const now = options.now ?? (() => new Date());
  const name = options.describe?.(item) ?? item.id;
  const attempt = await options.attempt(item).catch((error: unknown): Attempt<Done> => ({
    kind: "retry",
    error: error instanceof Error ? error.message : String(error),
  }));
  const settlement = settlementOf(attempt, item, now());
  if (!(await options.queue.settle(item.id, item.claimToken, settlement))) {
    tally.lost += 1;
    log.warn(`[${options.label}] claim on ${name} expired before its outcome (${settlement.status}) was recorded`);
    return;
  }
  if (settlement.status === "pending") tally.retried += 1;
  else if (settlement.status === "failed") {
    const { error } = settlement as GiveUp;
    const line = `[${options.label}] ${name} failed: ${error}`;
    if (error.startsWith(HELD_PREFIX)) {
      tally.held += 1;
      log.warn(line);
    } else {
      tally.failed += 1;
      log.error(line);
    }
  } else tally.done += 1;
}

/** One pass over a queue: claims and attempts due items in batches. */
export async function drainQueue<Item extends ClaimedItem, Done extends { status: string; at: Date }, Request>(
  options: DrainOptions<Item, Done, Request>,
): Promise<DrainTally> {
  const tally: DrainTally = { claimed: 0, done: 0, retried: 0, failed: 0, held: 0, lost: 0 };
  const now = options.now ?? (() => new Date());
  while (
    tally.claimed < options.max &&
    !(options.stopClaimingAt !== undefined && Date.now() >= options.stopClaimingAt)
  ) {
    const batch = await options.queue.claim(
      options.request({
        now: now(),
        limit: Math.min(options.batch, options.max - tally.claimed),
        leaseMs: options.leaseMs,
      }),
    );
    if (batch.length === 0) break;
    tally.claimed += batch.length;
    await Promise.all(batch.map((item) => attemptOne(item, options, tally)));
  }
  return tally;
}
