"use client";

import { useActionState, useId } from "react";
import { secondStep, type SecondStepState } from "@/lib/staff/client";
import type { PendingView } from "@/lib/staff";

type Props = {
  pending: PendingView;
  /** The page's path: the form's action without JavaScript. */
  permalink: string;
};

const BUTTON =
  "bg-ink-900 px-8 py-3.5 text-[16px] font-semibold text-white transition-colors hover:bg-ink-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:cursor-not-allowed disabled:bg-stone-500";
const QUIET =
  "px-2 py-3 text-[15px] text-stone-600 underline underline-offset-4 hover:text-ink-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500";

/**
 * The sign-in's second step, after a right password: the first enrollment of an authenticator app
 * (QR code and typed key, then its first code), the recovery codes shown once, or the code of a
 * later sign-in. One server action (secondStep) takes every button; it works without JavaScript.
 */
export function SecondFactorForm({ pending, permalink }: Props) {
  const id = useId();
  const [state, formAction, busy] = useActionState(secondStep, {} as SecondStepState, permalink);

  if (pending.stage === "enrolled") {
    return (
      <form action={formAction} className="grid gap-5" data-testid="second-factor" data-stage="enrolled">
        <p className="text-[15px] text-stone-700">
          2단계 인증이 등록되었습니다. 아래는 휴대전화를 잃어버렸을 때 쓰는 복구 코드입니다. 코드마다 한 번씩만 쓸 수
          있고 이 화면을 떠나면 다시 볼 수 없으니, 인쇄하거나 비밀번호 관리 앱처럼 안전한 곳에 보관해 주세요.
        </p>
        {state.recoveryCodes ? (
          <ol
            className="grid grid-cols-2 gap-x-8 gap-y-2 border border-sand-300 bg-white p-5 font-mono text-[16px] text-ink-900 desk:grid-cols-5"
            data-testid="recovery-codes"
          >
            {state.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
        ) : (
          <p className="text-[15px] text-stone-600">복구 코드는 등록한 직후 한 번만 보여 드립니다.</p>
        )}
        <Status id={`${id}-status`} message={state.error} />
        <div>
          <button type="submit" name="intent" value="finish" disabled={busy} className={BUTTON}>
            {busy ? "확인 중..." : "보관했습니다, 관리자 화면으로"}
          </button>
        </div>
      </form>
    );
  }

  const enrolling = pending.stage === "enroll";
  return (
    <form
      action={formAction}
      className="grid min-w-0 gap-5"
      aria-describedby={`${id}-status`}
      data-testid="second-factor"
      data-stage={pending.stage}
    >
      {enrolling ? (
        <>
          <p className="text-[15px] text-stone-700">
            관리자 화면은 비밀번호와 함께 휴대전화 인증 앱의 6자리 코드로 로그인합니다. Google Authenticator나 Microsoft
            Authenticator 같은 인증 앱으로 QR 코드를 스캔하거나 설정 키를 직접 입력한 뒤, 앱에 나온 코드를 입력해
            주세요.
          </p>
          <div className="flex flex-col gap-5 desk:flex-row desk:items-center">
            <div
              role="img"
              aria-label="인증 앱 등록용 QR 코드"
              className="size-44 shrink-0 bg-white p-2 [&_svg]:size-full"
              dangerouslySetInnerHTML={{ __html: pending.qrSvg }}
            />
            <p className="text-[15px] text-stone-700">
              설정 키
              <code className="mt-1 block font-mono text-[17px] tracking-wide text-ink-900" data-testid="totp-key">
                {pending.key}
              </code>
              <span className="mt-1 block text-[14px] text-stone-600">계정 이름: {pending.email}</span>
            </p>
          </div>
        </>
      ) : (
        <p className="text-[15px] text-stone-700">
          <span className="font-semibold text-ink-900">{pending.email}</span> 계정의 인증 앱에 나온 6자리 코드를 입력해
          주세요. 휴대전화를 쓸 수 없으면 복구 코드를 입력하면 됩니다.
        </p>
      )}
      <div className="grid max-w-sm gap-2">
        <label htmlFor={`${id}-code`} className="text-[15px] font-medium text-ink-900">
          인증 코드
        </label>
        <input
          id={`${id}-code`}
          name="code"
          required
          autoFocus
          inputMode={enrolling ? "numeric" : "text"}
          autoComplete="one-time-code"
          placeholder={enrolling ? "예) 123456" : "6자리 숫자 또는 복구 코드"}
          maxLength={32}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={`${id}-status`}
          className="w-full min-w-0 border border-sand-300 bg-white px-4 py-3 text-[16px] tracking-wide text-ink-900 outline-none transition-colors focus:border-ink-900 focus-visible:ring-2 focus-visible:ring-gold-500 aria-[invalid=true]:border-[#a3352a]"
        />
      </div>
      <Status id={`${id}-status`} message={state.error} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" name="intent" value="code" disabled={busy} className={BUTTON}>
          {busy ? "확인 중..." : enrolling ? "등록하고 로그인" : "확인"}
        </button>
        <button type="submit" name="intent" value="cancel" formNoValidate disabled={busy} className={QUIET}>
          처음부터 다시 로그인
        </button>
      </div>
    </form>
  );
}

function Status({ id, message }: { id: string; message?: string }) {
  return (
    <p
      id={id}
      role="status"
      aria-live="polite"
      className="min-h-6 text-[15px] text-[#a3352a]"
      data-testid="second-factor-error"
    >
      {message ? `로그인 실패: ${message}` : ""}
    </p>
  );
}
