"use client";

import { useRouter } from "next/navigation";

type NavigationApi = { currentEntry: { index: number } | null };

/** True when one step back stays on this site (the Navigation API lists only same-origin entries). */
function canGoBackOnSite(): boolean {
  const navigation = (window as unknown as { navigation?: NavigationApi }).navigation;
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0;
  return window.history.length > 1;
}

/**
 * '목록으로': one step back when the previous page of this tab is on this site, otherwise the list.
 * Without JavaScript it is a plain link to the list.
 */
export function BackToList({ href }: { href: string }) {
  const router = useRouter();
  return (
    <a
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (canGoBackOnSite()) router.back();
        else router.push(href);
      }}
      className="inline-flex min-w-44 items-center justify-center border border-ink-900 bg-ink-900 px-8 py-3.5 text-[15px] font-medium text-white transition-colors hover:bg-white hover:text-ink-900"
    >
      목록으로
    </a>
  );
}
