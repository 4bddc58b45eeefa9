import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { LOCK_MS, LoginThrottle, MAX_ADDRESS_FAILURES, MAX_FAILURES, WINDOW_MS, minutesLeft } from "./throttle";

const keys = LoginThrottle.keys("203.0.113.7", "Admin@Example.com ");
const t0 = Date.UTC(2026, 10, 23, 0, 0, 0);

/** One try that turns out wrong (the count stays). */
function fail(throttle: LoginThrottle, k = keys, now = t0) {
  return throttle.begin(k, now).allowed;
}

describe("LoginThrottle", () => {
  it("lets five tries through for one address and email, refuses the sixth", () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < MAX_FAILURES; i++) expect(fail(throttle, keys, t0 + i * 1000)).toBe(true);
    expect(throttle.begin(keys, t0 + 4001)).toEqual({ allowed: false, retryAfterMs: LOCK_MS - 1 });
    expect(throttle.check(keys, t0 + 4001)).toEqual({ allowed: false, retryAfterMs: LOCK_MS - 1 });
  });

  it("counts the try when it begins, before its outcome is known", () => {
    const throttle = new LoginThrottle();
    // Five tries begun and none finished: the sixth is already refused.
    for (let i = 0; i < MAX_FAILURES; i++) throttle.begin(keys, t0);
    expect(throttle.begin(keys, t0).allowed).toBe(false);
  });

  it("keys on the address and the email (case-insensitive) together", () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < MAX_FAILURES; i++) fail(throttle);
    expect(throttle.check(LoginThrottle.keys("203.0.113.7", "admin@example.com"), t0).allowed).toBe(false);
    expect(throttle.check(LoginThrottle.keys("203.0.113.8", "admin@example.com"), t0).allowed).toBe(true);
    expect(throttle.check(LoginThrottle.keys("203.0.113.7", "other@example.com"), t0).allowed).toBe(true);
  });

  it("also counts per address across rotating emails, with its own larger limit", () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) {
      expect(fail(throttle, LoginThrottle.keys("198.51.100.9", `guess-${i}@example.com`))).toBe(true);
    }
    const next = throttle.begin(LoginThrottle.keys("198.51.100.9", "fresh@example.com"), t0 + 1);
    expect(next).toEqual({ allowed: false, retryAfterMs: LOCK_MS - 1 });
    expect(throttle.check(LoginThrottle.keys("198.51.100.10", "fresh@example.com"), t0 + 1).allowed).toBe(true);
    expect(MAX_ADDRESS_FAILURES).toBeGreaterThan(MAX_FAILURES);
  });

  it("does not count refused tries: knocking on a lock does not make it longer", () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < MAX_FAILURES; i++) fail(throttle);
    for (let i = 0; i < 50; i++) expect(fail(throttle, keys, t0 + LOCK_MS - 1)).toBe(false);
    expect(throttle.check(keys, t0 + LOCK_MS).allowed).toBe(true);
    // Nor the address count: another email from the address still has its full allowance.
    for (let i = 0; i < MAX_FAILURES; i++)
      expect(fail(throttle, LoginThrottle.keys("203.0.113.7", "b@example.com"), t0 + 1)).toBe(true);
  });

  it("forgets tries older than the 15-minute window", () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < MAX_FAILURES - 1; i++) fail(throttle);
    fail(throttle, keys, t0 + WINDOW_MS); // the first four have left the window
    expect(throttle.check(keys, t0 + WINDOW_MS).allowed).toBe(true);
  });

  it("lifts the lock when it expires, and a success clears the address+email count", () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < MAX_FAILURES; i++) fail(throttle);
    expect(throttle.check(keys, t0 + LOCK_MS - 1).allowed).toBe(false);
    expect(throttle.check(keys, t0 + LOCK_MS).allowed).toBe(true);
    for (let i = 0; i < MAX_FAILURES - 1; i++) fail(throttle, keys, t0 + LOCK_MS);
    const right = throttle.begin(keys, t0 + LOCK_MS);
    expect(right.allowed).toBe(true);
    if (right.allowed) throttle.succeed(right.attempt);
    for (let i = 0; i < MAX_FAILURES - 1; i++) fail(throttle, keys, t0 + LOCK_MS);
    expect(throttle.check(keys, t0 + LOCK_MS).allowed).toBe(true);
  });

  it("a success takes back only its own tick from the address count", () => {
    const throttle = new LoginThrottle();
    const from = (email: string) => LoginThrottle.keys("192.0.2.1", email);
    for (let i = 0; i < MAX_ADDRESS_FAILURES - 2; i++) fail(throttle, from(`spray-${i}@example.com`));
    // The administrator signs in many times from the same address: no tick stays behind...
    for (let i = 0; i < 30; i++) {
      const attempt = throttle.begin(from("admin@example.com"), t0);
      expect(attempt.allowed).toBe(true);
      if (attempt.allowed) throttle.succeed(attempt.attempt);
    }
    // ...and the spray's failures still count: two more and the address is locked.
    fail(throttle, from("spray-a@example.com"));
    expect(throttle.check(from("spray-b@example.com"), t0).allowed).toBe(true);
    fail(throttle, from("spray-b@example.com"));
    expect(throttle.check(from("spray-c@example.com"), t0).allowed).toBe(false);
  });

  it("a success that started the address lock lifts it; one that came before a lock does not", () => {
    const throttle = new LoginThrottle();
    const from = (email: string) => LoginThrottle.keys("192.0.2.2", email);
    for (let i = 0; i < MAX_ADDRESS_FAILURES - 1; i++) fail(throttle, from(`spray-${i}@example.com`));
    const last = throttle.begin(from("admin@example.com"), t0);
    expect(throttle.check(from("x@example.com"), t0).allowed).toBe(false); // this try reached the limit
    if (last.allowed) throttle.succeed(last.attempt);
    expect(throttle.check(from("x@example.com"), t0).allowed).toBe(true);
    fail(throttle, from("y@example.com"));
    expect(throttle.check(from("x@example.com"), t0).allowed).toBe(false);
  });

  it("never drops a locked key to stay under maxKeys; counting keys make room instead", () => {
    const throttle = new LoginThrottle({ maxKeys: 100 });
    for (let i = 0; i < MAX_FAILURES; i++) fail(throttle, keys, t0);
    for (let i = 0; i < 500; i++)
      expect(fail(throttle, LoginThrottle.keys(`198.18.${i >> 8}.${i & 255}`, "spray@example.com"), t0 + 1)).toBe(true);
    expect(throttle.size).toBeLessThanOrEqual(100);
    expect(throttle.check(keys, t0 + 2)).toEqual({ allowed: false, retryAfterMs: LOCK_MS - 2 });
  });

  it("when every key is locked, refuses a try that needs a new key instead of evicting one", () => {
    const throttle = new LoginThrottle({ maxKeys: 10, maxFailures: 1, maxAddressFailures: 1 });
    const address = (i: number) => LoginThrottle.keys(`192.0.2.${i}`, "a@example.com");
    for (let i = 0; i < 5; i++) expect(fail(throttle, address(i))).toBe(true); // 5 pairs + 5 addresses, all locked
    expect(throttle.begin(address(99), t0 + 1)).toEqual({ allowed: false, retryAfterMs: LOCK_MS });
    expect(throttle.size).toBe(10);
    for (let i = 0; i < 5; i++) expect(throttle.check(address(i), t0 + 1).allowed).toBe(false);
    // Once the locks run out, the old keys are stale and make room.
    expect(fail(throttle, address(99), t0 + LOCK_MS)).toBe(true);
    expect(throttle.size).toBeLessThanOrEqual(10);
  });

  it("never drops a key of the try that is making room (its count would start over)", () => {
    const throttle = new LoginThrottle({ maxKeys: 4, maxFailures: 1, maxAddressFailures: 2 });
    const a = (email: string) => LoginThrottle.keys("192.0.2.50", email);
    fail(throttle, a("a1@example.com")); // pair locked, address at 1: the least recently active unlocked key
    fail(throttle, LoginThrottle.keys("192.0.2.51", "b1@example.com"), t0 + 1);
    expect(fail(throttle, a("a2@example.com"), t0 + 2)).toBe(true); // needs one slot: the other address's key goes
    expect(throttle.check(a("a3@example.com"), t0 + 3).allowed).toBe(false); // address at 2 of 2: locked
  });

  it("states the wait in whole minutes", () => {
    expect(minutesLeft(1)).toBe(1);
    expect(minutesLeft(60_000)).toBe(1);
    expect(minutesLeft(14 * 60_000 + 1)).toBe(15);
  });
});
