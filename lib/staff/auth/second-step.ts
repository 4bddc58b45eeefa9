import "server-only";
import type { Env } from "@/lib/env";
import type { AccountLock } from "./account-lock";
import type { PendingSignIn } from "./pending";
import type { Role } from "./roles";
import type { SecondFactorStore } from "../second-factor/factors";
import { newRecoveryCodes, recoveryHash } from "../second-factor/recovery";
import { seal, unseal } from "../second-factor/sealed";
import { matchingStep, newTotpSecret } from "../second-factor/totp";

// The second step of a sign-in, testable without Next (the actions in second-factor-actions.ts
// pass the cookie's pending sign-in, the store, the session key and the account lock). A wrong
// code counts against the account in the shared store like a wrong password (account-lock.ts), so
// the code's million values get no more guesses than the password.

export type SecondFactorSetting = Env["SECOND_FACTOR"];

/** Whether an account of `role` signs in with a second factor under SECOND_FACTOR. */
export function needsSecondFactor(role: Role, setting: SecondFactorSetting): boolean {
  return setting === "everyone" || (setting === "admins" && role === "admin");
}

export type StepDeps = { factors: SecondFactorStore; key: Uint8Array; lock: AccountLock; now: number };

/** What the browser holds after a right password: the code step, or the enrollment with a new secret. */
export async function pendingAfterPassword(
  who: Omit<PendingSignIn, "stage" | "secret">,
  factors: SecondFactorStore,
): Promise<PendingSignIn> {
  return (await factors.get(who.email))
    ? { ...who, stage: "code" }
    : { ...who, stage: "enroll", secret: newTotpSecret() };
}

export type StepRefusal = {
  ok: false;
  reason: "wrong" | "replayed" | "throttled" | "unreadable";
  retryAfterMs?: number;
};
export type CodeCheck = { ok: true; recovery: null | { left: number } } | StepRefusal;

/** The code step: six digits from the app, or one of the recovery codes. */
export async function checkCode(pending: PendingSignIn, typed: string, deps: StepDeps): Promise<CodeCheck> {
  const locked = await lockedFor(pending, deps);
  if (locked) return locked;
  const factor = await deps.factors.get(pending.email);
  const code = typed.replace(/\s/g, "");
  if (factor && /^\d{6}$/.test(code)) {
    const secret = unseal(factor.sealedSecret, deps.key);
    if (secret === null) return { ok: false, reason: "unreadable" };
    const step = matchingStep(secret, code, deps.now);
    if (step === null) return failed(pending, deps, "wrong");
    if (!(await deps.factors.useStep(pending.email, step))) return failed(pending, deps, "replayed");
    return { ok: true, recovery: null };
  }
  const hash = factor ? recoveryHash(code, deps.key) : null;
  if (!factor || !hash || !(await deps.factors.useRecoveryCode(pending.email, hash)))
    return failed(pending, deps, "wrong");
  return { ok: true, recovery: { left: factor.recoveryHashes.length - 1 } };
}

export type Enrollment = { ok: true; recoveryCodes: string[] } | StepRefusal | { ok: false; reason: "exists" };

/** The enrollment: the first code of the new secret confirms it, and the recovery codes are made (shown once). */
export async function confirmEnrollment(pending: PendingSignIn, typed: string, deps: StepDeps): Promise<Enrollment> {
  const locked = await lockedFor(pending, deps);
  if (locked) return locked;
  const step = pending.secret ? matchingStep(pending.secret, typed.replace(/\s/g, ""), deps.now) : null;
  if (!pending.secret || step === null) return failed(pending, deps, "wrong");
  const recoveryCodes = newRecoveryCodes();
  const enrolled = await deps.factors.enroll({
    email: pending.email,
    sealedSecret: seal(pending.secret, deps.key),
    recoveryHashes: recoveryCodes.map((c) => recoveryHash(c, deps.key)!),
    lastStep: step,
    enrolledAt: new Date(deps.now),
  });
  return enrolled ? { ok: true, recoveryCodes } : { ok: false, reason: "exists" };
}

async function lockedFor(pending: PendingSignIn, deps: StepDeps): Promise<StepRefusal | null> {
  const ms = await deps.lock.lockedFor(pending.email, deps.now);
  return ms > 0 ? { ok: false, reason: "throttled", retryAfterMs: ms } : null;
}

async function failed(pending: PendingSignIn, deps: StepDeps, reason: "wrong" | "replayed"): Promise<StepRefusal> {
  await deps.lock.failed(pending.email, deps.now);
  return { ok: false, reason };
}
