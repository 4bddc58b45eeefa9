import type { KeyboardEvent } from "react";

/**
 * Arrow-key movement for an ARIA tablist (WAI-ARIA APG): Left/Right (and Up/Down) step and wrap,
 * Home/End jump. Calls `select` with the new index and moves focus to that tab.
 */
export function tabKeyHandler(count: number, current: number, select: (index: number) => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: (current + 1) % count,
      ArrowDown: (current + 1) % count,
      ArrowLeft: (current - 1 + count) % count,
      ArrowUp: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    const tabs = event.currentTarget.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]');
    tabs?.[next]?.focus();
  };
}
