"use client";

import { useActionState, useId } from "react";
import { ROLES, roleLabel, type InviteState } from "@/lib/staff/client";
import { inputClass, labelClass, primaryButtonClass } from "./form-styles";

/** Invites a person: email, name, role; the answer is the link to pass on, shown once (`linkLabel` names it). */
export function StaffInviteForm({
  action,
  linkLabel = "초대 링크",
}: {
  action: (previous: InviteState, formData: FormData) => Promise<InviteState>;
  linkLabel?: string;
}) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  const id = useId();
  const values = state.ok ? undefined : state.values;
  return (
    <form action={formAction} className="grid gap-5" aria-describedby={`${id}-status`} key={state.link ?? "form"}>
      <div className="grid gap-5 desk:grid-cols-[2fr_1.2fr_1fr]">
        <div className="grid min-w-0 gap-2">
          <label htmlFor={`${id}-email`} className={labelClass}>
            이메일
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            defaultValue={values?.email}
            className={inputClass}
          />
        </div>
        <div className="grid min-w-0 gap-2">
          <label htmlFor={`${id}-name`} className={labelClass}>
            이름
          </label>
          <input
            id={`${id}-name`}
            name="name"
            required
            maxLength={40}
            autoComplete="off"
            defaultValue={values?.name}
            className={inputClass}
          />
        </div>
        <div className="grid min-w-0 gap-2">
          <label htmlFor={`${id}-role`} className={labelClass}>
            권한
          </label>
          <select id={`${id}-role`} name="role" defaultValue={values?.role ?? "staff"} className={inputClass}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel[role]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-col gap-3 desk:flex-row desk:items-center desk:justify-between">
        <p
          id={`${id}-status`}
          role="status"
          aria-live="polite"
          className={`min-h-6 text-[15px] ${state.ok ? "text-ink-900" : "text-[#a3352a]"}`}
          data-testid="invite-status"
        >
          {state.message}
        </p>
        <button type="submit" disabled={pending} className={primaryButtonClass}>
          {pending ? "만드는 중…" : "초대 링크 만들기"}
        </button>
      </div>
      {state.link ? (
        <div className="grid gap-2">
          <label htmlFor={`${id}-link`} className={labelClass}>
            {linkLabel}
          </label>
          <input
            id={`${id}-link`}
            readOnly
            value={state.link}
            className={`${inputClass} font-mono text-[14px]`}
            data-testid="invite-link"
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      ) : null}
    </form>
  );
}
