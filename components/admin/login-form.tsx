"use client";

import { useActionState, useId, useMemo } from "react";
import {
  firebaseClient,
  initialSignInState,
  signIn,
  signInWithIdToken,
  type FirebaseWebConfig,
  type SignInState,
} from "@/lib/staff/client";

type Props = ({ mode: "embedded" } | { mode: "firebase"; firebase?: FirebaseWebConfig }) & {
  disabledReason?: string;
  /** The page's path: the form's action without JavaScript (React writes an empty, invalid action otherwise). */
  permalink: string;
};

/**
 * The administrator's login form. Embedded mode posts the typed email and password to a server
 * action (works without JavaScript). Firebase mode signs in with Firebase Auth in the browser,
 * loading the SDK only now, and hands the ID token to the server.
 */
export function LoginForm(props: Props) {
  const id = useId();
  const firebase = props.mode === "firebase" ? props.firebase : undefined;
  const action = useMemo(() => (firebase ? firebaseSignIn(firebase) : signIn), [firebase]);
  const [state, formAction, pending] = useActionState(action, initialSignInState, props.permalink);
  const disabled = !!props.disabledReason;
  const failure = !state.ok ? state : null;
  const message = disabled ? props.disabledReason : failure?.error ? `로그인 실패: ${failure.error}` : "";

  return (
    <form action={formAction} className="grid min-w-0 gap-5" aria-describedby={`${id}-status`}>
      <div className="grid gap-5 desk:grid-cols-2">
        <Field
          id={`${id}-email`}
          label="관리자 이메일"
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={failure?.email}
          invalid={failure?.fieldErrors?.email}
          disabled={disabled}
        />
        <Field
          id={`${id}-password`}
          label="비밀번호"
          name="password"
          type="password"
          autoComplete="current-password"
          invalid={failure?.fieldErrors?.password}
          disabled={disabled}
        />
      </div>
      <div className="flex flex-col gap-3 desk:flex-row desk:items-center desk:justify-between">
        <p
          id={`${id}-status`}
          role="status"
          aria-live="polite"
          className="min-h-6 text-[15px] text-[#a3352a]"
          data-testid="login-error"
        >
          {message}
        </p>
        <button
          type="submit"
          disabled={disabled || pending}
          className="bg-ink-900 px-8 py-3.5 text-[16px] font-semibold text-white transition-colors hover:bg-ink-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:cursor-not-allowed disabled:bg-stone-500"
        >
          {pending ? "확인 중..." : "관리자 로그인"}
        </button>
      </div>
    </form>
  );
}

function Field(props: {
  id: string;
  label: string;
  name: "email" | "password";
  type: string;
  autoComplete: string;
  defaultValue?: string;
  invalid?: string;
  disabled: boolean;
}) {
  return (
    <div className="grid min-w-0 gap-2">
      <label htmlFor={props.id} className="text-[15px] font-medium text-ink-900">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type}
        required
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        disabled={props.disabled}
        aria-invalid={props.invalid ? true : undefined}
        className="w-full min-w-0 border border-sand-300 bg-white px-4 py-3 text-[16px] text-ink-900 outline-none transition-colors focus:border-ink-900 focus-visible:ring-2 focus-visible:ring-gold-500 disabled:bg-sand-100 aria-[invalid=true]:border-[#a3352a]"
      />
    </div>
  );
}

/** The Firebase path as a form action: SDK in the browser, ID token to the server action. */
function firebaseSignIn(config: FirebaseWebConfig) {
  return async (_previous: SignInState, formData: FormData): Promise<SignInState> => {
    const typedEmail = String(formData.get("email") ?? "").trim();
    const password = String(formData.get("password") ?? "");
    // The browser has checked the fields (required, type=email); Firebase and the server decide the rest.
    if (!typedEmail)
      return {
        ok: false,
        error: "이메일을 입력해 주세요.",
        email: typedEmail,
        fieldErrors: { email: "이메일을 입력해 주세요." },
      };
    if (!password)
      return {
        ok: false,
        error: "비밀번호를 입력해 주세요.",
        email: typedEmail,
        fieldErrors: { password: "비밀번호를 입력해 주세요." },
      };
    const client = await firebaseClient();
    let idToken: string;
    try {
      idToken = await client.firebaseIdToken(config, typedEmail, password);
    } catch (error) {
      return { ok: false, error: client.firebaseErrorMessage(error), email: typedEmail };
    }
    const result = await signInWithIdToken(idToken);
    return result.ok ? result : { ...result, email: typedEmail };
  };
}
