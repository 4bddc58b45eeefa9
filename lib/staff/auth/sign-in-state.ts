// What the login form and the sign-in actions exchange. No zod here: the form is on a visitor
// page (the press list), and visitor bundles carry no validation library. schema.ts holds the
// server's verdict.

export type SignInField = "email" | "password";

/** What a sign-in attempt answers; the form shows '로그인 실패: ' + error. The password is never echoed back. */
export type SignInState =
  | { ok: true }
  | { ok: false; error: string | null; email?: string; fieldErrors?: Partial<Record<SignInField, string>> };

export const initialSignInState: SignInState = { ok: false, error: null };

/** Public values the browser needs to sign in with Firebase Auth (none of them is a secret). */
export type FirebaseWebConfig = { apiKey: string; authDomain?: string; projectId: string; emulatorUrl?: string };

export const WRONG_CREDENTIALS = "이메일 또는 비밀번호가 올바르지 않습니다.";

/** What the second sign-in step answers: an error to show, the recovery codes (shown once, after enrolling), or done. */
export type SecondStepState = { error?: string; recoveryCodes?: string[]; done?: boolean };
