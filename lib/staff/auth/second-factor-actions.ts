"use server";

import "server-only";
import { env } from "@/lib/env";
import { log } from "@/lib/platform/log";
import { quotaStore } from "@/lib/platform/quota";
import { recordAccess } from "../access/index";
import { secondFactorStore } from "../second-factor/store/index";
import { userStore } from "../users/store/index";
import { normalEmail } from "../users/users";
import { quotaAccountLock } from "./account-lock";
import { signInSetup, type EmbeddedCredentials } from "./config";
import { staffCredentials } from "./embedded-session";
import { verifyFirebaseSession } from "./firebase";
import { clearPending, readPending, setPending } from "./pending-cookie";
import type { PendingSignIn } from "./pending";
import { sessionKeyOf } from "./secret";
import { checkCode, confirmEnrollment, type StepDeps, type StepRefusal } from "./second-step";
import { startEmbeddedSession, startFirebaseSession } from "./session";
import { credentialVersion } from "./session-token";
import type { SecondStepState } from "./sign-in-state";
import { minutesLeft } from "./throttle";

// The second step of a sign-in (second-step.ts): one action for the three things its form does.
// `intent` says which: `code` (the enrollment's first code, or a sign-in's code or recovery
// code), `finish` (the recovery codes are kept: open the session), `cancel` (back to the password).

const EXPIRED = "로그인 시간이 지났습니다. 처음부터 다시 로그인해 주세요.";
const FAILED = "일시적인 오류로 로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.";

export async function secondStep(_previous: SecondStepState, formData: FormData): Promise<SecondStepState> {
  if (!(formData instanceof FormData)) return { error: "입력값을 확인해 주세요." };
  const intent = formData.get("intent");
  if (intent === "cancel") {
    await clearPending();
    return {};
  }
  const pending = await readPending();
  if (!pending) {
    await clearPending();
    return { error: EXPIRED };
  }
  try {
    if (intent === "finish") {
      if (pending.stage !== "enrolled") return { error: EXPIRED };
      return await complete(pending, "인증 앱 등록 직후");
    }
    const typed = formData.get("code");
    const code = typeof typed === "string" ? typed.trim().slice(0, 32) : "";
    if (!code) return { error: "인증 코드를 입력해 주세요." };
    const deps = await stepDeps();
    if (pending.stage === "enroll") {
      const result = await confirmEnrollment(pending, code, deps);
      if (!result.ok)
        return {
          error:
            result.reason === "exists"
              ? "이미 2단계 인증이 등록된 계정입니다. 처음부터 다시 로그인해 주세요."
              : refusal(result),
        };
      await setPending({
        email: pending.email,
        role: pending.role,
        stage: "enrolled",
        cv: pending.cv,
        firebase: pending.firebase,
      });
      await record(pending, "second-factor-enroll", "인증 앱 등록, 복구 코드 발급");
      return { recoveryCodes: result.recoveryCodes };
    }
    if (pending.stage !== "code") return { error: EXPIRED };
    const result = await checkCode(pending, code, deps);
    if (!result.ok) {
      if (result.reason === "unreadable")
        log.error(
          "[auth] a sealed TOTP secret does not open with this SESSION_SECRET: reset the account's second factor (npm run reset-second-factor)",
        );
      await record(
        pending,
        "sign-in-refused",
        result.reason === "replayed" ? "2단계 인증 코드 재사용" : "2단계 인증 실패",
      );
      return { error: refusal(result) };
    }
    return await complete(
      pending,
      result.recovery ? `복구 코드 사용 (남은 코드 ${result.recovery.left}개)` : "2단계 인증",
    );
  } catch (error) {
    log.error("[auth] the second sign-in step failed", { error });
    return { error: FAILED };
  }
}

function refusal(result: StepRefusal): string {
  switch (result.reason) {
    case "wrong":
      return "인증 코드가 올바르지 않습니다. 인증 앱에 표시된 6자리 숫자나 복구 코드를 입력해 주세요.";
    case "replayed":
      return "이미 사용한 인증 코드입니다. 인증 앱에 새 코드가 나오면 그 코드를 입력해 주세요.";
    case "throttled":
      return `로그인 시도가 너무 많습니다. ${minutesLeft(result.retryAfterMs ?? 60_000)}분 후에 다시 시도해 주세요.`;
    case "unreadable":
      return "2단계 인증 정보를 확인할 수 없습니다. 사이트 운영자에게 2단계 인증 초기화를 요청해 주세요.";
  }
}

async function stepDeps(): Promise<StepDeps> {
  const key = sessionKeyOf(env());
  return {
    factors: await secondFactorStore(),
    key,
    lock: quotaAccountLock(await quotaStore(), key),
    now: Date.now(),
  };
}

/** Opens the session the pending sign-in was for, if its account still signs in as it did; records it. */
async function complete(pending: PendingSignIn, detail: string): Promise<SecondStepState> {
  const setup = signInSetup();
  if (!setup.enabled) return { error: setup.reason };
  if (setup.mode === "firebase") {
    if (!pending.firebase || !(await verifyFirebaseSession(pending.firebase))) return expired();
    await startFirebaseSession(pending.firebase);
  } else {
    const credentials = await credentialsOf(pending.email, setup.credentials);
    if (!credentials || credentialVersion(credentials, sessionKeyOf(env())) !== pending.cv) return expired();
    await startEmbeddedSession(credentials);
  }
  await clearPending();
  await record(pending, "sign-in", detail);
  return { done: true };
}

async function expired(): Promise<SecondStepState> {
  await clearPending();
  return { error: EXPIRED };
}

/** The credentials an address signs in with now: the configured administrator's, or an active staff account's. */
async function credentialsOf(email: string, admin: EmbeddedCredentials): Promise<EmbeddedCredentials | null> {
  if (normalEmail(email) === normalEmail(admin.email)) return admin;
  const user = await (await userStore()).byEmail(email);
  return user ? staffCredentials(user) : null;
}

async function record(
  pending: PendingSignIn,
  action: "sign-in" | "sign-in-refused" | "second-factor-enroll",
  detail: string,
): Promise<void> {
  await recordAccess({ email: pending.email, role: pending.role }, action, { detail }).catch((error: unknown) =>
    log.error(`[access] could not record a ${action}`, { error }),
  );
}
