import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import type { AccountLock } from "./account-lock";
import { openPending, sealPending, type PendingSignIn } from "./pending";
import { checkCode, confirmEnrollment, needsSecondFactor, pendingAfterPassword, type StepDeps } from "./second-step";
import type { SecondFactor, SecondFactorStore } from "../second-factor/factors";
import { seal, unseal } from "../second-factor/sealed";
import { stepAt, totpCode } from "../second-factor/totp";

// The second sign-in step without Next: enrollment, the code once, the recovery codes once, the
// account lock counting every wrong code. The store here is an in-memory SecondFactorStore with
// the contract's behaviour (test-support/contracts/second-factors.contract.ts runs the real two).

class MemoryFactors implements SecondFactorStore {
  rows = new Map<string, SecondFactor>();
  async get(email: string) {
    const f = this.rows.get(email);
    return f ? { ...f, recoveryHashes: [...f.recoveryHashes] } : null;
  }
  async enroll(f: SecondFactor) {
    if (this.rows.has(f.email)) return false;
    this.rows.set(f.email, { ...f });
    return true;
  }
  async useStep(email: string, step: number) {
    const f = this.rows.get(email);
    if (!f || f.lastStep >= step) return false;
    f.lastStep = step;
    return true;
  }
  async useRecoveryCode(email: string, hash: string) {
    const f = this.rows.get(email);
    if (!f?.recoveryHashes.includes(hash)) return false;
    f.recoveryHashes = f.recoveryHashes.filter((h) => h !== hash);
    return true;
  }
  async reset(email: string) {
    return this.rows.delete(email);
  }
}

function countingLock(max = 10): AccountLock & { failures: number } {
  return {
    failures: 0,
    async lockedFor() {
      return this.failures >= max ? 60_000 : 0;
    },
    async failed() {
      this.failures += 1;
    },
  };
}

const key = new TextEncoder().encode("a-test-session-secret-of-32-bytes-or-more");
const t0 = Date.parse("2026-12-02T03:00:10Z");
const who = { email: "admin@example.com", role: "admin" as const, cv: "cv1" };

async function enrolled(factors = new MemoryFactors(), lock = countingLock()) {
  const pending = await pendingAfterPassword(who, factors);
  const deps: StepDeps = { factors, key, lock, now: t0 };
  const result = await confirmEnrollment(pending, totpCode(pending.secret!, t0), deps);
  if (!result.ok) throw new Error(`enrollment refused: ${result.reason}`);
  return { factors, lock, secret: pending.secret!, codes: result.recoveryCodes, deps };
}

describe("who needs the second factor", () => {
  it("everyone, admins only, or nobody", () => {
    expect(needsSecondFactor("staff", "everyone")).toBe(true);
    expect(needsSecondFactor("staff", "admins")).toBe(false);
    expect(needsSecondFactor("admin", "admins")).toBe(true);
    expect(needsSecondFactor("admin", "none")).toBe(false);
  });
});

describe("enrollment", () => {
  it("offers a new secret to an account without one, and the code step to one with one", async () => {
    const factors = new MemoryFactors();
    const first = await pendingAfterPassword(who, factors);
    expect(first.stage).toBe("enroll");
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await pendingAfterPassword(who, factors)).secret).not.toBe(first.secret);
    const { factors: withOne } = await enrolled();
    expect(await pendingAfterPassword(who, withOne)).toEqual({ ...who, stage: "code" });
  });

  it("keeps the secret sealed, ten recovery codes as hashes, and the step the first code used", async () => {
    const { factors, secret, codes } = await enrolled();
    const row = (await factors.get(who.email))!;
    expect(row.sealedSecret).not.toContain(secret);
    expect(unseal(row.sealedSecret, key)).toBe(secret);
    expect(unseal(row.sealedSecret, new TextEncoder().encode("another-session-secret-of-32-bytes-x"))).toBeNull();
    expect(codes).toHaveLength(10);
    expect(row.recoveryHashes).toHaveLength(10);
    for (const c of codes) expect(row.recoveryHashes.join()).not.toContain(c.replace("-", ""));
    expect(row.lastStep).toBe(stepAt(t0));
  });

  it("refuses a wrong first code (counted) and a second enrollment", async () => {
    const factors = new MemoryFactors();
    const lock = countingLock();
    const pending = await pendingAfterPassword(who, factors);
    const deps = { factors, key, lock, now: t0 };
    const wrong = totpCode(pending.secret!, t0 + 5 * 60_000);
    expect(await confirmEnrollment(pending, wrong, deps)).toEqual({ ok: false, reason: "wrong" });
    expect(lock.failures).toBe(1);
    const other = await pendingAfterPassword(who, factors);
    expect((await confirmEnrollment(pending, totpCode(pending.secret!, t0), deps)).ok).toBe(true);
    expect(await confirmEnrollment(other, totpCode(other.secret!, t0), deps)).toEqual({ ok: false, reason: "exists" });
  });
});

