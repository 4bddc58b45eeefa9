import type { ReactNode } from "react";

/**
 * A wide table or drawing that scrolls sideways on narrow screens. It is focusable and labelled,
 * so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={`${label} (좌우로 스크롤할 수 있습니다)`}
      tabIndex={0}
      className={`overflow-x-auto ${className}`}
    >
      {children}
    </div>
  );
}
