import type { ReactNode } from "react";
import { fallbackFontCss, outsideSiteFont } from "@/lib/site/font/site-font";
import { FontStylesheet } from "./font-loader";

/**
 * Full Pretendard in its dynamic subsets, behind the site font, for pages that show text the build
 * never saw (an article published later, the names in the lead inbox): only the subsets holding a
 * missing character are fetched, and only once the page has loaded (components/chrome/font-loader.tsx).
 * Given `text` (what a press page shows from the store), linked only when some character of it is
 * not in the site font, so the seeded and most new articles cost nothing.
 */
export function FallbackFont({ text }: { text?: string[] } = {}) {
  const href = fallbackFontCss();
  if (!href || (text && !outsideSiteFont(...text))) return null;
  return <FontStylesheet href={href} />;
}

/** The layout of the admin pages: their pages, with the fallback font behind them. */
export function FallbackFontLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <FallbackFont />
      {children}
    </>
  );
}
