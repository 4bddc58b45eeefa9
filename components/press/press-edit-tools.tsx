"use client";

import { useActionState, useId, useMemo, useRef, useState } from "react";
import type { PressFields, PressFormState } from "@/lib/press";
import { blockEmptyRequired, PressFieldset } from "./press-edit-fields";

const initial: PressFormState = { ok: true, message: "" };

const outlineButton =
  "border border-ink-900 px-6 py-2.5 text-[15px] text-ink-900 transition-colors hover:bg-ink-900 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:cursor-not-allowed disabled:opacity-60";
const solidButton =
  "bg-ink-900 px-8 py-2.5 text-[15px] font-semibold text-white transition-colors hover:bg-ink-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:cursor-not-allowed disabled:bg-stone-500";
const dangerButton =
  "bg-[#a3352a] px-6 py-2.5 text-[15px] font-semibold text-white transition-colors hover:bg-[#862a21] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * An administrator's tools on the article page: '수정' opens the edit form prefilled with the
 * article, '삭제' asks once more before deleting and then goes to the list. Rendered only for a
 * signed-in administrator (the page asks the server); the actions check the session again.
 */
type PressAction = (previous: PressFormState, formData: FormData) => Promise<PressFormState>;

/** `update` and `remove` are updateArticle/deleteArticle bound to the site and id on the server (the article page). */
export function PressEditTools({
  update,
  remove,
  article,
}: {
  update: PressAction;
  remove: PressAction;
  article: PressFields;
}) {
  const formId = useId();
  const [mode, setMode] = useState<"idle" | "edit" | "confirm-delete">("idle");
  const editButton = useRef<HTMLButtonElement>(null);
  // A saved edit closes the form (the action's revalidation has re-rendered the page with the new text).
  const save = useMemo(() => {
    return async (previous: PressFormState, formData: FormData) => {
      const result = await update(previous, formData);
      if (result.ok) {
        setMode("idle");
        requestAnimationFrame(() => editButton.current?.focus());
      }
      return result;
    };
  }, [update]);
  const [saved, formAction, saving] = useActionState(save, initial);
  const [deleted, deleteAction, deleting] = useActionState(remove, initial);
  const message = mode === "edit" ? "" : !deleted.ok ? deleted.message : saved.ok ? saved.message : "";

  return (
    <section
      aria-label="보도자료 관리"
      className="mb-10 border border-sand-200 bg-sand-50 p-5 desk:p-6"
      data-testid="press-edit-tools"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-[14px] text-stone-600">관리자 메뉴</p>
        <div className="flex flex-wrap gap-2">
          <button
            ref={editButton}
            type="button"
            className={outlineButton}
            aria-expanded={mode === "edit"}
            onClick={() => setMode(mode === "edit" ? "idle" : "edit")}
          >
            수정
          </button>
          <button
            type="button"
            className={outlineButton}
            aria-expanded={mode === "confirm-delete"}
            onClick={() => setMode(mode === "confirm-delete" ? "idle" : "confirm-delete")}
          >
            삭제
          </button>
        </div>
      </div>

      {mode === "confirm-delete" ? (
        <form
          action={deleteAction}
          className="mt-5 flex flex-col gap-3 border-t border-sand-200 pt-5 desk:flex-row desk:items-center desk:justify-between"
        >
          <p className="break-keep text-[15px] text-ink-900">이 보도자료를 삭제할까요? 삭제하면 되돌릴 수 없습니다.</p>
          <div className="flex gap-2">
            <button type="button" className={outlineButton} onClick={() => setMode("idle")}>
              취소
            </button>
            <button type="submit" className={dangerButton} disabled={deleting}>
              {deleting ? "삭제 중..." : "삭제 확인"}
            </button>
          </div>
        </form>
      ) : null}

      {mode === "edit" ? (
        <form
          id={`${formId}-edit`}
          action={formAction}
          onSubmit={blockEmptyRequired}
          noValidate
          className="mt-5 grid gap-6 border-t border-sand-200 pt-5"
          data-testid="press-edit-form"
        >
          <PressFieldset
            key={saved.at ?? 0}
            idPrefix={formId}
            values={saved.ok ? article : saved.values}
            state={saved}
          />
          <div className="flex flex-col gap-3 desk:flex-row desk:items-center desk:justify-between">
            <p role="status" aria-live="polite" className="min-h-6 text-[15px] text-[#a3352a]">
              {saved.ok ? "" : saved.message}
            </p>
            <div className="flex gap-2">
              <button type="button" className={outlineButton} onClick={() => setMode("idle")}>
                취소
              </button>
              <button type="submit" className={solidButton} disabled={saving}>
                {saving ? "저장 중..." : "저장"}
              </button>
            </div>
          </div>
        </form>
      ) : null}

      <p
        role="status"
        aria-live="polite"
        className={`text-[15px] ${message ? "mt-4" : ""} ${deleted.ok ? "text-ink-900" : "text-[#a3352a]"}`}
        data-testid="press-edit-result"
      >
        {message}
      </p>
    </section>
  );
}
