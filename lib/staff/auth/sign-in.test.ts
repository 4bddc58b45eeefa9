import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
vi.mock("./password", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./password")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { SqliteQuotaStore } from "@/lib/platform/quota/store/sqlite";
import { quotaAccountLock, type AccountLock } from "./account-lock";
import type { EmbeddedCredentials } from "./config";
import { HashGate, MAX_CONCURRENT_HASHES } from "./hash-gate";
import { hashPassword, verifyPassword } from "./password";
import { signInEmbedded, signInRefusal, type EmbeddedSignIn } from "./sign-in";
import { LoginThrottle, MAX_ADDRESS_FAILURES, MAX_FAILURES } from "./throttle";

const FAST = { N: 2 ** 10, r: 8, p: 1 };

// Each test has its own shared store (a SQLite file) for the per-account lock (account-lock.test.ts
// tests the lock itself); these tests are about the throttle and the hash bound in front of it.
let accountLock: () => Promise<AccountLock>;
beforeEach(() => {
  const store = new SqliteQuotaStore(openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "sign-in-")), "site.db")));
  const lock = quotaAccountLock(store, new TextEncoder().encode("a-session-secret-of-at-least-32-bytes!"));
  accountLock = async () => lock;
});
afterEach(() => closeAllDbs());
const hashesRun = () => vi.mocked(verifyPassword).mock.calls.length;
const reasons = (results: EmbeddedSignIn[]) => results.map((r) => (r.ok ? "ok" : r.reason));
const count = (list: string[], value: string) => list.filter((x) => x === value).length;

/** A password check that waits until the test lets it finish. */
function heldCheck() {
  const waiting: Array<(ok: boolean) => void> = [];
  const check = vi.fn(
    (_email: string, _password: string, credentials: EmbeddedCredentials) =>
      new Promise<EmbeddedCredentials | null>((resolve) => waiting.push((ok) => resolve(ok ? credentials : null))),
  );
  return { check, finishAll: (ok = false) => waiting.splice(0).forEach((resolve) => resolve(ok)) };
}

describe("signInEmbedded: the throttle counts a try before the hash runs", async () => {
  const credentials: EmbeddedCredentials = {
    email: "admin@example.com",
    kind: "hash",
    hash: await hashPassword("correct horse", FAST),
  };
  const roomy = () => new HashGate(100); // these tests are about the throttle, not the hash bound

  it("of 20 parallel tries for one address and email, only MAX_FAILURES reach scrypt", async () => {
    vi.mocked(verifyPassword).mockClear();
    const throttle = new LoginThrottle();
    const tries = Array.from({ length: 20 }, (_, i) =>
      signInEmbedded(
        { address: "203.0.113.7", email: "admin@example.com", password: `guess-${i}`, credentials },
        { throttle, gate: roomy(), accountLock },
      ),
    );
    const results = reasons(await Promise.all(tries));
    expect(hashesRun()).toBe(MAX_FAILURES);
    expect(count(results, "wrong")).toBe(MAX_FAILURES);
    expect(count(results, "throttled")).toBe(20 - MAX_FAILURES);
  });

  it("rotating emails from one address reach scrypt at most MAX_ADDRESS_FAILURES times; another address still can", async () => {
    vi.mocked(verifyPassword).mockClear();
    const throttle = new LoginThrottle();
    const gate = roomy();
    const tries = Array.from({ length: MAX_ADDRESS_FAILURES + 15 }, (_, i) =>
      signInEmbedded(
        { address: "198.51.100.9", email: `user${i}@example.com`, password: "guess", credentials },
        { throttle, gate, accountLock },
      ),
    );
    const results = reasons(await Promise.all(tries));
    expect(hashesRun()).toBe(MAX_ADDRESS_FAILURES);
    expect(count(results, "throttled")).toBe(15);
    const elsewhere = await signInEmbedded(
      { address: "198.51.100.10", email: "admin@example.com", password: "correct horse", credentials },
      { throttle, gate, accountLock },
    );
    expect(elsewhere).toEqual({ ok: true, account: credentials });
  });

  it("the right password signs in after a few failures and clears the count for that address and email", async () => {
    const throttle = new LoginThrottle();
    const gate = roomy();
    const attempt = (password: string) =>
      signInEmbedded(
        { address: "192.0.2.4", email: " Admin@Example.com", password, credentials },
        { throttle, gate, accountLock },
      );
    for (let i = 0; i < MAX_FAILURES - 1; i++) expect(await attempt("wrong")).toEqual({ ok: false, reason: "wrong" });
    expect(await attempt("correct horse")).toEqual({ ok: true, account: credentials });
    for (let i = 0; i < MAX_FAILURES; i++) expect(await attempt("wrong")).toEqual({ ok: false, reason: "wrong" });
    expect(await attempt("correct horse")).toMatchObject({ ok: false, reason: "throttled" });
  });
});

