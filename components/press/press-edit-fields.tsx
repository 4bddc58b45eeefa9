"use client";

import type { PressFields, PressFormState } from "@/lib/press";

// The article fields shared by the write form and the edit form, and the browser-side check that
// runs before either is sent. The server checks the same rules again (lib/press/schema.ts).

export const PRESS_LIMITS = { title: 200, summary: 500, content: 50_000 } as const;
export const PRESS_REQUIRED_ALERT = "제목/요약은 필수입니다!";

/** onSubmit: an empty (after trim) title or summary shows the alert and the form is not sent. */
export function blockEmptyRequired(event: React.FormEvent<HTMLFormElement>) {
  const data = new FormData(event.currentTarget);
  const title = String(data.get("title") ?? "").trim();
  const summary = String(data.get("summary") ?? "").trim();
  if (!title || !summary) {
    event.preventDefault();
    window.alert(PRESS_REQUIRED_ALERT);
    event.currentTarget.querySelector<HTMLElement>(title ? '[name="summary"]' : '[name="title"]')?.focus();
  }
}

const inputClass =
  "w-full min-w-0 border border-sand-300 bg-white px-4 py-3 text-[16px] text-ink-900 outline-none transition-colors focus:border-ink-900 focus-visible:ring-2 focus-visible:ring-gold-500 aria-[invalid=true]:border-[#a3352a]";

export function PressFieldset({
  idPrefix,
  values,
  state,
}: {
  idPrefix: string;
  values?: Partial<PressFields>;
  state: PressFormState;
}) {
  const errors = state.ok ? undefined : state.fieldErrors;
  const field = (name: keyof PressFields, label: string, hint: string, required: boolean) => {
    const id = `${idPrefix}-${name}`;
    const error = errors?.[name];
    const common = {
      id,
      name,
      maxLength: PRESS_LIMITS[name],
      defaultValue: values?.[name] ?? "",
      "aria-invalid": error ? true : undefined,
      "aria-describedby": `${id}-hint`,
      className: inputClass,
    } as const;
    return (
      <div className="grid min-w-0 gap-2">
        <label htmlFor={id} className="text-[15px] font-medium text-ink-900">
          {label}
          {required ? <span className="ml-1 text-[#a3352a]">(필수)</span> : null}
        </label>
        {name === "title" ? (
          <input {...common} type="text" autoComplete="off" />
        ) : (
          <textarea {...common} rows={name === "summary" ? 3 : 10} className={`${inputClass} resize-y leading-[1.7]`} />
        )}
        <p id={`${id}-hint`} className={`text-[13px] ${error ? "text-[#a3352a]" : "text-stone-600"}`}>
          {error ?? hint}
        </p>
      </div>
    );
  };
  return (
    <div className="grid gap-5">
      {field("title", "제목", `${PRESS_LIMITS.title.toLocaleString("ko-KR")}자 이내`, true)}
      {field(
        "summary",
        "요약",
        `${PRESS_LIMITS.summary.toLocaleString("ko-KR")}자 이내, 기사 첫머리와 검색·공유 미리보기에 보입니다`,
        true,
      )}
      {field(
        "content",
        "본문",
        `${PRESS_LIMITS.content.toLocaleString("ko-KR")}자 이내, 줄바꿈으로 문단을 나눕니다`,
        false,
      )}
    </div>
  );
}
