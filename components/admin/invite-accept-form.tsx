"use client";

import { useActionState, useId } from "react";
import type { AcceptState } from "@/lib/staff/client";
import { inputClass, labelClass, primaryButtonClass } from "./form-styles";

/** The invitee chooses a password (twice); the server signs them in and opens the lead inbox. */
export function InviteAcceptForm({
  action,
  minLength,
}: {
  action: (previous: AcceptState, formData: FormData) => Promise<AcceptState>;
  minLength: number;
}) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  const id = useId();
  return (
    <form action={formAction} className="grid max-w-md gap-5" aria-describedby={`${id}-status`}>
      <div className="grid gap-2">
        <label htmlFor={`${id}-password`} className={labelClass}>
          새 비밀번호 ({minLength}자 이상)
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          required
          minLength={minLength}
          maxLength={200}
          autoComplete="new-password"
          aria-describedby={`${id}-password-hint`}
          className={inputClass}
        />
        <p id={`${id}-password-hint`} className="text-[14px] text-ink-700">
          서로 관계없는 단어 서너 개를 이으면 외우기 쉽고 안전합니다. 이메일·이름, 널리 쓰이는 비밀번호는 쓸 수
          없습니다.
        </p>
      </div>
      <div className="grid gap-2">
        <label htmlFor={`${id}-confirm`} className={labelClass}>
          비밀번호 확인
        </label>
        <input
          id={`${id}-confirm`}
          name="confirm"
          type="password"
          required
          minLength={minLength}
          maxLength={200}
          autoComplete="new-password"
          className={inputClass}
        />
      </div>
      <p
        id={`${id}-status`}
        role="status"
        aria-live="polite"
        className="min-h-6 text-[15px] text-[#a3352a]"
        data-testid="invite-error"
      >
        {state.message}
      </p>
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? "확인 중…" : "비밀번호 정하고 시작하기"}
      </button>
    </form>
  );
}
