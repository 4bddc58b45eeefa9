import "server-only";
import type { EmbeddedCredentials } from "./config";
import { env } from "@/lib/env";
import { log } from "@/lib/platform/log";
import { quotaStore } from "@/lib/platform/quota";
import { quotaAccountLock, type AccountLock } from "./account-lock";
import { checkEmbeddedAccount } from "./embedded";
import { sessionKeyOf } from "./secret";
import type { UserStore } from "../users/users";
import { HashGate } from "./hash-gate";
import { WRONG_CREDENTIALS } from "./sign-in-state";
import { LoginThrottle, minutesLeft } from "./throttle";

// The embedded sign-in check, as the sign-in action runs it, testable without Next. Order matters
// and nothing is awaited until the try is counted:
//   1. a free hash slot, else "busy" at once (nothing counted: no password was tried);
//   2. the throttle counts the try on address+email and on the address, else "throttled";
//   3. the account's lock in the shared store (account-lock.ts), else "throttled" as well;
//   4. only then the password check; a right password takes the try back (throttle.ts), a wrong
//      one counts against the account in the shared store.

export type EmbeddedSignIn =
  | { ok: true; account: EmbeddedCredentials }
  | { ok: false; reason: "wrong" }
  | { ok: false; reason: "throttled"; retryAfterMs: number }
  | { ok: false; reason: "busy" }
  | { ok: false; reason: "unavailable" };

export type SignInDeps = {
  throttle: LoginThrottle;
  gate: HashGate;
  check: typeof checkEmbeddedAccount;
  /** The per-account lock in the shared store; by default the quota store's, keyed by the session secret. */
  accountLock: () => Promise<AccountLock>;
  now: () => number;
};

type Runtime = { throttle: LoginThrottle; gate: HashGate };
const KEY = Symbol.for("presale.auth.sign-in");
const globalStore = globalThis as typeof globalThis & { [KEY]?: Runtime };

/** The shared store's account lock, keyed by the session secret (the same on every instance). */
async function sharedAccountLock(): Promise<AccountLock> {
  return quotaAccountLock(await quotaStore(), sessionKeyOf(env()));
}

/** The process-wide throttle and hash gate (on globalThis: server bundles may load this module twice). */
function runtime(): Runtime {
  globalStore[KEY] ??= { throttle: new LoginThrottle(), gate: new HashGate() };
  return globalStore[KEY];
}

export async function signInEmbedded(
  input: { address: string; email: string; password: string; credentials: EmbeddedCredentials; users?: UserStore },
  deps: Partial<SignInDeps> = {},
): Promise<EmbeddedSignIn> {
  const {
    throttle = runtime().throttle,
    gate = runtime().gate,
    check = checkEmbeddedAccount,
    accountLock = sharedAccountLock,
    now = Date.now,
  } = deps;
  const leave = gate.tryEnter();
  if (!leave) return { ok: false, reason: "busy" };
  try {
    const at = now();
    const counted = throttle.begin(LoginThrottle.keys(input.address, input.email), at);
    if (!counted.allowed) return { ok: false, reason: "throttled", retryAfterMs: counted.retryAfterMs };
    let lock: AccountLock;
    let lockedFor: number;
    try {
      lock = await accountLock();
      lockedFor = await lock.lockedFor(input.email, at);
    } catch (error) {
      // Without the shared count no guess is safe to check: refused until the store answers.
      log.error("[auth] the sign-in lock could not be read", { error });
      return { ok: false, reason: "unavailable" };
    }
    if (lockedFor > 0) {
      log.warn("[auth] a sign-in to a locked account was refused");
      return { ok: false, reason: "throttled", retryAfterMs: lockedFor };
    }
    const account = await check(input.email, input.password, input.credentials, input.users);
    if (!account) {
      await lock.failed(input.email, at).catch((error: unknown) => {
        log.error("[auth] a failed sign-in could not be counted against its account", { error });
      });
      return { ok: false, reason: "wrong" };
    }
    throttle.succeed(counted.attempt);
    return { ok: true, account };
  } finally {
    leave();
  }
}

/** The Korean answer to a refused sign-in (the form shows '로그인 실패: ' before it). */
export function signInRefusal(result: Exclude<EmbeddedSignIn, { ok: true }>): string {
  switch (result.reason) {
    case "wrong":
      return WRONG_CREDENTIALS;
    case "throttled":
      return `로그인 시도가 너무 많습니다. ${minutesLeft(result.retryAfterMs)}분 후에 다시 시도해 주세요.`;
    case "busy":
      return "로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.";
    case "unavailable":
      return "일시적인 오류로 로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.";
  }
}