describe("signInEmbedded: a bounded number of password hashes at once", () => {
  const credentials: EmbeddedCredentials = {
    email: "admin@example.com",
    kind: "hash",
    hash: "scrypt$1024$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA",
  };

  it(`runs at most ${MAX_CONCURRENT_HASHES} checks in the process; the rest are answered at once, uncounted`, async () => {
    const held = heldCheck();
    const throttle = new LoginThrottle();
    const tries = Array.from({ length: MAX_CONCURRENT_HASHES + 5 }, (_, i) =>
      signInEmbedded(
        { address: `203.0.113.${i}`, email: "admin@example.com", password: "guess", credentials },
        { throttle, check: held.check, accountLock },
      ),
    );
    // Every try beyond the bound has its answer while the first ones are still hashing.
    const overflow = await Promise.all(tries.slice(MAX_CONCURRENT_HASHES));
    expect(reasons(overflow)).toEqual(Array(5).fill("busy"));
    // The first ones reach the password check once the account's lock has been read.
    await vi.waitFor(() => expect(held.check).toHaveBeenCalledTimes(MAX_CONCURRENT_HASHES));
    // A busy answer tried no password, so it counted nothing: only the running tries hold keys.
    expect(throttle.size).toBe(MAX_CONCURRENT_HASHES * 2);

    held.finishAll(false);
    expect(reasons(await Promise.all(tries.slice(0, MAX_CONCURRENT_HASHES)))).toEqual(
      Array(MAX_CONCURRENT_HASHES).fill("wrong"),
    );
    // The slots are free again.
    const later = signInEmbedded(
      { address: "203.0.113.200", email: "admin@example.com", password: "guess", credentials },
      { throttle, check: held.check, accountLock },
    );
    await vi.waitFor(() => expect(held.check).toHaveBeenCalledTimes(MAX_CONCURRENT_HASHES + 1));
    held.finishAll(true);
    expect(await later).toEqual({ ok: true, account: credentials });
  });

  it("frees the slot when the check throws, and when the throttle refuses", async () => {
    const gate = new HashGate(1);
    const throttle = new LoginThrottle({ maxFailures: 1 });
    const input = { address: "192.0.2.9", email: "admin@example.com", password: "guess", credentials };
    await expect(
      signInEmbedded(input, { gate, throttle, check: () => Promise.reject(new Error("boom")), accountLock }),
    ).rejects.toThrow("boom");
    expect(gate.inUse).toBe(0);
    expect(await signInEmbedded(input, { gate, throttle, accountLock })).toMatchObject({ reason: "throttled" });
    expect(gate.inUse).toBe(0);
  });
});

describe("signInRefusal", () => {
  it("answers in Korean, the busy case in the same words as the lock", () => {
    expect(signInRefusal({ ok: false, reason: "wrong" })).toBe("이메일 또는 비밀번호가 올바르지 않습니다.");
    expect(signInRefusal({ ok: false, reason: "throttled", retryAfterMs: 14 * 60_000 + 1 })).toBe(
      "로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.",
    );
    expect(signInRefusal({ ok: false, reason: "busy" })).toBe(
      "로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.",
    );
  });
});
