"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Every route change starts at the top of the page, or at the element its #hash names (/Promotion/Visit#directions). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ behavior: "instant" });
    else window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
