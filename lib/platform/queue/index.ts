// The durable queue of the platform layer: its types, its one retry policy and its one drain. The
// store halves are imported by the stores that build on them: `./sqlite` (SqliteQueue) and
// `./firestore` (claimDue, claimDocuments, settleClaimed).

export { HELD_PREFIX } from "./types";
export type {
  Attempt,
  ClaimRequest,
  ClaimedItem,
  DrainTally,
  DurableQueue,
  GiveUp,
  RetryLater,
  Settlement,
} from "./types";
export { clipError, drainQueue, settlementOf, type DrainOptions } from "./drain";
export { newClaimToken } from "./token";
export { GIVE_UP_AFTER_MS, RETRY_BASE_MS, RETRY_CAP_MS, nextAttempt, retryDelayMs } from "./retry";
