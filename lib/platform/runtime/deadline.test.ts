import { describe, expect, it } from "vitest";
import { DeadlineError, withDeadline, withDeadlines } from "./deadline";

describe("deadlines", () => {
  it("passes a result or an error through, and gives up on work that does not finish in time", async () => {
    expect(await withDeadline(Promise.resolve(7), 50, "quick")).toBe(7);
    await expect(withDeadline(Promise.reject(new Error("broken")), 50, "broken")).rejects.toThrow("broken");
    const never = new Promise<number>(() => undefined);
    const error = await withDeadline(never, 20, "the store's read").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    expect((error as Error).message).toBe("the store's read did not finish within 20 ms");
  });

  it("wraps every promise-returning method of a store, keeps `this`, leaves the rest alone", async () => {
    class Store {
      label = "s";
      calls = 0;
      async read(x: number) {
        this.calls += 1;
        return x * 2;
      }
      hang() {
        return new Promise<void>(() => undefined);
      }
      sync() {
        return this.label;
      }
    }
    const store = withDeadlines(new Store(), "store", { ms: 20 });
    expect(await store.read(2)).toBe(4);
    expect(store.calls).toBe(1);
    expect(store.sync()).toBe("s");
    expect(store.label).toBe("s");
    await expect(store.hang()).rejects.toThrow("store.hang did not finish within 20 ms");
  });
});
