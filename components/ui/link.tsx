"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

/**
 * next/link that prefetches on intent (pointer over, touch, keyboard focus) instead of as soon as
 * it scrolls into view. A page shows dozens of links (menus, footer, cards); viewport prefetching
 * fetched their payloads, and the images they preload, during the first load of every page.
 */
export function Link({ href, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const router = useRouter();
  const target = typeof href === "string" && href.startsWith("/") ? href : null;
  const warm = () => {
    if (target) router.prefetch(target);
  };
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        warm();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        warm();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
    />
  );
}
