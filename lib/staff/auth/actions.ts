"use server";

import "server-only";
import { log } from "@/lib/platform/log";
import { headers } from "next/headers";
import { z } from "zod";
import { signInSetup } from "@/lib/staff/auth/config";
import { exchangeIdToken, revokeFirebaseSessions } from "@/lib/staff/auth/firebase";
import { idTokenSchema, signInSchema, type SignInState } from "@/lib/staff/auth/schema";
import {
  endSession,
  getAdmin,
  sessionCookieValue,
  startEmbeddedSession,
  startFirebaseSession,
} from "@/lib/staff/auth/session";
import { recordAccess, type Actor } from "@/lib/staff/access";
import { normalEmail } from "@/lib/staff/users/users";
import { signInEmbedded, signInRefusal } from "@/lib/staff/auth/sign-in";
import { clientAddress } from "@/lib/platform/http/client-address";
import { userStore } from "@/lib/staff/users/store/index";
import { env } from "@/lib/env";
import { sessionKeyOf } from "@/lib/staff/auth/secret";
import { credentialVersion } from "@/lib/staff/auth/session-token";
import { needsSecondFactor, pendingAfterPassword } from "@/lib/staff/auth/second-step";
import { clearPending, setPending } from "@/lib/staff/auth/pending-cookie";
import type { PendingSignIn } from "@/lib/staff/auth/pending";
import type { Role } from "@/lib/staff/auth/roles";
import { secondFactorStore } from "@/lib/staff/second-factor/store/index";

// Sign-in and sign-out. Setting or clearing the cookie in an action makes Next re-render the
// page, so the administrator panel swaps between the login form and the signed-in view.

/** Embedded mode: checks the typed email and password (throttled and bounded in lib/staff/auth/sign-in.ts). */
export async function signIn(_previous: SignInState, formData: FormData): Promise<SignInState> {
  // A crafted action request can send any argument list: anything but the form is refused, not a 500.
  if (!(formData instanceof FormData)) return { ok: false, error: "입력값을 확인해 주세요." };
  const typedEmail = formData.get("email");
  const email = typeof typedEmail === "string" ? typedEmail.trim().slice(0, 254) : "";
  const parsed = signInSchema.safeParse({ email: formData.get("email"), password: formData.get("password") });
  if (!parsed.success) {
    const fields = z.flattenError(parsed.error).fieldErrors;
    const fieldErrors = { email: fields.email?.[0], password: fields.password?.[0] };
    return {
      ok: false,
      error: fieldErrors.email ?? fieldErrors.password ?? "입력값을 확인해 주세요.",
      email,
      fieldErrors,
    };
  }

  const setup = signInSetup();
  if (!setup.enabled) return { ok: false, error: setup.reason, email };
  if (setup.mode !== "embedded")
    return {
      ok: false,
      error: "이 사이트는 다른 방식으로 로그인합니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.",
      email,
    };

  const address = clientAddress(await headers());
  const result = await signInEmbedded({
    address,
    email: parsed.data.email,
    password: parsed.data.password,
    credentials: setup.credentials,
    users: await userStore(),
  });
  if (!result.ok) {
    if (result.reason === "wrong") {
      log.warn(`[auth] Failed administrator sign-in from ${address}`);
      await recordSignIn({ email: parsed.data.email, role: null }, "sign-in-refused");
    }
    return { ok: false, error: signInRefusal(result), email };
  }
  try {
    const admin = await accountOf(result.account.email);
    if (admin.role && needsSecondFactor(admin.role, env().SECOND_FACTOR)) {
      const cv = credentialVersion(result.account, sessionKeyOf(env()));
      await startSecondStep({ email: normalEmail(result.account.email), role: admin.role, cv });
      return { ok: true };
    }
    await startEmbeddedSession(result.account);
    await recordSignIn(admin, "sign-in");
  } catch (error) {
    log.error("[auth] could not record the administrator session", { error });
    return { ok: false, error: "일시적인 오류로 로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.", email };
  }
  return { ok: true };
}

/** Firebase mode: exchanges the ID token the browser got from Firebase Auth for a session cookie. */
export async function signInWithIdToken(idToken: unknown): Promise<SignInState> {
  const parsed = idTokenSchema.safeParse(idToken);
  if (!parsed.success) return { ok: false, error: "인증 정보가 올바르지 않습니다. 다시 로그인해 주세요." };
  const setup = signInSetup();
  if (!setup.enabled) return { ok: false, error: setup.reason };
  if (setup.mode !== "firebase")
    return { ok: false, error: "이 사이트는 다른 방식으로 로그인합니다. 페이지를 새로 고친 뒤 다시 시도해 주세요." };

  const result = await exchangeIdToken(parsed.data);
  if (!result.ok) {
    const error = {
      invalid: "인증 정보가 올바르지 않습니다. 다시 로그인해 주세요.",
      stale: "로그인 시간이 지났습니다. 다시 로그인해 주세요.",
      "not-admin": "이 단지의 관리자 권한이 없는 계정입니다.",
    }[result.reason];
    return { ok: false, error };
  }
  if (needsSecondFactor(result.role, env().SECOND_FACTOR)) {
    try {
      await startSecondStep({ email: normalEmail(result.email), role: result.role, firebase: result.cookie });
    } catch (error) {
      log.error("[auth] could not start the second sign-in step", { error });
      return { ok: false, error: "일시적인 오류로 로그인하지 못했습니다. 잠시 후 다시 시도해 주세요." };
    }
    return { ok: true };
  }
  await startFirebaseSession(result.cookie);
  await recordSignIn({ email: result.email, role: result.role }, "sign-in");
  return { ok: true };
}

/**
 * The password was right and the account signs in with a second factor: no session yet, but the
 * pending sign-in (pending.ts) that the code step, or a first enrollment, completes.
 */
async function startSecondStep(who: { email: string; role: Role; cv?: string; firebase?: string }): Promise<void> {
  const pending: PendingSignIn = await pendingAfterPassword(who, await secondFactorStore());
  await setPending(pending);
}

/** Ends the session. In Firebase mode the user's sessions are also revoked, so a copied cookie stops working too. */
export async function signOut(): Promise<void> {
  const admin = await getAdmin();
  if (admin) await recordSignIn(admin, "sign-out");
  const cookie = await sessionCookieValue();
  if (cookie && signInSetup().mode === "firebase") await revokeFirebaseSessions(cookie);
  await endSession();
  await clearPending();
}

/** The role the account just signed in holds: the configured administrator, or the staff account's. */
async function accountOf(email: string): Promise<Actor> {
  const setup = signInSetup();
  if (setup.enabled && setup.mode === "embedded" && normalEmail(email) === normalEmail(setup.credentials.email))
    return { email, role: "admin" };
  const user = await (await userStore()).byEmail(email);
  return { email, role: user?.role ?? null };
}

/** A sign-in, refused sign-in or sign-out in the access records; a record that fails is logged, the sign-in is not undone. */
async function recordSignIn(actor: Actor, action: "sign-in" | "sign-in-refused" | "sign-out"): Promise<void> {
  try {
    await recordAccess(actor, action);
  } catch (error) {
    log.error(`[access] could not record a ${action}`, { error });
  }
}
