"use client";

import { useRouter } from "next/navigation";
import { startTransition, useEffect } from "react";

/** The site links (./link.tsx) are marked so; the router follows no other link. */
const NAV_LINK = "a[data-nav]";

function siteLink(event: Event): { url: URL; scroll: boolean } | null {
  const a = event.target instanceof Element ? event.target.closest(NAV_LINK) : null;
  if (!(a instanceof HTMLAnchorElement)) return null;
  if ((a.target && a.target !== "_self") || a.hasAttribute("download")) return null;
  const url = new URL(a.href);
  return url.origin === window.location.origin ? { url, scroll: a.dataset.nav !== "stay" } : null;
}

/**
 * One listener for every site link, as next/link would do per link: a plain left click navigates on
 * the client (the App Router's push, the page scrolled to the top or to the link's #place, unless the
 * link says scroll={false}); a click with a modifier key, another button, a new tab or a download,
 * and a link to a place on the same page, are left to the browser. Pointer over, touch or focus
 * warms the target's payload once.
 */
export function LinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const warmed = new Set<string>();
    const onClick = (event: MouseEvent) => {
      // On window, so it runs after the element's own handlers (React listens on the document).
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = siteLink(event);
      if (!link) return;
      const { url, scroll } = link;
      const here = window.location;
      if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
      event.preventDefault();
      startTransition(() => router.push(url.pathname + url.search + url.hash, { scroll }));
    };
    const warm = (event: Event) => {
      const url = siteLink(event)?.url;
      const target = url ? url.pathname + url.search : null;
      if (!target || warmed.has(target)) return;
      warmed.add(target);
      router.prefetch(target);
    };
    window.addEventListener("click", onClick);
    document.addEventListener("pointerover", warm, { passive: true });
    document.addEventListener("touchstart", warm, { passive: true });
    document.addEventListener("focusin", warm);
    return () => {
      window.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", warm);
      document.removeEventListener("touchstart", warm);
      document.removeEventListener("focusin", warm);
    };
  }, [router]);
  return null;
}
