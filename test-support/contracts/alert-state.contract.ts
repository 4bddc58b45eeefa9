import { expect, it } from "vitest";
import { initialAlertState, type AlertStateStore } from "@/lib/leads/alerts/state";

// The alert state's compare-and-set on both stores: SQLite on a real file, Firestore on the real
// emulator (two clients of one project for two server instances).

/** The behaviour every adapter must share; `open` gives a fresh, empty store. */
export function alertStateContract(open: () => [AlertStateStore, AlertStateStore]): void {
  it("starts closed, never sent; a replace with the stored version lands and bumps it; a stale one is refused", async () => {
    const [store] = open();
    expect(await store.get("failed")).toEqual(initialAlertState);
    expect(await store.replace("failed", initialAlertState, { lastSentAt: 1_000, open: true })).toBe(true);
    const now = await store.get("failed");
    expect(now).toEqual({ lastSentAt: 1_000, open: true, version: 1 });
    expect(await store.replace("failed", initialAlertState, { lastSentAt: 2_000, open: false })).toBe(false);
    expect(await store.get("failed")).toEqual(now);
    // Causes are kept apart.
    expect(await store.get("backlog")).toEqual(initialAlertState);
  });

  it("two instances replacing the same version at once: exactly one wins", async () => {
    const [a, b] = open();
    const results = await Promise.all([
      a.replace("backlog", initialAlertState, { lastSentAt: 10, open: true }),
      b.replace("backlog", initialAlertState, { lastSentAt: 20, open: true }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const stored = await a.get("backlog");
    expect(stored.version).toBe(1);
    expect(stored.lastSentAt).toBe(results[0] ? 10 : 20);
  });
}
