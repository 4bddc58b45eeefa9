"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * Every route change starts at the top of the page, or at the element its #hash names (/Promotion/Visit#directions),
 * with the current page's tab of the sub-menu in view.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ behavior: "instant" });
    else window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    // On a phone the sub-menu's tabs may run past the edge: the current page's tab is brought into
    // the middle of the strip, never left out of sight beyond the fade (components/chrome/sub-menu.tsx).
    const tab = document.querySelector<HTMLElement>('nav[aria-label="하위 메뉴"] [aria-current="page"]');
    const strip = tab?.closest("ul");
    if (tab && strip && strip.scrollWidth > strip.clientWidth) {
      const t = tab.getBoundingClientRect();
      const s = strip.getBoundingClientRect();
      strip.scrollLeft += t.left - s.left - (s.width - t.width) / 2;
    }
  }, [pathname]);
  return null;
}
