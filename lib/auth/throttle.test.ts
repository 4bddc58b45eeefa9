import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { LOCK_MS, LoginThrottle, MAX_FAILURES, WINDOW_MS, minutesLeft } from "./throttle";

const key = LoginThrottle.key("203.0.113.7", "Admin@Example.com ");
const t0 = Date.UTC(2026, 10, 23, 0, 0, 0);

describe("LoginThrottle", () => {
  it("allows four failures, refuses after the fifth, for one address and email", () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      throttle.fail(key, t0 + i * 1000);
      expect(throttle.check(key, t0 + i * 1000 + 1).allowed).toBe(true);
    }
    throttle.fail(key, t0 + 10_000);
    const verdict = throttle.check(key, t0 + 10_001);
    expect(verdict).toEqual({ allowed: false, retryAfterMs: LOCK_MS - 1 });
  });

  it("keys on the address and the email (case-insensitive), not on either alone", () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < MAX_FAILURES; i++) throttle.fail(key, t0);
    expect(throttle.check(LoginThrottle.key("203.0.113.7", "admin@example.com"), t0).allowed).toBe(false);
    expect(throttle.check(LoginThrottle.key("203.0.113.8", "admin@example.com"), t0).allowed).toBe(true);
    expect(throttle.check(LoginThrottle.key("203.0.113.7", "other@example.com"), t0).allowed).toBe(true);
  });

  it("forgets failures older than the 15-minute window", () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < MAX_FAILURES - 1; i++) throttle.fail(key, t0);
    throttle.fail(key, t0 + WINDOW_MS); // the first four have left the window
    expect(throttle.check(key, t0 + WINDOW_MS).allowed).toBe(true);
  });

  it("lifts the lock when it expires, and a success clears the count", () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < MAX_FAILURES; i++) throttle.fail(key, t0);
    expect(throttle.check(key, t0 + LOCK_MS - 1).allowed).toBe(false);
    expect(throttle.check(key, t0 + LOCK_MS).allowed).toBe(true);
    for (let i = 0; i < MAX_FAILURES - 1; i++) throttle.fail(key, t0 + LOCK_MS);
    throttle.succeed(key);
    throttle.fail(key, t0 + LOCK_MS);
    expect(throttle.check(key, t0 + LOCK_MS).allowed).toBe(true);
  });

  it("keeps at most maxKeys addresses, dropping the least recently active", () => {
    const throttle = new LoginThrottle({ maxFailures: 5, windowMs: WINDOW_MS, lockMs: LOCK_MS, maxKeys: 100 });
    for (let i = 0; i < 5; i++) throttle.fail("locked", t0);
    for (let i = 0; i < 500; i++) throttle.fail(`spray-${i}`, t0 + 1);
    expect(throttle.size).toBeLessThanOrEqual(100);
    expect(throttle.check("spray-499", t0 + 2).allowed).toBe(true);
  });

  it("states the wait in whole minutes", () => {
    expect(minutesLeft(1)).toBe(1);
    expect(minutesLeft(60_000)).toBe(1);
    expect(minutesLeft(14 * 60_000 + 1)).toBe(15);
  });
});
