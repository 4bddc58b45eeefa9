import { randomUUID } from "node:crypto";

/** A claim's token: random, so only the drainer that made the claim can settle it. */
export function newClaimToken(): string {
  return randomUUID();
}
