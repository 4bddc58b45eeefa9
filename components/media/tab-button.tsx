"use client";

import type { ReactNode } from "react";
import { tabKeyHandler } from "./use-tab-keys";

/**
 * One tab of an ARIA tablist (WAI-ARIA APG): only the selected tab is in the Tab order, arrow keys,
 * Home and End move between tabs (see use-tab-keys.ts), and the tab names the panel it controls.
 */
export function TabButton({
  id,
  panelId,
  index,
  count,
  active,
  onSelect,
  className,
  children,
}: {
  id: string;
  panelId: string;
  index: number;
  count: number;
  active: boolean;
  onSelect: (index: number) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="tab"
      id={id}
      aria-selected={active}
      aria-controls={panelId}
      tabIndex={active ? 0 : -1}
      onClick={() => onSelect(index)}
      onKeyDown={tabKeyHandler(count, index, onSelect)}
      className={className}
    >
      {children}
    </button>
  );
}
