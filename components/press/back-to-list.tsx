"use client";

import { useRouter } from "next/navigation";

/**
 * '목록으로': one step back when this tab has history, otherwise the list. Without JavaScript it is
 * a plain link to the list.
 */
export function BackToList({ href }: { href: string }) {
  const router = useRouter();
  return (
    <a
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (window.history.length > 1) router.back();
        else router.push(href);
      }}
      className="inline-flex min-w-44 items-center justify-center border border-ink-900 bg-ink-900 px-8 py-3.5 text-[15px] font-medium text-white transition-colors hover:bg-white hover:text-ink-900"
    >
      목록으로
    </a>
  );
}
