import { pageFontSheet } from "@/lib/site/font/site-font";
import { FontStylesheet } from "./font-loader";

/**
 * Links the stylesheet of the font file with exactly the characters this page shows beyond the core
 * slice (scripts/site-font.mjs). "Pretendard Page" comes first in the font stack, so the page loads
 * the core and this one file. Nothing for a page the build's census did not see: the site's slices
 * cover it.
 */
export function PageFont({ route }: { route: string }) {
  const sheet = pageFontSheet(route);
  return sheet ? <FontStylesheet href={sheet.css} warm={sheet.files} /> : null;
}
