import { expect, it } from "vitest";
import {
  GIVE_UP_AFTER_MS,
  HELD_PREFIX,
  drainQueue,
  type Attempt,
  type ClaimRequest,
  type ClaimedItem,
  type DurableQueue,
} from "@/lib/platform/queue";

// The one durable queue's behaviour, for every kind it carries (lead delivery, visitor and staff
// texts, follow-up events) on both stores: SQLite on a real file, Firestore on the real emulator.
// A kind's own behaviour (idempotency keys, templates, payloads dropped) has its own suite beside.

type Done = { status: string; at: Date };

/** One kind on one store, fresh and empty. */
export type QueueFixture<Item extends ClaimedItem, D extends Done> = {
  queue: DurableQueue<Item, D, ClaimRequest>;
  /** Stores one new item, due at `at`; its id. Each call stores a different item. */
  enqueue(at: Date): Promise<string>;
  /** A claim request with the kind's own scope added (the lead outbox's forms). */
  request(base: ClaimRequest): ClaimRequest;
  /** The kind's success at `at` ("delivered", "sent"). */
  done(at: Date): D;
  /** The item as stored: its status, attempts and last error. */
  state(id: string): Promise<{ status: string; attempts: number; lastError: string | null } | null>;
};

const t0 = new Date("2026-11-30T01:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const LEASE = 30_000;

export function durableQueueContract<Item extends ClaimedItem, D extends Done>(
  open: () => Promise<QueueFixture<Item, D>> | QueueFixture<Item, D>,
): void {
  const claim = (f: QueueFixture<Item, D>, now: Date, limit = 10) =>
    f.queue.claim(f.request({ now, limit, leaseMs: LEASE }));

  it("queue: a claim leases due items to one token, from the oldest due; nothing leased is claimed twice", async () => {
    const f = await open();
    const due = [];
    for (let i = 0; i < 10; i += 1) due.push(await f.enqueue(at(i)));
    const notYet = await f.enqueue(at(60_000));
    // The oldest due first: exactly on SQLite; on Firestore from a random start among four times the
    // limit of the oldest (so that instances reading the same page mostly take different ones).
    const [oldest] = await claim(f, at(10), 1);
    expect(due.slice(0, 4)).toContain(oldest?.id);
    const batch = await claim(f, at(10), 20);
    expect(new Set(batch.map((i) => i.claimToken)).size).toBe(1);
    expect(batch.every((i) => i.attempts === 0)).toBe(true);
    expect([oldest!.id, ...batch.map((i) => i.id)].sort()).toEqual([...due].sort());
    expect(await claim(f, at(30))).toEqual([]);
    const again = await claim(f, at(60_000 + LEASE), 20);
    expect(again.map((i) => i.id).sort()).toEqual([...due, notYet].sort());
  });

  it("queue: only the claim's holder settles; a settled item is never claimed again", async () => {
    const f = await open();
    const id = await f.enqueue(t0);
    const [item] = await claim(f, at(1));
    expect(await f.queue.settle(id, "not-the-token", f.done(at(2)))).toBe(false);
    expect(await f.queue.settle(id, item!.claimToken, f.done(at(2)))).toBe(true);
    expect(await f.state(id)).toMatchObject({ status: f.done(at(2)).status, attempts: 1 });
    expect(await f.queue.settle(id, item!.claimToken, { status: "failed", error: "late", at: at(3) })).toBe(false);
    expect(await claim(f, at(GIVE_UP_AFTER_MS * 2))).toEqual([]);
  });

  it("queue: a retry waits for its time and counts the attempt; a failure is final and kept", async () => {
    const f = await open();
    const id = await f.enqueue(t0);
    const [first] = await claim(f, at(1));
    expect(
      await f.queue.settle(id, first!.claimToken, {
        status: "pending",
        nextAttemptAt: at(5_000),
        error: "HTTP 503",
        at: at(2),
      }),
    ).toBe(true);
    expect(await f.state(id)).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 503" });
    expect(await claim(f, at(4_999))).toEqual([]);
    const [second] = await claim(f, at(5_000));
    expect(second).toMatchObject({ id, attempts: 1 });
    expect(await f.queue.settle(id, second!.claimToken, { status: "failed", error: "HTTP 400", at: at(5_001) })).toBe(
      true,
    );
    expect(await f.state(id)).toMatchObject({ status: "failed", attempts: 2, lastError: "HTTP 400" });
    expect(await claim(f, at(GIVE_UP_AFTER_MS * 2))).toEqual([]);
  });

  it("queue: an expired lease lets another drainer take over, and the first can no longer settle", async () => {
    const f = await open();
    const id = await f.enqueue(t0);
    const [first] = await claim(f, at(1));
    const [second] = await claim(f, at(1 + LEASE));
    expect(second?.id).toBe(id);
    expect(second!.claimToken).not.toBe(first!.claimToken);
    expect(await f.queue.settle(id, first!.claimToken, f.done(at(LEASE + 2)))).toBe(false);
    expect(await f.queue.settle(id, second!.claimToken, f.done(at(LEASE + 2)))).toBe(true);
  });

  it("queue: drainers racing for the same items each take different ones", async () => {
    const f = await open();
    const ids = [];
    for (let i = 0; i < 12; i += 1) ids.push(await f.enqueue(at(i)));
    const batches = await Promise.all([0, 1, 2].map(() => claim(f, at(100), 5)));
    const claimed = batches.flat().map((i) => i.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    const rest = await claim(f, at(200), 20);
    expect([...claimed, ...rest.map((i) => i.id)].sort()).toEqual([...ids].sort());
  });

  it("queue: the drain retries by the one policy, gives up after a day, and counts a limit that held apart", async () => {
    const f = await open();
    const flaky = await f.enqueue(t0);
    const held = await f.enqueue(t0);
    const fine = await f.enqueue(t0);
    let clock = at(10);
    const attempt = async (item: Item): Promise<Attempt<D>> =>
      item.id === fine
        ? { kind: "done", done: f.done(clock) }
        : item.id === held
          ? { kind: "failed", error: `${HELD_PREFIX} a daily budget is spent` }
          : { kind: "retry", error: "HTTP 503" };
    const pass = () =>
      drainQueue({
        label: "contract",
        queue: f.queue,
        request: f.request,
        leaseMs: LEASE,
        attempt,
        now: () => clock,
        max: 10,
        batch: 5,
      });
    expect(await pass()).toEqual({ claimed: 3, done: 1, retried: 1, failed: 0, held: 1, lost: 0 });
    expect(await f.state(flaky)).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 503" });
    expect(await f.state(held)).toMatchObject({
      status: "failed",
      lastError: `${HELD_PREFIX} a daily budget is spent`,
    });
    expect(await pass()).toMatchObject({ claimed: 0 }); // its retry is not due yet
    clock = at(GIVE_UP_AFTER_MS + 10);
    expect(await pass()).toEqual({ claimed: 1, done: 0, retried: 0, failed: 1, held: 0, lost: 0 });
    expect((await f.state(flaky))?.lastError).toMatch(/^gave up after 24 hours of retries; last: HTTP 503/);
  });
}
