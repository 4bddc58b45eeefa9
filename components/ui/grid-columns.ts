import type { CSSProperties } from "react";

/**
 * Columns of a desktop grid for `count` items, at most `max` a row, rows as even as they can be
 * (5 items at max 4: 3 + 2, not 4 + 1). Used as style={gridColumns(n, 4)} with the class
 * desk:grid-cols-[repeat(var(--cols),minmax(0,1fr))], so a complex with another count needs no class.
 */
export function gridColumns(count: number, max: number): CSSProperties {
  const rows = Math.max(1, Math.ceil(count / max));
  return { "--cols": Math.max(1, Math.ceil(count / rows)) } as CSSProperties;
}
