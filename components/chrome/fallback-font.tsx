import type { ReactNode } from "react";
import { fallbackFontCss } from "@/lib/font/site-font";
import { FontStylesheet } from "./font-loader";

/**
 * Full Pretendard in its dynamic subsets, behind the site font, for pages that show text the build
 * never saw (an article published later, the names in the lead inbox): only the subsets holding a
 * missing character are fetched, and only once the page has loaded (components/chrome/font-loader.tsx).
 */
export function FallbackFont() {
  const href = fallbackFontCss();
  return href ? <FontStylesheet href={href} /> : null;
}

/** The layout of the press and admin pages: their pages, with the fallback font behind them. */
export function FallbackFontLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <FallbackFont />
      {children}
    </>
  );
}
