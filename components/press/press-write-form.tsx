"use client";

import { useActionState, useEffect, useId } from "react";
import { useRouter } from "next/navigation";
import type { PressFormState } from "@/lib/press";
import { blockEmptyRequired, PressFieldset } from "./press-edit-fields";

const initial: PressFormState = { ok: true, message: "" };

type PressAction = (previous: PressFormState, formData: FormData) => Promise<PressFormState>;

/**
 * The administrator's write form under the press list. Posts to `createArticle` bound to the
 * route's site ON THE SERVER (admin-slot.tsx): a server action bound in a client component hangs
 * when JavaScript is off (vercel/next.js#98045), bound on the server it works without JavaScript. On success React resets the form and the action's
 * revalidation re-renders the list from page 1, so the new article is the first row.
 */
export function PressWriteForm({ action }: { action: PressAction }) {
  const id = useId();
  const [state, formAction, pending] = useActionState(action, initial);
  const router = useRouter();

  // Published while reading a later page (?cursor=...): the list starts again at page 1, where the new article is.
  useEffect(() => {
    if (!state.ok || !state.at) return;
    const url = new URL(window.location.href);
    if (!url.searchParams.has("cursor")) return;
    url.searchParams.delete("cursor");
    router.replace(`${url.pathname}${url.search}`, { scroll: false });
  }, [state, router]);

  return (
    <form
      action={formAction}
      onSubmit={blockEmptyRequired}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="grid gap-6"
      data-testid="press-write-form"
    >
      <h3 id={`${id}-heading`} className="text-[20px] font-light tracking-headline text-ink-900">
        보도자료 등록
      </h3>
      {/* After a success the fields start empty; after a refusal they show what was typed. */}
      <PressFieldset key={state.at ?? 0} idPrefix={id} values={state.ok ? undefined : state.values} state={state} />
      <div className="flex flex-col gap-3 desk:flex-row desk:items-center desk:justify-between">
        <p
          role="status"
          aria-live="polite"
          className={`min-h-6 text-[15px] ${state.ok ? "text-ink-900" : "text-[#a3352a]"}`}
          data-testid="press-write-result"
        >
          {state.message}
        </p>
        <button
          type="submit"
          disabled={pending}
          className="bg-ink-900 px-10 py-3.5 text-[16px] font-semibold text-white transition-colors hover:bg-ink-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:cursor-not-allowed disabled:bg-stone-500"
        >
          {pending ? "등록 중..." : "등록"}
        </button>
      </div>
    </form>
  );
}