describe("the code step", () => {
  const codeStep: PendingSignIn = { ...who, stage: "code" };

  it("takes a code within a step of now once, and never an older one", async () => {
    const { secret, deps } = await enrolled();
    const later = { ...deps, now: t0 + 30_000 };
    expect(await checkCode(codeStep, totpCode(secret, t0), later)).toEqual({ ok: false, reason: "replayed" });
    expect(await checkCode(codeStep, totpCode(secret, t0 + 30_000), later)).toEqual({ ok: true, recovery: null });
    expect(await checkCode(codeStep, totpCode(secret, t0 + 30_000), later)).toEqual({ ok: false, reason: "replayed" });
    expect(await checkCode(codeStep, totpCode(secret, t0 + 120_000), later)).toEqual({ ok: false, reason: "wrong" });
  });

  it("takes each recovery code once, typed in any case and with spaces", async () => {
    const { codes, deps } = await enrolled();
    const typed = ` ${codes[3]!.toUpperCase().replace("-", " - ")} `;
    expect(await checkCode(codeStep, typed, deps)).toEqual({ ok: true, recovery: { left: 9 } });
    expect(await checkCode(codeStep, codes[3]!, deps)).toEqual({ ok: false, reason: "wrong" });
    expect(await checkCode(codeStep, "not-a-code", deps)).toEqual({ ok: false, reason: "wrong" });
  });

  it("counts every wrong code against the account and refuses while it is locked, even the right code", async () => {
    const lock = countingLock(3);
    const { secret, deps } = await enrolled(new MemoryFactors(), lock);
    for (const c of ["000000", "111111", "222222"]) await checkCode(codeStep, c, { ...deps, now: t0 + 60_000 });
    expect(lock.failures).toBe(3);
    const right = totpCode(secret, t0 + 60_000);
    expect(await checkCode(codeStep, right, { ...deps, now: t0 + 60_000 })).toMatchObject({ reason: "throttled" });
  });

  it("says so when the secret was sealed under another key (SESSION_SECRET changed)", async () => {
    const { factors, secret, deps } = await enrolled();
    factors.rows.get(who.email)!.sealedSecret = seal(secret, new TextEncoder().encode("x".repeat(40)));
    expect(await checkCode(codeStep, totpCode(secret, t0 + 30_000), { ...deps, now: t0 + 30_000 })).toEqual({
      ok: false,
      reason: "unreadable",
    });
  });
});

describe("the pending sign-in's cookie", () => {
  it("opens with its key until it expires, and not with another key or changed", async () => {
    const pending: PendingSignIn = { ...who, stage: "enroll", secret: "JBSWY3DPEHPK3PXP" };
    const value = await sealPending(pending, key, new Date(t0));
    expect(value).not.toContain("JBSWY3DPEHPK3PXP");
    expect(await openPending(value, key, new Date(t0 + 60_000))).toEqual({ ...pending, firebase: undefined });
    expect(await openPending(value, key, new Date(t0 + 11 * 60_000))).toBeNull();
    expect(await openPending(value, new TextEncoder().encode("y".repeat(40)), new Date(t0))).toBeNull();
    expect(await openPending(value.slice(0, -4) + "AAAA", key, new Date(t0))).toBeNull();
  });
});
