import type { CSSProperties } from "react";

/**
 * A block below the first screen that a phone draws only as it nears the viewport
 * (`content-visibility: auto` up to 900px wide, app/globals.css `.render-near`): the home page's
 * sections after the hero, the footer, a floor plan's room table. It stays in the DOM, the
 * accessibility tree and the find bar. `phoneHeight` is about its height on a 390px phone, held
 * until it is drawn; a wrong guess moves only the scrollbar, as the block is below the window.
 */
export const nearView = "render-near";
export function phoneHeight(px: number): CSSProperties {
  return { "--phone-h": `${px}px` } as CSSProperties;
}
