import { z } from "zod";

// The sign-in actions' verdict (server). The login form relies on the browser's own checks
// (type=email, required) and sign-in-state.ts. No secrets here.

export const signInSchema = z.object({
  email: z
    .string({ message: "이메일을 입력해 주세요." })
    .trim()
    .min(1, "이메일을 입력해 주세요.")
    .max(254, "이메일이 너무 깁니다.")
    .pipe(z.email("이메일 형식이 올바르지 않습니다.")),
  password: z
    .string({ message: "비밀번호를 입력해 주세요." })
    .min(1, "비밀번호를 입력해 주세요.")
    .max(1024, "비밀번호가 너무 깁니다."),
});

export const idTokenSchema = z
  .string()
  .min(20)
  .max(8192)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/);

export {
  initialSignInState,
  WRONG_CREDENTIALS,
  type FirebaseWebConfig,
  type SignInField,
  type SignInState,
} from "./sign-in-state";
