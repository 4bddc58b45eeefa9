import { pageFont } from "@/lib/font/site-font";

/**
 * Declares and preloads the font file with exactly the characters this page shows beyond the core
 * slice (scripts/site-font.mjs). "Pretendard Page" comes first in the font stack, so the page loads
 * the core and this one file; the style is rendered in place, so it leaves with the page on a
 * client-side navigation. Nothing for a page the build's census did not see.
 */
export function PageFont({ route }: { route: string }) {
  const font = pageFont(route);
  if (!font) return null;
  const face = `@font-face{font-family:"Pretendard Page";src:url(${font.url}) format("woff2");font-weight:45 920;font-style:normal;font-display:swap;unicode-range:${font.range}}`;
  return (
    <>
      <link rel="preload" href={font.url} as="font" type="font/woff2" crossOrigin="" />
      <style dangerouslySetInnerHTML={{ __html: face }} />
    </>
  );
}
