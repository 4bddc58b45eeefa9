import type { AnchorHTMLAttributes } from "react";

/**
 * A link within the site: a plain <a> that the page's one link router (./link-router.tsx) turns into
 * a client-side navigation, prefetched on intent (pointer over, touch, keyboard focus). A page shows
 * dozens of links (menus, footer, cards); as next/link, each was a client component that a phone
 * hydrated, and on the home page 67 of them (33 in the desktop menu a phone never shows) took a
 * share of the hydration's long task. Without JavaScript, and for a new tab or a modified click, it
 * is an ordinary link. `scroll={false}`: the page keeps its scroll position (a day picker's links).
 */
export function Link({
  href,
  scroll = true,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; scroll?: boolean }) {
  return <a {...props} href={href} data-nav={scroll ? "" : "stay"} />;
}
