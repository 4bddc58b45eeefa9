import { z } from "zod";

// Shared by the login form (browser) and the sign-in actions (server). No secrets here.

export const signInSchema = z.object({
  email: z.string({ message: "이메일을 입력해 주세요." }).trim().min(1, "이메일을 입력해 주세요.").max(254, "이메일이 너무 깁니다.").pipe(z.email("이메일 형식이 올바르지 않습니다.")),
  password: z.string({ message: "비밀번호를 입력해 주세요." }).min(1, "비밀번호를 입력해 주세요.").max(1024, "비밀번호가 너무 깁니다."),
});

export const idTokenSchema = z.string().min(20).max(8192).regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/);

export type SignInField = "email" | "password";

/** What a sign-in attempt answers; the form shows '로그인 실패: ' + error. The password is never echoed back. */
export type SignInState =
  | { ok: true }
  | { ok: false; error: string | null; email?: string; fieldErrors?: Partial<Record<SignInField, string>> };

export const initialSignInState: SignInState = { ok: false, error: null };

/** Public values the browser needs to sign in with Firebase Auth (none of them is a secret). */
export type FirebaseWebConfig = { apiKey: string; authDomain?: string; projectId: string; emulatorUrl?: string };

export const WRONG_CREDENTIALS = "이메일 또는 비밀번호가 올바르지 않습니다.";
